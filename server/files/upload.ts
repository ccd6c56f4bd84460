import { sql } from 'kysely';
import type { Caller } from '../context';
import { msg } from '../../domain/messages';
import { conflict, unprocessable } from '../errors';
import type { FilesCtx } from './context';
import { captureTime } from './exif';
import { processImage, sha256, sniffImage } from './image';
import { newBaseKey, originalKey, previewKey, thumbKey } from './keys';

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
 * or it is odd), strips metadata from the original, writes the four objects, then the row.
 */
export async function storePhoto(
  ctx: FilesCtx,
  input: { buffer: Buffer; filename: string; groupId: number; uploadedBy: number | null },
): Promise<NewPhoto> {
  const group = await ctx.db
    .selectFrom('file_group')
    .select(['id'])
    .where('id', '=', input.groupId)
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
  try {
    const row = await ctx.db
      .insertInto('file')
      .values({
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
        uploaded_by: input.uploadedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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

/** Deletes photos (rows first, in one statement; then their stored objects). Returns the ids removed. */
export async function deletePhotos(
  ctx: FilesCtx,
  ids: number[],
  log: { warn: (o: object, m: string) => void },
): Promise<number[]> {
  if (!ids.length) return [];
  const removed = await ctx.db
    .deleteFrom('file')
    .where('id', 'in', ids)
    .returning(['id', 'storage_key', 'thumb_key', 'preview_key'])
    .execute();
  const keys = removed.flatMap((r) => [r.storage_key, r.thumb_key, r.preview_key]);
  const results = await Promise.allSettled(keys.map((k) => ctx.storage.delete(k)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) log.warn({ failed }, 'some stored photo objects could not be deleted');
  return removed.map((r) => Number(r.id));
}

/** One audit row per gallery change (who, what, which record, before/after). */
export async function audit(
  ctx: FilesCtx,
  caller: Caller,
  action: string,
  recordId: string | number | null,
  after: unknown,
  before: unknown = null,
  ip: string | null = null,
): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      user_id: caller.id,
      action,
      resource: 'file',
      record_id: recordId === null ? null : String(recordId),
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      ip,
      created_at: sql`now()`,
    })
    .execute();
}
