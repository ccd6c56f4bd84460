import { sql, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from './access';
import { visibleTo } from './access';
import { photoUrl, type FilesCtx } from './context';
import type { ListQuery } from './list-query';
import { encodeCursor, idList, optionalId } from './list-query';
import { msg } from '../../domain/messages';
import { badRequest } from '../errors';
import { searchText } from '../crud/params';
import type { PhotoRow, PhotoTag } from '../../domain/photo';
import { groupMarks, setMarks } from './group-marks';

export type { PhotoRow, PhotoTag };

/** A row as the database answers it: dates as Date, tags as JSON (text on some drivers). */
export type DbPhoto = Omit<
  PhotoRow,
  'taken_at' | 'created_at' | 'tags' | 'thumb_url' | 'preview_url' | 'download_url' | 'marks'
> & {
  taken_at: Date | string | null;
  created_at: Date | string;
  tags: PhotoTag[] | string | null;
  /** With `marks` asked for: the group's marking fields and their values (JSON, text on some drivers). */
  group_marks?: Record<string, boolean> | string | null;
  /** Keyset lists only: the sort time in UTC to the microsecond. */
  cursor_at?: string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toPhotoRow(ctx: FilesCtx, viewer: Viewer, r: DbPhoto): PhotoRow {
  const id = Number(r.id);
  const tags = (typeof r.tags === 'string' ? (JSON.parse(r.tags) as PhotoTag[]) : (r.tags ?? [])).map(
    (t) => ({
      id: Number(t.id),
      nim: t.nim,
      nama: t.nama,
    }),
  );
  return {
    id,
    file_group_id: Number(r.file_group_id),
    group_nama: r.group_nama,
    acara_id: Number(r.acara_id),
    original_name: r.original_name,
    mime: r.mime,
    size: Number(r.size),
    width: r.width,
    height: r.height,
    placeholder: r.placeholder,
    taken_at: iso(r.taken_at),
    created_at: iso(r.created_at)!,
    is_published: r.is_published,
    allow_download: r.allow_download,
    tags: viewer.admin ? tags : tags.filter((t) => t.id === viewer.mahasiswaId),
    favorite: Boolean(r.favorite),
    thumb_url: photoUrl(ctx, viewer, id, 'thumb'),
    preview_url: photoUrl(ctx, viewer, id, 'preview'),
    download_url: viewer.admin || r.allow_download ? photoUrl(ctx, viewer, id, 'original') : null,
    ...(r.group_marks === undefined ? {} : { marks: setMarks(r.group_marks) }),
  };
}

/**
 * Sortable fields, each with the id as tie-break. `taken_at` is when the photo was taken, falling back
 * to its upload time for photos without a capture time (the expression of index `file_taken`).
 */
const SORTS: Record<string, string> = {
  id: 'f.id',
  created_at: 'f.created_at',
  original_name: 'f.original_name',
  size: 'f.size',
  taken_at: 'coalesce(f.taken_at, f.created_at)',
};
export const PHOTO_SORT_FIELDS = Object.keys(SORTS);
/** Sorts by a time, which keyset paging (`after`) works with. */
const TIME_SORTS = new Set(['created_at', 'taken_at']);

/** The conditions of a photo list filter: acara_id, file_group_id, mahasiswa_id (tagged), q, id list. */
function filterConditions(filter: Record<string, unknown>): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const acaraId = optionalId('acara_id', filter.acara_id);
  if (acaraId) where.push(sql<SqlBool>`g.acara_id = ${acaraId}`);
  const groupId = optionalId('file_group_id', filter.file_group_id);
  if (groupId) where.push(sql<SqlBool>`f.file_group_id = ${groupId}`);
  const mahasiswaId = optionalId('mahasiswa_id', filter.mahasiswa_id);
  if (mahasiswaId) {
    where.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM file_mahasiswa t WHERE t.file_id = f.id AND t.mahasiswa_id = ${mahasiswaId})`,
    );
  }
  if (filter.untagged === true)
    where.push(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM file_mahasiswa t WHERE t.file_id = f.id)`);
  if (filter.id !== undefined) {
    const ids = Array.isArray(filter.id) ? idList('id', filter.id) : [optionalId('id', filter.id)!];
    where.push(ids.length ? sql<SqlBool>`f.id IN (${sql.join(ids)})` : sql<SqlBool>`false`);
  }
  // The search text by the lists' rule (text or a number, no NUL, at most 100 characters).
  const text = filter.q === undefined || filter.q === '' ? '' : searchText(filter.q);
  if (text) {
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql<SqlBool>`(lower(f.original_name) LIKE ${like} OR EXISTS (
      SELECT 1 FROM file_mahasiswa t JOIN mahasiswa m ON m.id = t.mahasiswa_id
      WHERE t.file_id = f.id AND (lower(m.nama) LIKE ${like} OR m.nim LIKE ${like})))`);
  }
  if (filter.favorite === true) where.push(sql<SqlBool>`fav.file_id IS NOT NULL`);
  return where;
}

/**
 * Photos visible to `viewer`, filtered, sorted and paged; with the total for Content-Range. With
 * `q.after` (a time sort only) the page starts right after that cursor instead of at `q.offset`;
 * with `opts.next`, `next` is the cursor after the page's last row, null when nothing follows.
 * With `opts.marks` (marking fields of the groups, domain/galleryMarks.ts), each row has the `marks`
 * its group sets.
 */
export async function listPhotos(
  ctx: FilesCtx,
  viewer: Viewer,
  q: ListQuery,
  opts: PhotoListOptions = {},
): Promise<{ rows: PhotoRow[]; total: number; next: string | null }> {
  const { rows, total, next } = await queryPhotos(ctx, viewer, q, opts);
  return { rows: rows.map((r) => toPhotoRow(ctx, viewer, r)), total, next };
}

