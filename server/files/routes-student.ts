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
import { parseId } from '../crud/params';
import { idList, parseListQuery } from './list-query';
import type { PhotoRow } from './photos';
import { galleryOverview, galleryPhotos } from './student-gallery';
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
    scope: null,
  };
}

/** Header of a ZIP answer naming the groups left out (LeftOutGroup[] as URI-encoded JSON). */
export const LEFT_OUT_HEADER = 'x-wisuda-left-out';

/** At most this many ids in one ZIP selection (a ZIP of all has no limit). */
const MAX_SELECTION = 5000;
/** A page of the student gallery holds at most this many photos. */
export const MAX_PAGE = 100;

/**
 * The student gallery's filters: `file_group_id`, `tagged: true` (photos of me), `favorite: true`.
 * Nothing else: a student must not filter by another student's tags or search their names.
 */
function studentFilter(viewer: Viewer, raw: Record<string, unknown>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (field === 'file_group_id') filter.file_group_id = value;
    else if (field === 'tagged' || field === 'favorite') {
      if (typeof value !== 'boolean') throw badRequest(msg.list.filterValue({ field }));
      if (value && field === 'tagged') filter.mahasiswa_id = viewer.mahasiswaId;
      if (value && field === 'favorite') filter.favorite = true;
    } else throw badRequest(msg.list.filterUnknown({ field }));
  }
  return filter;
}

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
    ORDER BY g.nama, f.created_at, f.id`.execute(ctx.db);
  return rows;
}

export interface LeftOutGroup {
  id: number;
  nama: string;
  /** Photos of the selection in this group. */
  count: number;
}

/** The groups whose photos of the selection a ZIP leaves out because they do not allow downloads. */
async function leftOutGroups(ctx: FilesCtx, viewer: Viewer, ids: number[] | 'all'): Promise<LeftOutGroup[]> {
  const only = ids === 'all' ? sql`true` : ids.length ? sql`f.id IN (${sql.join(ids)})` : sql`false`;
  const { rows } = await sql<{ id: number; nama: string; count: number }>`
    SELECT g.id, g.nama, count(*)::int AS count
    FROM file f JOIN file_group g ON g.id = f.file_group_id
    WHERE ${visibleTo(viewer)} AND NOT g.allow_download AND ${only}
    GROUP BY g.id, g.nama ORDER BY g.nama, g.id`.execute(ctx.db);
  return rows.map((r) => ({ id: Number(r.id), nama: r.nama, count: Number(r.count) }));
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
  const ids = idList('ids', body.ids, MAX_SELECTION, 'body');
  if (!ids.length) throw badRequest(msg.files.choosePhotos(), { ids: [msg.files.choosePhotos()] });
  return ids;
}

/**
 * A photo as its student sees it: tagged when one of its tags is theirs (they see no other's), and
 * its group's marks only then (a stage photo is marked as theirs, not as anyone's).
 */
function studentPhoto(p: PhotoRow): PhotoRow {
  const tagged = p.tags.length > 0;
  return { ...p, tagged, marks: tagged ? (p.marks ?? []) : [] };
}

/** The student viewer of a request (403 without the self-service permission). */
type StudentOf = (request: FastifyRequest) => Promise<Viewer>;

/** The student's gallery: photos tagged to them and the published groups of their acara. */
export function registerStudentRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  const student: StudentOf = async (request) => studentViewer(ctx, requirePermission(request, PERM_SELF));
  registerGalleryOverview(api, ctx, student);
  registerGalleryPhotos(api, ctx, student);
  registerFavorites(api, ctx, student);
  registerStudentZip(api, ctx, student);
}

/**
 * GET /mahasiswa/galeri: the groups (with counts, covers and their gallery marks: a stage group is
 * `marks: ['panggung']` for everyone who sees it) and how many photos each view holds.
 */
function registerGalleryOverview(api: FastifyInstance, ctx: FilesCtx, student: StudentOf): void {
  const tags = { tags: ['galeri'] };

  api.get(
    '/mahasiswa/galeri',
    {
      config: { lane: 'browse' },
      schema: {
        ...tags,
        summary: 'The groups of my gallery (with counts and covers) and how many photos each view holds',
      },
    },
    async (request) => ({ data: await galleryOverview(ctx, await student(request)) }),
  );
}

/** GET /mahasiswa/galeri/photos: a page of the student's photos, newest taken first. */
function registerGalleryPhotos(api: FastifyInstance, ctx: FilesCtx, student: StudentOf): void {
  const tags = { tags: ['galeri'] };

  api.get(
    '/mahasiswa/galeri/photos',
    {
      config: { lane: 'browse' },
      schema: {
        ...tags,
        summary:
          'My photos, newest taken first, a page at a time: range=[0,59], filter={"file_group_id":3}|{"tagged":true}|{"favorite":true}, after=<X-Next-Cursor of the previous page>',
      },
    },
    async (request, reply) => {
      const viewer = await student(request);
      const q = parseListQuery(request.query, {
        sortFields: ['taken_at'],
        defaultSort: { field: 'taken_at', order: 'DESC' },
        maxLimit: MAX_PAGE,
      });
      const { rows, total, next } = await galleryPhotos(ctx, viewer, {
        ...q,
        filter: studentFilter(viewer, q.filter),
      });
      const end = rows.length ? q.offset + rows.length - 1 : q.offset;
      if (next) reply.header('x-next-cursor', next);
      return reply
        .header('content-range', `photo ${q.offset}-${end}/${total}`)
        .header('access-control-expose-headers', 'Content-Range, X-Next-Cursor')
        .send({ data: rows.map(studentPhoto) });
    },
  );
}

/** PUT and DELETE /mahasiswa/galeri/:id/favorite: mark and unmark a visible photo. */
function registerFavorites(api: FastifyInstance, ctx: FilesCtx, student: StudentOf): void {
  const tags = { tags: ['galeri'] };

  const favorite = async (request: FastifyRequest, on: boolean) => {
    const viewer = await student(request);
    const id = parseId((request.params as { id: string }).id);
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
}

/** The ZIP of the originals a student may download: streamed, or through a signed link. */
function registerStudentZip(api: FastifyInstance, ctx: FilesCtx, student: StudentOf): void {
  const tags = { tags: ['galeri'] };

  const sendZip = async (viewer: Viewer, ids: number[] | 'all', reply: import('fastify').FastifyReply) => {
    const rows = await downloadable(ctx, viewer, ids);
    if (!rows.length) throw forbidden(msg.files.noneDownloadable());
    const stamp = new Date().toISOString().slice(0, 10);
    const leftOut = await leftOutGroups(ctx, viewer, ids);
    // The groups left out, for a client that downloads the ZIP itself (JSON, URI-encoded: names are UTF-8).
    if (leftOut.length) reply.header(LEFT_OUT_HEADER, encodeURIComponent(JSON.stringify(leftOut)));
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
    {
      schema: {
        ...tags,
        summary: 'A signed download link for a ZIP, and the groups it leaves out (no downloads allowed)',
      },
    },
    async (request) => {
      const viewer = await student(request);
      const ids = zipIds(request.body);
      const idsParam = ids === 'all' ? 'all' : ids.join(',');
      const query = ctx.signer.query(zipSubject(ids), viewer.userId, viewer.sessionId);
      // Told before the download starts: the browser's download manager shows no headers.
      const leftOut = await leftOutGroups(ctx, viewer, ids);
      return { data: { url: `/api/mahasiswa/galeri/zip?ids=${idsParam}&${query}`, left_out: leftOut } };
    },
  );

  api.get(
    '/mahasiswa/galeri/zip',
    { schema: { ...tags, summary: 'Signed ZIP download' } },
    async (request, reply) => {
      const raw = String((request.query as Record<string, string>).ids ?? '');
      const ids: number[] | 'all' = raw === 'all' ? 'all' : idList('ids', raw.split(','), MAX_SELECTION);
      const viewer = await viewerFor(ctx, request, zipSubject(ids));
      if (!viewer || viewer.mahasiswaId === null) throw notFound(msg.files.noStudent());
      return sendZip({ ...viewer, admin: false }, ids, reply);
    },
  );
}
