import { sql } from 'kysely';
import { msg } from '../../domain/messages';
import { notFound, unprocessable } from '../errors';
import type { Exec } from '../crud/queries';
import { inScopeSql } from '../crud/tenancy';
import { assertPtsWritable } from '../plans/writable';
import { visibleTo, type Viewer } from './access';
import type { FilesCtx } from './context';

/**
 * SQL true for the mahasiswa rows of `alias` an administrator may tag: those of their universities
 * (through the student's declared chain); anyone else's are as if they did not exist.
 */
function taggable(ctx: FilesCtx, viewer: Viewer, alias: string) {
  const steps = ctx.mahasiswaModel.tenant;
  if (!viewer.scope) return sql<boolean>`true`;
  return steps ? inScopeSql(steps, alias, viewer.scope.ptIds) : sql<boolean>`false`;
}

/**
 * 403 when the viewer is a university's staff member and one of these photos belongs to a university
 * of theirs past its grace period (server/plans/writable.ts): tags are that university's data.
 */
async function assertPhotosWritable(trx: Exec, viewer: Viewer, fileIds: number[]): Promise<void> {
  if (!viewer.scope || !fileIds.length) return;
  const { rows } = await sql<{ pt_id: number }>`
    SELECT DISTINCT a.pt_id FROM file f JOIN file_group g ON g.id = f.file_group_id
    JOIN acara a ON a.id = g.acara_id WHERE f.id IN (${sql.join(fileIds)})`.execute(trx);
  const caller = { id: viewer.userId, ptIds: viewer.scope.ptIds };
  await assertPtsWritable(
    trx,
    caller,
    rows.map((r) => Number(r.pt_id)),
  );
}

/**
 * Replaces the students tagged on one photo. 404 unknown photo, 422 unknown student ids (a photo or
 * student outside the viewer's universities is unknown).
 */
export async function setTags(
  ctx: FilesCtx,
  viewer: Viewer,
  fileId: number,
  mahasiswaIds: number[],
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { rows: file } = await sql`
      SELECT f.id FROM file f JOIN file_group g ON g.id = f.file_group_id
      WHERE f.id = ${fileId} AND ${visibleTo(viewer)} FOR UPDATE OF f`.execute(trx);
    if (!file.length) throw notFound(msg.files.photoNotFound());
    await assertPhotosWritable(trx, viewer, [fileId]);
    if (mahasiswaIds.length) {
      const { rows } = await sql<{
        id: number;
      }>`SELECT m.id FROM mahasiswa m WHERE m.id IN (${sql.join(mahasiswaIds)}) AND ${taggable(ctx, viewer, 'm')}`.execute(
        trx,
      );
      const known = new Set(rows.map((r) => Number(r.id)));
      const unknown = mahasiswaIds.filter((id) => !known.has(id));
      if (unknown.length)
        throw unprocessable({ mahasiswa_ids: [msg.files.unknownStudents({ ids: unknown.join(', ') })] });
    }
    await trx.deleteFrom('file_mahasiswa').where('file_id', '=', fileId).execute();
    if (mahasiswaIds.length) {
      await trx
        .insertInto('file_mahasiswa')
        .values(mahasiswaIds.map((mahasiswa_id) => ({ file_id: fileId, mahasiswa_id })))
        .execute();
    }
  });
}

/**
 * Adds (or removes) students on many photos at once. Returns how many links changed. Photos and
 * students outside the viewer's universities are left alone, like unknown ids.
 */
export async function bulkTag(
  ctx: FilesCtx,
  viewer: Viewer,
  fileIds: number[],
  mahasiswaIds: number[],
  remove: boolean,
): Promise<number> {
  if (!fileIds.length || !mahasiswaIds.length) return 0;
  await assertPhotosWritable(ctx.db, viewer, fileIds);
  if (remove) {
    const { rows } = await sql<{ file_id: number }>`
      DELETE FROM file_mahasiswa t USING file f, file_group g, mahasiswa m
      WHERE t.file_id = f.id AND g.id = f.file_group_id AND m.id = t.mahasiswa_id
        AND t.file_id IN (${sql.join(fileIds)}) AND t.mahasiswa_id IN (${sql.join(mahasiswaIds)})
        AND ${visibleTo(viewer)} AND ${taggable(ctx, viewer, 'm')}
      RETURNING t.file_id`.execute(ctx.db);
    return rows.length;
  }
  const { rows } = await sql<{ file_id: number }>`
    INSERT INTO file_mahasiswa (file_id, mahasiswa_id)
    SELECT f.id, m.id FROM file f JOIN file_group g ON g.id = f.file_group_id CROSS JOIN mahasiswa m
    WHERE f.id IN (${sql.join(fileIds)}) AND m.id IN (${sql.join(mahasiswaIds)})
      AND ${visibleTo(viewer)} AND ${taggable(ctx, viewer, 'm')}
    ON CONFLICT DO NOTHING
    RETURNING file_id`.execute(ctx.db);
  return rows.length;
}

