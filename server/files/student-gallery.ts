/**
 * What the student gallery reads (GET /mahasiswa/galeri and /mahasiswa/galeri/photos). A student sees
 * the published groups of their acara, which are the same for every one of its students, and, rarely,
 * photos tagged to them in published groups of another acara. The acara's part is read once and kept
 * for all its students (`FilesCtx.shared`, a TableCache on `file` and `file_group`: any change of a
 * photo or a group reads it again). What is theirs alone (which photos are tagged to them, their
 * favourites) is read for each request from their own rows, so a tag or a favourite shows at once.
 * A student with photos in another acara's groups is answered without the shared part.
 */
import { sql } from 'kysely';
import { galleryMarkFields } from '../../domain/galleryMarks';
import type { Viewer } from './access';
import { visibleTo } from './access';
import { photoUrl, type FilesCtx } from './context';
import { groupMarks, setMarks } from './group-marks';
import type { ListQuery } from './list-query';
import { listPhotos, queryPhotos, toPhotoRow, type DbPhoto, type PhotoRow } from './photos';

/** The tables the shared part is read from. */
export const SHARED_TABLES = ['file', 'file_group'] as const;

/** A group as the gallery shows it, apart from its cover and marks. */
interface GalleryGroup {
  id: number;
  nama: string;
  tipe: string;
  deskripsi: string | null;
  allow_download: boolean;
  acara_id: number;
  count: number;
  cover_placeholder: string | null;
}

interface GroupRow extends GalleryGroup {
  cover_id: number | null;
  marks: Record<string, boolean> | string | null;
}

/** What every student of `acaraId` sees: the published groups of the acara, nothing tagged elsewhere. */
function audienceOf(acaraId: number): Viewer {
  return { userId: 0, sessionId: 0, admin: false, mahasiswaId: null, acaraId, scope: null };
}

/** Whether photos tagged to the student lie in published groups of another acara than theirs. */
async function taggedElsewhere(ctx: FilesCtx, viewer: Viewer): Promise<boolean> {
  const { rows } = await sql<{ elsewhere: boolean }>`SELECT EXISTS (
      SELECT 1 FROM file_mahasiswa t JOIN file f ON f.id = t.file_id JOIN file_group g ON g.id = f.file_group_id
      WHERE t.mahasiswa_id = ${viewer.mahasiswaId} AND g.is_published
        AND g.acara_id IS DISTINCT FROM ${viewer.acaraId}) AS elsewhere`.execute(ctx.db);
  return rows[0].elsewhere === true;
}

/** The shared part answers for this student: they have an acara and nothing tagged elsewhere. */
async function sharedServes(ctx: FilesCtx, viewer: Viewer): Promise<boolean> {
  return viewer.acaraId !== null && !(await taggedElsewhere(ctx, viewer));
}

/** The published groups holding photos the viewer sees, by name, with counts, covers and marks. */
async function groupsOf(ctx: FilesCtx, viewer: Viewer): Promise<GroupRow[]> {
  const visible = visibleTo(viewer);
  // The cover: the group's chosen cover when the viewer may see it, else its newest photo.
  const { rows } = await sql<GroupRow>`
    SELECT g.id, g.nama, g.tipe, g.deskripsi, g.allow_download, g.acara_id,
      (SELECT count(*) FROM file f WHERE f.file_group_id = g.id AND ${visible}) AS count,
      c.id AS cover_id, c.placeholder AS cover_placeholder,
      ${groupMarks(galleryMarkFields(ctx.groupModel.def))} AS marks
    FROM file_group g
    LEFT JOIN LATERAL (
      SELECT f.id, f.placeholder FROM file f
      WHERE f.file_group_id = g.id AND ${visible}
      ORDER BY (f.id = g.cover_file_id) DESC, coalesce(f.taken_at, f.created_at) DESC, f.id DESC
      LIMIT 1) c ON true
    WHERE g.is_published AND (g.acara_id = ${viewer.acaraId ?? -1} OR EXISTS (
      SELECT 1 FROM file f JOIN file_mahasiswa fm ON fm.file_id = f.id
      WHERE f.file_group_id = g.id AND fm.mahasiswa_id = ${viewer.mahasiswaId ?? -1}))
    ORDER BY g.nama`.execute(ctx.db);
  return rows;
}