export interface PhotoListOptions {
  next?: boolean;
  marks?: readonly string[];
}

/** listPhotos' rows as the database answers them (every tag, no URLs): what a shared cache keeps. */
export async function queryPhotos(
  ctx: FilesCtx,
  viewer: Viewer,
  q: ListQuery,
  opts: PhotoListOptions = {},
): Promise<{ rows: DbPhoto[]; total: number; next: string | null }> {
  const conditions = [visibleTo(viewer), ...filterConditions(q.filter)];
  const where = sql.join(conditions, sql` AND `);
  const sortKey = sql.raw(SORTS[q.sort.field] ?? SORTS.created_at);
  const dir = sql.raw(q.sort.order);
  const keyset = TIME_SORTS.has(q.sort.field);
  if ((q.after || opts.next) && !keyset)
    throw badRequest(msg.http.badRequest(), { after: [msg.validation.invalid()] });
  // Rows after the cursor in the list's order: (time, id) below it when newest first, above it else.
  const pageWhere = q.after
    ? sql.join(
        [
          ...conditions,
          sql<SqlBool>`(${sortKey}, f.id) ${sql.raw(q.sort.order === 'DESC' ? '<' : '>')} (${q.after.at}::timestamptz, ${q.after.id})`,
        ],
        sql` AND `,
      )
    : where;
  // One row more than the page tells whether another page follows.
  const limit = q.limit + (opts.next ? 1 : 0);
  const offset = q.after ? 0 : q.offset;
  // The page first (ordered, limited), then its tags: the tag aggregation runs for 60 rows, not all.
  const page = sql<DbPhoto>`
    WITH page AS (
      SELECT f.id, f.file_group_id, g.nama AS group_nama, g.acara_id, f.original_name, f.mime, f.size, f.width,
        f.height, f.placeholder, f.taken_at, f.created_at, g.is_published, g.allow_download,
        (fav.file_id IS NOT NULL) AS favorite, ${sortKey} AS sort_key
        ${opts.marks ? sql`, ${groupMarks(opts.marks)} AS group_marks` : sql``}
        ${keyset ? sql`, to_char(${sortKey} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at` : sql``}
      FROM file f
      JOIN file_group g ON g.id = f.file_group_id
      LEFT JOIN file_favorite fav ON fav.file_id = f.id AND fav.user_id = ${viewer.userId}
      WHERE ${pageWhere}
      ORDER BY ${sortKey} ${dir}, f.id ${dir}
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT p.*,
      (SELECT coalesce(json_agg(json_build_object('id', m.id, 'nim', m.nim, 'nama', m.nama) ORDER BY m.nama), '[]')
         FROM file_mahasiswa t JOIN mahasiswa m ON m.id = t.mahasiswa_id WHERE t.file_id = p.id) AS tags
    FROM page p
    ORDER BY p.sort_key ${dir}, p.id ${dir}`;
  // The count joins only what its conditions need (most admin lists: the file table alone).
  const needsGroup = !viewer.admin || viewer.scope !== null || q.filter.acara_id !== undefined;
  const needsFavorite = q.filter.favorite === true;
  const count = sql<{ n: number }>`
    SELECT count(*) AS n FROM file f
    ${needsGroup ? sql`JOIN file_group g ON g.id = f.file_group_id` : sql``}
    ${needsFavorite ? sql`LEFT JOIN file_favorite fav ON fav.file_id = f.id AND fav.user_id = ${viewer.userId}` : sql``}
    WHERE ${where}`;
  const [{ rows }, counted] = await Promise.all([page.execute(ctx.db), count.execute(ctx.db)]);
  const total = Number(counted.rows[0].n);
  const more = opts.next === true && rows.length > q.limit;
  const kept = more ? rows.slice(0, q.limit) : rows;
  const last = kept[kept.length - 1];
  const next = more && last?.cursor_at ? encodeCursor({ at: last.cursor_at, id: Number(last.id) }) : null;
  return { rows: kept, total, next };
}

/** One photo if the viewer may see it, else undefined (the caller answers 404). */
export async function getPhoto(ctx: FilesCtx, viewer: Viewer, id: number): Promise<PhotoRow | undefined> {
  const { rows } = await listPhotos(ctx, viewer, {
    sort: { field: 'id', order: 'ASC' },
    offset: 0,
    limit: 1,
    filter: { id },
  });
  return rows[0];
}

/** Storage keys and the download flag of a photo the viewer may see (for serving bytes). */
export async function photoForServing(
  ctx: FilesCtx,
  viewer: Viewer,
  id: number,
): Promise<
  | {
      storage_key: string;
      thumb_key: string;
      preview_key: string;
      original_name: string;
      allow_download: boolean;
      mime: string;
    }
  | undefined
> {
  const { rows } = await sql<{
    storage_key: string;
    thumb_key: string;
    preview_key: string;
    original_name: string;
    allow_download: boolean;
    mime: string;
  }>`SELECT f.storage_key, f.thumb_key, f.preview_key, f.original_name, f.mime, g.allow_download
     FROM file f JOIN file_group g ON g.id = f.file_group_id
     WHERE f.id = ${id} AND ${visibleTo(viewer)}`.execute(ctx.db);
  return rows[0];
}

/** Those of `ids` the viewer may see (the others are as if they did not exist). */
export async function visiblePhotoIds(
  ctx: FilesCtx,
  viewer: Viewer,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT f.id FROM file f JOIN file_group g ON g.id = f.file_group_id
    WHERE f.id IN (${sql.join(ids)}) AND ${visibleTo(viewer)}`.execute(ctx.db);
  const seen = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => seen.has(id));
}