/** Digits of other scripts a pasted list may carry (Arabic-Indic, Extended Arabic-Indic, Devanagari). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966];

function asciiDigits(text: string): string {
  // NFKC turns full-width digits (an IME's ２１０) into ASCII; the other scripts' digits are mapped here.
  return text.normalize('NFKC').replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/**
 * NIMs from pasted text: every run of 5 to 20 digits (a NIM's pattern), whatever is around it, so a
 * column copied from a spreadsheet or a list ("210010001 Lukman Gunawan", "\"210010001\";", zero-width
 * or non-breaking spaces, full-width or Arabic-Indic digits) gives its NIMs; shorter numbers (an
 * angkatan, an IPK) are not NIMs.
 */
export function parseNims(text: string): string[] {
  return [...new Set(asciiDigits(text).match(/(?<![0-9])[0-9]{5,20}(?![0-9])/g) ?? [])];
}

/** A NIM without its leading zeros: what is left of "0012345" once a spreadsheet took it for a number. */
const zeroless = (nim: string) => nim.replace(/^0+(?=[0-9])/, '');

export interface TagByNimResult {
  tagged: number;
  matched: { nim: string; id: number; nama: string }[];
  unknown: string[];
}

/**
 * Tags the students with these NIMs on the photos. A NIM is unique within a perguruan tinggi, so it
 * is looked up among the students of the perguruan tinggi that holds each photo's acara. A NIM whose
 * leading zeros were lost (a spreadsheet's number) still finds its student, unless one has that
 * NIM exactly.
 */
export async function tagByNim(
  ctx: FilesCtx,
  viewer: Viewer,
  fileIds: number[],
  nims: string[],
): Promise<TagByNimResult> {
  if (!fileIds.length || !nims.length) return { tagged: 0, matched: [], unknown: nims };
  const keys = [...new Set(nims.map(zeroless))];
  return ctx.db.transaction().execute(async (trx) => {
    await assertPhotosWritable(trx, viewer, fileIds);
    const { rows: found } = await sql<{ file_id: number; mahasiswa_id: number; nim: string; nama: string }>`
      SELECT f.id AS file_id, m.id AS mahasiswa_id, m.nim, m.nama
      FROM file f JOIN file_group g ON g.id = f.file_group_id JOIN acara a ON a.id = g.acara_id
      JOIN mahasiswa m ON m.pt_id = a.pt_id
        AND regexp_replace(m.nim, '^0+(?=[0-9])', '') = ANY(${keys}::text[])
      WHERE f.id IN (${sql.join(fileIds)}) AND ${visibleTo(viewer)}`.execute(trx);
    const pasted = new Set(nims);
    // Per photo and pasted NIM: the student with exactly that NIM, else those equal without leading zeros.
    const matches = found.filter(
      (m) =>
        pasted.has(m.nim) ||
        !found.some(
          (o) =>
            o.file_id === m.file_id &&
            o.nim !== m.nim &&
            zeroless(o.nim) === zeroless(m.nim) &&
            pasted.has(o.nim),
        ),
    );
    let tagged = 0;
    if (matches.length) {
      const { rows } = await sql<{ file_id: number }>`
        INSERT INTO file_mahasiswa (file_id, mahasiswa_id)
        SELECT * FROM unnest(${matches.map((m) => Number(m.file_id))}::bigint[], ${matches.map((m) => Number(m.mahasiswa_id))}::bigint[])
        ON CONFLICT DO NOTHING RETURNING file_id`.execute(trx);
      tagged = rows.length;
    }
    const byNim = new Map<string, { nim: string; id: number; nama: string }>();
    for (const m of matches) byNim.set(m.nim, { nim: m.nim, id: Number(m.mahasiswa_id), nama: m.nama });
    const foundKeys = new Set([...byNim.keys()].map(zeroless));
    return { tagged, matched: [...byNim.values()], unknown: nims.filter((n) => !foundKeys.has(zeroless(n))) };
  });
}
