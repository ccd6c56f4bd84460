import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import yazl from 'yazl';
import { requirePermission } from '../auth/guard';
import type { Caller } from '../context';
import { msg } from '../../domain/messages';
import { badRequest, forbidden, notFound } from '../errors';
import { PERM_SELF, visibleTo, type Viewer } from './access';
import type { FilesCtx } from './context';
import { idList, optionalId } from './list-query';
import { listPhotos } from './photos';
import { attachment, viewerFor } from './routes-serve';

/** The student behind the caller (never the admin view, even for an admin who is also a student). */
export async function studentViewer(ctx: FilesCtx, caller: Caller): Promise<Viewer> {
  const m = await ctx.db
    .selectFrom('mahasiswa')
    .select(['id', 'acara_id'])
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (!m) throw notFound(msg.files.noStudent());
  return {
    userId: caller.id,
    sessionId: caller.sessionId,
    admin: false,
    mahasiswaId: Number(m.id),
    acaraId: m.acara_id === null ? null : Number(m.acara_id),
  };
}

interface GroupRow {
  id: number;
  nama: string;
  tipe: string;
  deskripsi: string | null;
  allow_download: boolean;
  acara_id: number;
  cover_file_id: number | null;
  count: number;
}

const MAX_PHOTOS = 5000;

function zipSubject(ids: number[] | 'all'): string {
  return `zip.${ids === 'all' ? 'all' : ids.join(',')}`;
}

/** The originals a student may download: visible to them AND in a group that allows downloads. */
async function downloadable(ctx: FilesCtx, viewer: Viewer, ids: number[] | 'all') {
  const only = ids === 'all' ? sql`true` : ids.length ? sql`f.id IN (${sql.join(ids)})` : sql`false`;
  const { rows } = await sql<{ id: number; storage_key: string; original_name: string; group_nama: string }>`
    SELECT f.id, f.storage_key, f.original_name, g.nama AS group_nama
    FROM file f JOIN file_group g ON g.id = f.file_group_id
    WHERE ${visibleTo(viewer)} AND g.allow_download AND ${only}
    ORDER BY g.nama, f.created_at, f.id
    LIMIT ${MAX_PHOTOS}`.execute(ctx.db);
  return rows;
}

function safeSegment(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 120) || 'photo'
  );
}