/** The photos tagged to the student and their favourites, among all they see. */
async function ownCounts(ctx: FilesCtx, viewer: Viewer): Promise<{ mine: number; favorites: number }> {
  const { rows } = await sql<{ mine: number; favorites: number }>`SELECT
      (SELECT count(*) FROM file_mahasiswa t JOIN file f ON f.id = t.file_id
        JOIN file_group g ON g.id = f.file_group_id
        WHERE t.mahasiswa_id = ${viewer.mahasiswaId} AND g.is_published) AS mine,
      (SELECT count(*) FROM file_favorite fav JOIN file f ON f.id = fav.file_id
        JOIN file_group g ON g.id = f.file_group_id
        WHERE fav.user_id = ${viewer.userId} AND ${visibleTo(viewer)}) AS favorites`.execute(ctx.db);
  return { mine: Number(rows[0].mine), favorites: Number(rows[0].favorites) };
}

export interface GalleryOverview {
  groups: (GalleryGroup & { cover_thumb_url: string | null; marks: string[] })[];
  counts: { all: number; mine: number; favorites: number };
}

/** The student's groups (with counts, covers and gallery marks) and how many photos each view holds. */
export async function galleryOverview(ctx: FilesCtx, viewer: Viewer): Promise<GalleryOverview> {
  const groups = (await sharedServes(ctx, viewer))
    ? await ctx.shared.get(`galeri.groups.${viewer.acaraId}`, SHARED_TABLES, () =>
        groupsOf(ctx, audienceOf(viewer.acaraId!)),
      )
    : await groupsOf(ctx, viewer);
  const own = await ownCounts(ctx, viewer);
  return {
    groups: groups.map((row) => ({
      id: Number(row.id),
      nama: row.nama,
      tipe: row.tipe,
      deskripsi: row.deskripsi,
      allow_download: row.allow_download,
      acara_id: Number(row.acara_id),
      count: Number(row.count),
      cover_thumb_url: row.cover_id === null ? null : photoUrl(ctx, viewer, Number(row.cover_id), 'thumb'),
      cover_placeholder: row.cover_placeholder,
      marks: setMarks(row.marks),
    })),
    // Every photo the student sees lies in one of these groups.
    counts: { all: groups.reduce((n, g) => n + Number(g.count), 0), ...own },
  };
}

/** Of `ids`, those tagged to the student (with their tag) and those they marked as favourites. */
async function ownMarks(ctx: FilesCtx, viewer: Viewer, ids: readonly number[]) {
  const tags = new Map<number, DbPhoto['tags']>();
  const favorites = new Set<number>();
  if (!ids.length) return { tags, favorites };
  const { rows } = await sql<{ id: number; favorite: boolean; nim: string | null; nama: string | null }>`
    SELECT t.file_id AS id, false AS favorite, m.nim, m.nama FROM file_mahasiswa t
      JOIN mahasiswa m ON m.id = t.mahasiswa_id
      WHERE t.mahasiswa_id = ${viewer.mahasiswaId} AND t.file_id IN (${sql.join(ids)})
    UNION ALL
    SELECT fav.file_id, true, NULL, NULL FROM file_favorite fav
      WHERE fav.user_id = ${viewer.userId} AND fav.file_id IN (${sql.join(ids)})`.execute(ctx.db);
  for (const r of rows) {
    if (r.favorite) favorites.add(Number(r.id));
    else tags.set(Number(r.id), [{ id: viewer.mahasiswaId!, nim: r.nim ?? '', nama: r.nama ?? '' }]);
  }
  return { tags, favorites };
}

/**
 * A page of the student's photos (their filter checked already), with the marks of its groups. The
 * plain views (all, one group) of a student answered by the shared part come from it.
 */
export async function galleryPhotos(
  ctx: FilesCtx,
  viewer: Viewer,
  q: ListQuery,
): Promise<{ rows: PhotoRow[]; total: number; next: string | null }> {
  const opts = { next: true, marks: galleryMarkFields(ctx.groupModel.def) };
  const own = q.filter.mahasiswa_id !== undefined || q.filter.favorite !== undefined;
  if (own || !(await sharedServes(ctx, viewer))) return listPhotos(ctx, viewer, q, opts);
  const acaraId = viewer.acaraId!;
  const { rows, total, next } = await ctx.shared.get(
    `galeri.photos.${acaraId}|${JSON.stringify(q)}`,
    SHARED_TABLES,
    () => queryPhotos(ctx, audienceOf(acaraId), { ...q, filter: { ...q.filter, acara_id: acaraId } }, opts),
  );
  const marks = await ownMarks(
    ctx,
    viewer,
    rows.map((r) => Number(r.id)),
  );
  const mine = rows.map((r) => ({
    ...r,
    tags: marks.tags.get(Number(r.id)) ?? [],
    favorite: marks.favorites.has(Number(r.id)),
  }));
  return { rows: mine.map((r) => toPhotoRow(ctx, viewer, r)), total, next };
}
