import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/guard';
import { hasNul } from '../../domain/field-types';
import { msg } from '../../domain/messages';
import { badRequest, notFound, unprocessable } from '../errors';
import { adminViewerOf, PERM_MANAGE, PERM_VIEW, type Viewer } from './access';
import type { FilesCtx } from './context';
import { parseId } from '../crud/params';
import { idList, optionalId, parseListQuery } from './list-query';
import { readSingleFile } from './multipart';
import { getPhoto, listPhotos, PHOTO_SORT_FIELDS, visiblePhotoIds } from './photos';
import { bulkTag, parseNims, setTags, tagByNim } from './tags';
import { audit, deletePhotos, storePhoto } from './upload';
import { queueNewPhoto } from '../faces';
import { narrowedTo, recordInScope } from '../crud/tenancy';

const P = '/file/file';

/** The caller's view of the gallery: the photos of their universities' groups (docs/tenancy.md). */
function adminViewer(ctx: FilesCtx, request: FastifyRequest, permission: string): Viewer {
  return adminViewerOf(ctx, requirePermission(request, permission));
}

/** The photo id of the path: 400 when it is no id (../crud/params.ts parseId). */
function idParam(request: FastifyRequest): number {
  return parseId((request.params as { id?: string }).id);
}

function body(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw badRequest(msg.http.objectBody());
  return b as Record<string, unknown>;
}

/** Administrator side of the gallery: upload, list, get, delete, tags. */
export function registerAdminRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  registerPhotoUpload(api, ctx);
  registerPhotoReads(api, ctx);
  registerPhotoDeletes(api, ctx);
  registerPhotoTags(api, ctx);
}

/** POST /file/file: one photo into a group of the caller's universities. */
function registerPhotoUpload(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['galeri'] };

  api.post(
    P,
    { schema: { ...tags, summary: 'Upload one photo (multipart: file_group_id, file)' } },
    async (request, reply) => {
      const caller = requirePermission(request, PERM_MANAGE);
      const upload = await readSingleFile(request, ctx.config.uploadMaxBytes);
      const groupId = optionalId(
        'file_group_id',
        upload.fields.file_group_id ?? (request.query as Record<string, string>).file_group_id,
        'body',
      );
      if (!groupId) throw unprocessable({ file_group_id: [msg.files.chooseGroup()] });
      // A group of another university is as if it did not exist (the answer of an unknown group).
      if (!(await recordInScope(ctx.db, ctx.groupModel, caller, groupId)))
        throw unprocessable({ file_group_id: [msg.files.groupMissing()] });
      const { id } = await storePhoto(ctx, {
        buffer: upload.buffer,
        filename: upload.filename,
        groupId,
        uploadedBy: caller.id,
        actor: { caller, ip: request.ip },
        mailer: api.mailer,
      });
      // Face search: looked at in the background when someone of its acara is enrolled (docs/faces.md).
      await queueNewPhoto(api.db, api.jobs.boss, id);
      const viewer = adminViewer(ctx, request, PERM_MANAGE);
      return reply.status(201).send({ data: await getPhoto(ctx, viewer, id) });
    },
  );
}

/** GET /file/file (a page) and /file/file/:id (one photo). */
function registerPhotoReads(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['galeri'] };

  api.get(
    P,
    { schema: { ...tags, summary: 'List photos (simple-rest: sort, range, filter; pt: one university)' } },
    async (request, reply) => {
      const caller = requirePermission(request, PERM_VIEW);
      const viewer = adminViewerOf(ctx, narrowedTo(caller, (request.query as Record<string, unknown>).pt));
      const q = parseListQuery(request.query, {
        sortFields: PHOTO_SORT_FIELDS,
        defaultSort: { field: 'created_at', order: 'DESC' },
      });
      const { rows, total } = await listPhotos(ctx, viewer, q);
      const end = rows.length ? q.offset + rows.length - 1 : q.offset;
      return reply.header('content-range', `file ${q.offset}-${end}/${total}`).send({ data: rows });
    },
  );

  api.get(`${P}/:id`, { schema: { ...tags, summary: 'One photo' } }, async (request) => {
    const viewer = adminViewer(ctx, request, PERM_VIEW);
    const row = await getPhoto(ctx, viewer, idParam(request));
    if (!row) throw notFound(msg.files.photoNotFound());
    return { data: row };
  });
}