/** Streams a ZIP (stored, not re-compressed: photos are compressed already) of the given photos. */
function zipStream(ctx: FilesCtx, rows: Awaited<ReturnType<typeof downloadable>>): Readable {
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const row of rows) {
    const folder = safeSegment(row.group_nama);
    const dot = row.original_name.lastIndexOf('.');
    const stem = safeSegment(dot > 0 ? row.original_name.slice(0, dot) : row.original_name);
    const ext = row.storage_key.slice(row.storage_key.lastIndexOf('.'));
    let name = `${folder}/${stem}${ext}`;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${folder}/${stem} (${i})${ext}`;
    used.add(name.toLowerCase());
    zip.addReadStreamLazy(name, { compress: false }, (cb) => {
      ctx.storage.get(row.storage_key).then(
        (obj) => cb(null, obj ? obj.stream : new PassThrough().end()),
        (err: unknown) => cb(err, new PassThrough().end()),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

function zipIds(b: unknown): number[] | 'all' {
  const body = (b ?? {}) as Record<string, unknown>;
  if (body.all === true) return 'all';
  const ids = idList('ids', body.ids, MAX_PHOTOS);
  if (!ids.length) throw badRequest(msg.files.choosePhotos(), { ids: [msg.files.choosePhotos()] });
  return ids;
}

/** The student's gallery: photos tagged to them and the published groups of their acara. */
export function registerStudentRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['galeri'] };
  const student = async (request: FastifyRequest) =>
    studentViewer(ctx, requirePermission(request, PERM_SELF));

  api.get(
    '/mahasiswa/galeri',
    { schema: { ...tags, summary: 'My photos and the published groups of my acara' } },
    async (request) => {
      const viewer = await student(request);
      const { rows: photos } = await listPhotos(ctx, viewer, {
        sort: { field: 'taken_at', order: 'DESC' }, // newest taken first, else newest uploaded
        offset: 0,
        limit: MAX_PHOTOS,
        filter: {},
      });
      const { rows: groups } = await sql<GroupRow>`
      SELECT g.id, g.nama, g.tipe, g.deskripsi, g.allow_download, g.acara_id, g.cover_file_id,
        (SELECT count(*) FROM file f WHERE f.file_group_id = g.id AND ${visibleTo(viewer)}) AS count
      FROM file_group g
      WHERE g.is_published AND (g.acara_id = ${viewer.acaraId ?? -1} OR EXISTS (
        SELECT 1 FROM file f JOIN file_mahasiswa fm ON fm.file_id = f.id
        WHERE f.file_group_id = g.id AND fm.mahasiswa_id = ${viewer.mahasiswaId}))
      ORDER BY g.nama`.execute(ctx.db);
      const byId = new Map(photos.map((p) => [p.id, p]));
      return {
        data: {
          groups: groups.map((g) => {
            const cover =
              (g.cover_file_id && byId.get(Number(g.cover_file_id))) ||
              photos.find((p) => p.file_group_id === Number(g.id));
            return {
              id: Number(g.id),
              nama: g.nama,
              tipe: g.tipe,
              deskripsi: g.deskripsi,
              allow_download: g.allow_download,
              acara_id: Number(g.acara_id),
              count: Number(g.count),
              cover_thumb_url: cover?.thumb_url ?? null,
              cover_placeholder: cover?.placeholder ?? null,
            };
          }),
          photos: photos.map((p) => ({ ...p, tagged: p.tags.length > 0 })),
        },
      };
    },
  );

  const favorite = async (request: FastifyRequest, on: boolean) => {
    const viewer = await student(request);
    const id = optionalId('id', (request.params as { id: string }).id);
    if (!id) throw notFound(msg.files.photoNotFound());
    const { rows } = await sql<{ id: number }>`
      SELECT f.id FROM file f JOIN file_group g ON g.id = f.file_group_id WHERE f.id = ${id} AND ${visibleTo(viewer)}`.execute(
      ctx.db,
    );
    if (!rows[0]) throw notFound(msg.files.photoNotFound());
    if (on) {
      await ctx.db
        .insertInto('file_favorite')
        .values({ user_id: viewer.userId, file_id: id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      await ctx.db
        .deleteFrom('file_favorite')
        .where('user_id', '=', viewer.userId)
        .where('file_id', '=', id)
        .execute();
    }
    return { data: { id, favorite: on } };
  };
  api.put(
    '/mahasiswa/galeri/:id/favorite',
    { schema: { ...tags, summary: 'Mark a photo as favourite' } },
    (r) => favorite(r, true),
  );
  api.delete('/mahasiswa/galeri/:id/favorite', { schema: { ...tags, summary: 'Unmark a favourite' } }, (r) =>
    favorite(r, false),
  );

  const sendZip = async (viewer: Viewer, ids: number[] | 'all', reply: import('fastify').FastifyReply) => {
    const rows = await downloadable(ctx, viewer, ids);
    if (!rows.length) throw forbidden(msg.files.noneDownloadable());
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment(`wisuda-foto-${stamp}.zip`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(zipStream(ctx, rows));
  };

  api.post(
    '/mahasiswa/galeri/zip',
    { schema: { ...tags, summary: 'ZIP of originals: {ids} or {all:true}, streamed' } },
    async (request, reply) => sendZip(await student(request), zipIds(request.body), reply),
  );

  // A signed GET link for the same ZIP, so the browser's own download manager streams it to disk.
  api.post(
    '/mahasiswa/galeri/zip-url',
    { schema: { ...tags, summary: 'A signed download link for a ZIP' } },
    async (request) => {
      const viewer = await student(request);
      const ids = zipIds(request.body);
      const idsParam = ids === 'all' ? 'all' : ids.join(',');
      const query = ctx.signer.query(zipSubject(ids), viewer.userId, viewer.sessionId);
      return { data: { url: `/api/mahasiswa/galeri/zip?ids=${idsParam}&${query}` } };
    },
  );

  api.get(
    '/mahasiswa/galeri/zip',
    { schema: { ...tags, summary: 'Signed ZIP download' } },
    async (request, reply) => {
      const raw = String((request.query as Record<string, string>).ids ?? '');
      const ids: number[] | 'all' = raw === 'all' ? 'all' : idList('ids', raw.split(','), MAX_PHOTOS);
      const viewer = await viewerFor(ctx, request, zipSubject(ids));
      if (!viewer || viewer.mahasiswaId === null) throw notFound(msg.files.noStudent());
      return sendZip({ ...viewer, admin: false }, ids, reply);
    },
  );
}
