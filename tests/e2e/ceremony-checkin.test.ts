/**
 * Check-in at the door in a real Chromium at phone width: the scanner verifies a graduate's pass
 * (signed by the server with Ed25519, verified in the browser) and shows who it is in green, goes
 * offline and lets in two guests from what it keeps, syncs them once back online, and a second phone
 * flags a ticket the first one let in.
 */
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guestClaims } from '../../plugins/ceremony/server/ticket-data';
import { signTicket } from '../../plugins/ceremony/server/ticket-keys';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let acara: number;
const tokens: Record<'pass' | 'guest1' | 'guest2', string> = { pass: '', guest1: '', guest2: '' };
const PHONE = { width: 390, height: 844 };

const insert = async (table: string, values: Record<string, unknown>) => {
  const cols = Object.keys(values);
  const { rows } = await sql<{
    id: string;
  }>`INSERT INTO ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING id`.execute(e2e.db);
  return Number(rows[0].id);
};

beforeAll(async () => {
  e2e = await startE2e();
  const pt = await insert('perguruan_tinggi', { kode_pt: '073001', nama: 'Universitas Pintu' });
  const fak = await insert('fakultas', { pt_id: pt, nama: 'Fakultas Teknik' });
  acara = await insert('acara', {
    pt_id: pt,
    nama: 'Wisuda Pintu',
    tanggal: '2099-03-01',
    status: 'draft',
    pintu_masuk: 'Utara, Selatan',
  });
  const mhs = await insert('mahasiswa', {
    pt_id: pt,
    nim: '7300000001',
    nama: 'Ayu Lestari',
    fakultas_id: fak,
    acara_id: acara,
    status: 'aktif',
  });
  const k = await insert('kehadiran', {
    acara_id: acara,
    mahasiswa_id: mhs,
    hadir: true,
    tamu_diberikan: 2,
    kursi: 'A-1-3',
    urutan: 1,
  });
  const db = e2e.db as Parameters<typeof signTicket>[0];
  tokens.pass = await signTicket(db, { a: acara, t: `w${k}`, p: 'wisudawan', n: 'Ayu Lestari' });
  for (const [n, name] of [
    ['guest1', 'Budi Santoso'],
    ['guest2', 'Citra Dewi'],
  ] as const) {
    const id = await insert('tiket', {
      acara_id: acara,
      kehadiran_id: k,
      nama_tamu: name,
      email_tamu: `${n}@tamu.test`,
    });
    tokens[n] = await signTicket(db, guestClaims(acara, id, name));
  }
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function scanner(): Promise<Page> {
  const page = await signedInPage(e2e, { viewport: PHONE });
  await page.evaluate((id) => localStorage.setItem('wisuda.checkin.acara', String(id)), acara);
  await page.goto('/menu/pemindai');
  await page.getByText(/tickets kept on this phone/).waitFor();
  return page;
}

async function scan(page: Page, token: string) {
  await page.getByLabel('Ticket code').fill(token);
  await page.getByRole('button', { name: 'Check' }).click();
}

const outcome = (page: Page) => page.getByRole('status');

it('checks in online and offline, syncs, and a second phone flags a ticket already in', async () => {
  const phoneA = await scanner();
  await scan(phoneA, tokens.pass);
  await expect.poll(() => outcome(phoneA).getAttribute('data-outcome')).toBe('ok');
  const shown = await outcome(phoneA).innerText();
  expect(shown).toContain('Welcome');
  expect(shown).toContain('Ayu Lestari');
  expect(shown).toContain('Graduate');
  expect(shown).toContain('Seat A-1-3');
  await phoneA.getByText('All scans synced.').waitFor();

  await phoneA.context().setOffline(true);
  await phoneA.getByText('Offline: scans are kept on this phone.').waitFor();
  await scan(phoneA, tokens.guest1);
  await expect.poll(() => outcome(phoneA).innerText()).toContain('Guest of Ayu Lestari');
  await scan(phoneA, tokens.guest2);
  await expect.poll(() => outcome(phoneA).innerText()).toContain('Citra Dewi');
  await phoneA.getByText('2 scans wait to be synced.').waitFor();
  await phoneA.context().setOffline(false);
  await phoneA.getByText('All scans synced.').waitFor();
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM checkin WHERE acara_id = ${acara} AND NOT ganda`.execute(e2e.db);
  expect(rows[0].n).toBe(3);

  const phoneB = await scanner();
  await scan(phoneB, tokens.guest1);
  await expect.poll(() => outcome(phoneB).getAttribute('data-outcome')).toBe('twice');
  expect(await outcome(phoneB).innerText()).toContain('Already scanned');
}, 180_000);
