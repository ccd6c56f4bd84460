import type { Caller } from '../context';
import { msg } from '../../domain/messages';
import { writeAudit, type Row } from '../crud/queries';
import type { RecordActor } from '../crud/service';
import { frozenCopy, hookDb, hookUser, hookWhere } from '../extend/runtime';
import { conflict, unprocessable } from '../errors';
import type { FilesCtx } from './context';
import { cameraKey, captureTime } from './exif';
import { processImage, sha256, sniffImage } from './image';
import { newBaseKey, originalKey, previewKey, thumbKey } from './keys';
import type { Mailer } from '../mail';
import { checkGrowth } from '../plans/quota';
import { assertPtWritable, isPtStaff } from '../plans/writable';

export interface NewPhoto {
  id: number;
}

function cleanName(name: string): string {
  // Only for display and the download file name: no path, no control characters.
  const base = name.split(/[\\/]/).pop() ?? 'photo';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300) || 'photo';
}

/**
 * Stores one uploaded photo in a group: validates (magic bytes, size, pixels, decodability),
 * rejects a duplicate in the same group (409: same sha256), derives thumbnail, preview and
 * placeholder, reads the capture time from the upload's EXIF (`taken_at`, null when there is none
 * or it is odd), strips metadata from the original, writes the four objects, then the row. With an
 * `actor` (an upload through the API), the row's audit entry ('upload') and the `file` hooks of
 * wisuda.server.ts (beforeCreate may refuse, afterCreate sees the row) are in the row's transaction.
 */
export async function storePhoto(
  ctx: FilesCtx,
  input: {
    buffer: Buffer;
    filename: string;
    groupId: number;
    uploadedBy: number | null;
    actor?: RecordActor;
    /** Queues the plan's threshold mails (server/plans) the upload's usage reaches. */
    mailer?: Mailer;
  },
): Promise<NewPhoto> {
  const group = await ctx.db
    .selectFrom('file_group')
    .innerJoin('acara', 'acara.id', 'file_group.acara_id')
    .select(['file_group.id', 'acara.pt_id'])
    .where('file_group.id', '=', input.groupId)
    .executeTakeFirst();
  if (!group) throw unprocessable({ file_group_id: [msg.files.groupMissing()] });

  // Cheap checks first: a duplicate needs no image work.
  if (sniffImage(input.buffer)) {
    const dup = await ctx.db
      .selectFrom('file')
      .select('id')
      .where('file_group_id', '=', input.groupId)
      .where('checksum', '=', sha256(input.buffer))
      .executeTakeFirst();
    if (dup) throw duplicate(dup.id);
  }
  const image = await processImage(input.buffer, {
    maxBytes: ctx.config.uploadMaxBytes,
    maxPixels: ctx.config.uploadMaxPixels,
  });
  const base = newBaseKey();
  const keys = {
    original: originalKey(base, image.format),
    thumb: thumbKey(base),
    preview: previewKey(base),
  };
  await Promise.all([
    ctx.storage.put(keys.original, image.original, image.mime),
    ctx.storage.put(keys.thumb, image.thumb, 'image/webp'),
    ctx.storage.put(keys.preview, image.preview, 'image/webp'),
  ]);
  const values = {
    file_group_id: input.groupId,
    storage_key: keys.original,
    original_name: cleanName(input.filename),
    mime: image.mime,
    size: image.original.length,
    width: image.width,
    height: image.height,
    checksum: image.checksum,
    thumb_key: keys.thumb,
    preview_key: keys.preview,
    placeholder: image.placeholder,
    taken_at: captureTime(image.exif, ctx.config.photoTimeZone),
    camera: cameraKey(image.exif),
    uploaded_by: input.uploadedBy,
  };
  const hooks = ctx.hooks;
  const { actor } = input;
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const user = hookUser(actor?.caller ?? null);
      const db = hookDb(trx);
      // The plan (server/plans): the PT writable for its staff, its photo and storage quotas, counted
      // under the PT's lock so parallel uploads never pass the limit together.
      await assertPtWritable(trx, actor?.caller, Number(group.pt_id));
      await checkGrowth(trx, Number(group.pt_id), 'file', { count: 1, bytes: values.size }, input.mailer);
      if (hooks?.beforeCreate) {
        const returned = await hooks.beforeCreate({ data: frozenCopy(values), user, source: 'api', db });
        if (returned !== undefined)
          throw new Error(
            `${hookWhere('file', 'beforeCreate')}: photo rows are written by the server; a hook may refuse one (refuse(...)), not change it`,
          );
      }
      const inserted = await trx.insertInto('file').values(values).returningAll().executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      if (actor)
        await writeAudit(trx, {
          userId: actor.caller?.id ?? null,
          action: 'upload',
          resource: 'file',
          recordId: id,
          after: { file_group_id: input.groupId, original_name: input.filename },
          ip: actor.ip,
        });
      if (hooks?.afterCreate)
        await hooks.afterCreate({ record: frozenCopy(inserted as Row), id, user, source: 'api', db });
      return inserted;
    });
    return { id: Number(row.id) };
  } catch (err) {
    await Promise.allSettled(Object.values(keys).map((k) => ctx.storage.delete(k)));
    if ((err as { code?: string }).code === '23505') {
      const dup = await ctx.db
        .selectFrom('file')
        .select('id')
        .where('file_group_id', '=', input.groupId)
        .where('checksum', '=', image.checksum)
        .executeTakeFirst();
      throw duplicate(dup?.id ?? 0);
    }
    throw err;
  }
}