/** DELETE /file/file/:id (one photo) and /file/file?filter={"id":[…]} (many). */
function registerPhotoDeletes(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['galeri'] };

  api.delete(`${P}/:id`, { schema: { ...tags, summary: 'Delete one photo' } }, async (request) => {
    const caller = requirePermission(request, PERM_MANAGE);
    const viewer = adminViewer(ctx, request, PERM_MANAGE);
    const id = idParam(request);
    const row = await getPhoto(ctx, viewer, id);
    if (!row) throw notFound(msg.files.photoNotFound());
    await deletePhotos(ctx, [id], request.log, { caller, ip: request.ip });
    await audit(
      ctx,
      caller,
      'delete',
      id,
      null,
      { original_name: row.original_name, file_group_id: row.file_group_id },
      request.ip,
    );
    return { data: row };
  });

  api.delete(
    P,
    { schema: { ...tags, summary: 'Delete many photos: ?filter={"id":[...]}' } },
    async (request) => {
      const caller = requirePermission(request, PERM_MANAGE);
      const q = parseListQuery(request.query, { sortFields: [], defaultSort: { field: 'id', order: 'ASC' } });
      const ids = await visiblePhotoIds(ctx, adminViewerOf(ctx, caller), idList('id', q.filter.id, 1000));
      const removed = await deletePhotos(ctx, ids, request.log, { caller, ip: request.ip });
      if (removed.length) await audit(ctx, caller, 'delete', null, null, { ids: removed }, request.ip);
      return { data: removed };
    },
  );
}

/** The students tagged on photos: replace on one, add or remove on many, or by pasted NIMs. */
function registerPhotoTags(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['galeri'] };

  api.put(
    `${P}/:id/mahasiswa`,
    { schema: { ...tags, summary: 'Replace the students tagged on a photo' } },
    async (request) => {
      const caller = requirePermission(request, PERM_MANAGE);
      const id = idParam(request);
      const ids = idList('mahasiswa_ids', body(request).mahasiswa_ids, 500, 'body');
      await setTags(ctx, adminViewerOf(ctx, caller), id, ids);
      await audit(ctx, caller, 'tag', id, { mahasiswa_ids: ids }, null, request.ip);
      return { data: await getPhoto(ctx, adminViewer(ctx, request, PERM_MANAGE), id) };
    },
  );

  api.post(
    `${P}/tag`,
    { schema: { ...tags, summary: 'Add (or remove) students on many photos' } },
    async (request) => {
      const caller = requirePermission(request, PERM_MANAGE);
      const b = body(request);
      const fileIds = idList('file_ids', b.file_ids, 1000, 'body');
      const mahasiswaIds = idList('mahasiswa_ids', b.mahasiswa_ids, 500, 'body');
      const changed = await bulkTag(
        ctx,
        adminViewerOf(ctx, caller),
        fileIds,
        mahasiswaIds,
        b.remove === true,
      );
      await audit(
        ctx,
        caller,
        b.remove === true ? 'untag' : 'tag',
        null,
        { file_ids: fileIds, mahasiswa_ids: mahasiswaIds },
        null,
        request.ip,
      );
      return { data: { changed } };
    },
  );

  api.post(
    `${P}/tag-by-nim`,
    { schema: { ...tags, summary: 'Tag students by a pasted list of NIMs' } },
    async (request) => {
      const caller = requirePermission(request, PERM_MANAGE);
      const b = body(request);
      const fileIds = idList('file_ids', b.file_ids, 1000, 'body');
      if (typeof b.nims !== 'string' && !Array.isArray(b.nims))
        throw unprocessable({ nims: [msg.files.pasteNims()] });
      const pasted = Array.isArray(b.nims) ? b.nims.join('\n') : b.nims;
      // The text rule of every field (domain/field-types.ts): no NUL character reaches a query.
      if (hasNul(pasted)) throw unprocessable({ nims: [msg.validation.nul()] });
      const nims = parseNims(pasted);
      if (!nims.length) throw unprocessable({ nims: [msg.files.pasteNims()] });
      if (nims.length > 2000) throw unprocessable({ nims: [msg.files.tooManyNims({ max: 2000 })] });
      const result = await tagByNim(ctx, adminViewerOf(ctx, caller), fileIds, nims);
      await audit(
        ctx,
        caller,
        'tag',
        null,
        { file_ids: fileIds, nims: result.matched.map((m) => m.nim) },
        null,
        request.ip,
      );
      return { data: result };
    },
  );
}
