/**
 * The admin gallery's filters live in the address: chosen filters (acara, group, search) are in the
 * URL, and a reload or the browser's back button brings the same filtered view again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let acaraB: number;
let groupB2: number;
let studentId: number;

beforeAll(async () => {
  e2e = await startE2e();
  const db = e2e.db;
  const pt = await db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '078001', nama: 'Universitas Saring' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const acara = async (nama: string) =>
    Number(
      (
        await db
          .insertInto('acara')
          .values({ pt_id: pt.id, nama, tanggal: '2026-12-20', lokasi: 'Balairung' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const acaraA = await acara('Wisuda Saring I');
  acaraB = await acara('Wisuda Saring II');
  const group = async (acara_id: number, nama: string) =>
    Number(
      (
        await db
          .insertInto('file_group')
          .values({ acara_id, nama, tipe: 'prosesi', is_published: true, allow_download: true })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  studentId = Number(
    (
      await db
        .insertInto('mahasiswa')
        .values({ pt_id: pt.id, acara_id: acaraB, nim: '2026788001', nama: 'Sekar Saringan' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await group(acaraA, 'Prosesi Saring I');
  await group(acaraB, 'Prosesi Saring II');
  groupB2 = await group(acaraB, 'Photobooth Saring II');
});

afterAll(async () => {
  await e2e?.close();
});

/** The filters as the page shows them. */
async function shown(page: Page) {
  return {
    acara: await page.getByRole('combobox', { name: 'Event' }).textContent(),
    group: await page.getByRole('combobox', { name: 'Gallery group' }).textContent(),
    q: await page.getByRole('searchbox', { name: /^Search \(file name/ }).inputValue(),
    student: await page.getByRole('combobox', { name: 'Tagged student' }).inputValue(),
  };
}

describe('admin gallery filters', () => {
  it('are kept in the URL: a reload and the back button show the same filtered view', async () => {
    const page = await signedInPage(e2e, { to: '/menu/galeri/list' });

    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Wisuda Saring II' }).click();
    await page.getByRole('combobox', { name: 'Gallery group' }).click();
    await page.getByRole('option', { name: 'Photobooth Saring II' }).click();
    await page.getByRole('combobox', { name: 'Tagged student' }).fill('Sekar');
    await page.getByRole('option', { name: 'Sekar Saringan (2026788001)' }).click();
    await page.getByRole('searchbox', { name: /^Search \(file name/ }).fill('booth');
    await expect.poll(() => new URL(page.url()).search).toContain('q=booth');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      acara: String(acaraB),
      grup: String(groupB2),
      mahasiswa: String(studentId),
      mahasiswa_nama: 'Sekar Saringan (2026788001)',
      q: 'booth',
    });
    const expected = {
      acara: 'Wisuda Saring II',
      group: 'Photobooth Saring II',
      q: 'booth',
      student: 'Sekar Saringan (2026788001)',
    };
    expect(await shown(page)).toEqual(expected);

    // A reload asks the server for the same filtered photos and shows the same filters.
    const listed = page.waitForRequest((r) => r.url().includes('/api/file/file?'));
    await page.reload();
    const filter = JSON.parse(new URL((await listed).url()).searchParams.get('filter') ?? '{}');
    expect(filter).toEqual({ acara_id: acaraB, file_group_id: groupB2, mahasiswa_id: studentId, q: 'booth' });
    await expect.poll(() => shown(page)).toEqual(expected);

    // Away to another screen and back.
    await page.goto('/menu/galeri/group');
    await page.waitForURL('**/menu/galeri/group');
    await page.goBack();
    await page.waitForURL('**/menu/galeri/list?*');
    await expect.poll(() => shown(page)).toEqual(expected);
    expect(e2e.errorsOf(page)).toEqual([]);
  });
});