function duplicate(id: number) {
  const message = msg.files.duplicate({ id });
  return conflict(message, { file: [message], duplicate_of: [msg.data.value({ value: String(id) })] });
}

/**
 * Deletes photos (rows first, in one transaction; then their stored objects). Returns the ids removed.
 * With `file` hooks in wisuda.server.ts, each row is locked and passed to beforeDelete (which may
 * refuse: nothing is deleted) and afterDelete.
 */
export async function deletePhotos(
  ctx: FilesCtx,
  ids: number[],
  log: { warn: (o: object, m: string) => void },
  actor?: RecordActor,
): Promise<number[]> {
  if (!ids.length) return [];
  const hooks = ctx.hooks;
  const removed = await ctx.db.transaction().execute(async (trx) => {
    // A PT past its subscription's grace period is read-only for its staff (server/plans).
    if (isPtStaff(actor?.caller)) {
      const pts = await trx
        .selectFrom('file')
        .innerJoin('file_group', 'file_group.id', 'file.file_group_id')
        .innerJoin('acara', 'acara.id', 'file_group.acara_id')
        .select('acara.pt_id')
        .distinct()
        .where('file.id', 'in', ids)
        .execute();
      for (const { pt_id } of pts) await assertPtWritable(trx, actor?.caller, Number(pt_id));
    }
    if (!hooks?.beforeDelete && !hooks?.afterDelete)
      return trx
        .deleteFrom('file')
        .where('id', 'in', ids)
        .returning(['id', 'storage_key', 'thumb_key', 'preview_key'])
        .execute();
    const rows = await trx
      .selectFrom('file')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    const user = hookUser(actor?.caller ?? null);
    const db = hookDb(trx);
    const ctxOf = (row: (typeof rows)[number]) => ({
      before: frozenCopy(row as Row),
      id: Number(row.id),
      user,
      source: 'api' as const,
      db,
    });
    for (const row of rows) await hooks.beforeDelete?.(ctxOf(row));
    if (rows.length)
      await trx
        .deleteFrom('file')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    for (const row of rows) await hooks.afterDelete?.(ctxOf(row));
    return rows;
  });
  const keys = removed.flatMap((r) => [r.storage_key, r.thumb_key, r.preview_key]);
  const results = await Promise.allSettled(keys.map((k) => ctx.storage.delete(k)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) log.warn({ failed }, 'some stored photo objects could not be deleted');
  return removed.map((r) => Number(r.id));
}

/** One audit row per gallery change (who, what, which record, before/after): the CRUD service's writeAudit. */
export async function audit(
  ctx: FilesCtx,
  caller: Caller,
  action: string,
  recordId: string | number | null,
  after: unknown,
  before: unknown = null,
  ip: string | null = null,
): Promise<void> {
  await writeAudit(ctx.db, {
    userId: caller.id,
    action,
    resource: 'file',
    recordId: recordId === null ? null : Number(recordId),
    before: before as Row | null,
    after: after as Row | null,
    ip: ip ?? undefined,
  });
}
