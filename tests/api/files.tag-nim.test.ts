/**
 * Pasting NIMs to tag photos finds every student that has one: whatever the list was copied from
 * (a spreadsheet column, a list with names, a web page), and NIMs a spreadsheet stripped of their
 * leading zeros.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNims } from '../../server/files/tags';
import { adminApi, createTestApp, type TestApp } from './helpers';
import { createWorld, makeImage, upload, type GalleryWorld } from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;
let photo: number;
const call = adminApi(() => t);
const students: { id: number; nim: string; nama: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  photo = (await upload(t, w.published, await makeImage('png'))).body.data!.id;
  const rows = Array.from({ length: 300 }, (_, i) => ({
    pt_id: w.ptId,
    acara_id: w.acaraA,
    // Some NIMs start with zeros, as many institutions' do.
    nim: i % 3 === 0 ? `00${String(2024100 + i)}` : String(2024100000 + i),
    nama: `Mahasiswa ${i}`,
  }));
  const inserted = await t.db.insertInto('mahasiswa').values(rows).returning(['id', 'nim', 'nama']).execute();
  students.push(...inserted.map((r) => ({ id: Number(r.id), nim: String(r.nim), nama: String(r.nama) })));
});
afterAll(async () => t?.close());

const tag = (nims: string) => call('POST', '/file/file/tag-by-nim', { file_ids: [photo], nims });

async function taggedIds(): Promise<number[]> {
  const rows = await t.db
    .selectFrom('file_mahasiswa')
    .select('mahasiswa_id')
    .where('file_id', '=', photo)
    .execute();
  return rows.map((r) => Number(r.mahasiswa_id)).sort((a, b) => a - b);
}

describe('tag by pasted NIMs', () => {
  it('reads the NIMs of a spreadsheet column, a list with names and a web page', () => {
    expect(parseNims('"210010001"\r\n"210010002"\r\n')).toEqual(['210010001', '210010002']);
    expect(parseNims('210010001 Lukman Gunawan 3.75 2021\n210010002\tRizky Permana')).toEqual([
      '210010001',
      '210010002',
    ]);
    expect(parseNims('\u200b210010001\u200b;\u00a0210010002\ufeff')).toEqual(['210010001', '210010002']);
    expect(parseNims('２１００１０００１, \u0662\u0661\u0660\u0660\u0661\u0660\u0660\u0660\u0662')).toEqual([
      '210010001',
      '210010002',
    ]);
  });

  it('finds every existing NIM of 300 pasted from a spreadsheet with names beside them', async () => {
    const pasted = students.map((s) => `"${s.nim}"\t${s.nama}`).join('\r\n');
    const res = await tag(pasted);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { tagged: number; unknown: string[]; matched: unknown[] };
    expect(data.unknown).toEqual([]);
    expect(data.matched).toHaveLength(300);
    expect(data.tagged).toBe(300);
    expect(await taggedIds()).toEqual(students.map((s) => s.id).sort((a, b) => a - b));
  });

  it('finds a NIM whose leading zeros a spreadsheet dropped, and prefers the exact NIM', async () => {
    await t.db.deleteFrom('file_mahasiswa').where('file_id', '=', photo).execute();
    const zeroed = students.find((s) => s.nim.startsWith('00'))!;
    const res = await tag(`${Number(zeroed.nim)}\n99999999`);
    expect(res.json().data).toMatchObject({
      tagged: 1,
      matched: [{ nim: zeroed.nim, id: zeroed.id }],
      unknown: ['99999999'],
    });
    // A student with exactly the pasted NIM wins over one equal to it without leading zeros.
    const exact = await t.db
      .insertInto('mahasiswa')
      .values({ pt_id: w.ptId, nim: String(Number(zeroed.nim)), nama: 'Tanpa Nol' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('file_mahasiswa').where('file_id', '=', photo).execute();
    await tag(String(Number(zeroed.nim)));
    expect(await taggedIds()).toEqual([Number(exact.id)]);
  });
});
