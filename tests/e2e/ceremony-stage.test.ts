/**
 * The stage in Chromium, two devices in step: the stairs' scanner (a phone) and the reader's screen
 * (another page, its own session). A pass typed at the scanner and a graduate found by name each
 * put the name to read, its phonetic spelling and the next of the line-up on the reader's screen at
 * once, through the server's event stream; nobody reloads.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signTicket } from '../../plugins/ceremony/server/ticket-keys';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let scanner: Page;
let reader: Page;
let acara = 0;
const passes: Record<string, string> = {};

async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: string }>`INSERT INTO ${sql.table(table)} (${sql.join(
    cols.map((c) => sql.ref(c)),
  )}) VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING id`.execute(e2e.db);
  return Number(rows[0].id);
}

const GRADUATES = [
  { nim: '7400000001', nama: 'Ayu Panggung', ejaan: 'AH-yoo pahng-GOONG' },
  { nim: '7400000002', nama: 'Bagus Panggung', ejaan: 'BAH-goos' },
  { nim: '7400000003', nama: 'Citra Panggung', ejaan: 'CHEE-trah' },
  { nim: '7400000004', nama: 'Dewi Panggung', ejaan: 'DAY-wee' },
  { nim: '7400000005', nama: 'Eko Panggung', ejaan: 'EH-koh' },
];

beforeAll(async () => {
  e2e = await startE2e();
  const pt = await insert('perguruan_tinggi', { kode_pt: '074001', nama: 'Universitas Panggung' });
  const fak = await insert('fakultas', { pt_id: pt, nama: 'Fakultas Seni' });
  const prodi = await insert('program_studi', { pt_id: pt, fakultas_id: fak, nama: 'Tari', jenjang: 'S1' });
  acara = await insert('acara', {
    pt_id: pt,
    nama: 'Wisuda Panggung',
    tanggal: '2099-05-01',
    status: 'draft',
  });
  for (const [i, g] of GRADUATES.entries()) {
    const m = await insert('mahasiswa', {
      pt_id: pt,
      nim: g.nim,
      nama: g.nama,
      prodi_id: prodi,
      fakultas_id: fak,
      acara_id: acara,
      status: 'aktif',
    });
    const k = await insert('kehadiran', {
      acara_id: acara,
      mahasiswa_id: m,
      hadir: true,
      ejaan: g.ejaan,
      urutan: i + 1,
      dikonfirmasi_pada: new Date(),
    });
    passes[g.nim] = await signTicket(
      { db: e2e.db, secrets: e2e.app.secrets },
      { a: acara, t: `w${k}`, p: 'wisudawan', n: g.nama },
    );
  }
  const start = (page: Page) =>
    page.evaluate((id) => localStorage.setItem('wisuda.stage.acara', String(id)), acara);
  reader = await signedInPage(e2e, { viewport: { width: 1280, height: 720 } });
  await start(reader);
  await reader.goto('/menu/pembaca-nama');
  scanner = await signedInPage(e2e, { viewport: { width: 390, height: 844 } });
  await start(scanner);
  await scanner.goto('/menu/pemindai-panggung');
}, 180_000);

afterAll(async () => {
  await e2e?.close();
});

describe('the stairs’ scanner and the reader’s screen', () => {
  it('waits for the first graduate, the line-up’s first three next', async () => {
    await reader.getByText('Waiting for the first graduate.').waitFor();
    const next = reader.getByTestId('stage-next');
    await expect(next.textContent()).resolves.toContain('Ayu Panggung');
    await expect(next.textContent()).resolves.toContain('Citra Panggung');
  });

  it('shows a scanned pass on the reader’s screen at once', async () => {
    await scanner.getByLabel('Pass code').fill(passes['7400000002']);
    await scanner.getByRole('button', { name: 'Call', exact: true }).click();
    await scanner.getByTestId('stage-called').getByText('Called: Bagus Panggung').waitFor();
    await reader.getByTestId('stage-name').getByText('Bagus Panggung').waitFor();
    await reader.getByTestId('stage-ejaan').getByText('BAH-goos').waitFor();
    const next = await reader.getByTestId('stage-next').textContent();
    expect(next).toContain('Citra Panggung');
    expect(next).toContain('Eko Panggung');
    expect(next).not.toContain('Ayu Panggung');
    // the reader's screen is the whole screen, without scrolling
    const fits = await reader.getByTestId('stage-reader').evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        covers: box.width === window.innerWidth && box.height === window.innerHeight,
        overflows: el.scrollHeight > el.clientHeight,
        pageScrolls: getComputedStyle(document.documentElement).overflow === 'hidden' ? false : 'scrolls',
      };
    });
    expect(fits).toEqual({ covers: true, overflows: false, pageScrolls: false });
  });

  it('takes a graduate found by name when the pass is forgotten, and shows a second call', async () => {
    await scanner.getByLabel('NIM or name (forgotten pass)').fill('Dewi');
    await scanner.getByLabel('NIM or name (forgotten pass)').press('Enter');
    await scanner.getByRole('button', { name: /Dewi Panggung/ }).click();
    await reader.getByTestId('stage-name').getByText('Dewi Panggung').waitFor();
    await scanner.getByTestId('stage-live').getByText('Dewi Panggung').waitFor();
    await scanner.getByLabel('Pass code').fill(passes['7400000002']);
    await scanner.getByRole('button', { name: 'Call', exact: true }).click();
    await scanner.getByText('Called 2 times. The call that counts:').waitFor();
    await reader.getByTestId('stage-name').getByText('Bagus Panggung').waitFor();
    await reader.getByRole('button', { name: 'Leave the reader’s screen' }).click();
    await reader.waitForURL((url) => !url.pathname.includes('pembaca-nama'));
    expect(await reader.getByTestId('stage-reader').count()).toBe(0);
    expect(e2e.errorsOf(reader)).toEqual([]);
    expect(e2e.errorsOf(scanner)).toEqual([]);
  });
});
