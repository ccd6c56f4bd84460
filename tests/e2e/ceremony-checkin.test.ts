/**
 * Check-in at the door in a real Chromium at phone width: the scanner verifies a graduate's pass
 * (signed by the server with Ed25519, verified in the browser) and shows who it is in green, goes
 * offline and lets in two guests from what it keeps, syncs them once back online, and a second phone
 * flags a ticket the first one let in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import qrcode from 'qrcode-generator';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guestClaims } from '../../plugins/ceremony/server/ticket-data';
import { signTicket } from '../../plugins/ceremony/server/ticket-keys';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn, signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let acara: number;
const tokens: Record<'pass' | 'guest1' | 'guest2' | 'camera', string> = {
  pass: '',
  guest1: '',
  guest2: '',
  camera: '',
};
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
  const db = { db: e2e.db, secrets: e2e.app.secrets } as Parameters<typeof signTicket>[0];
  tokens.pass = await signTicket(db, { a: acara, t: `w${k}`, p: 'wisudawan', n: 'Ayu Lestari' });
  for (const [n, name] of [
    ['guest1', 'Budi Santoso'],
    ['guest2', 'Citra Dewi'],
    ['camera', 'Dewi Kamera'],
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

async function scanner(given?: Page): Promise<Page> {
  const page = given ?? (await signedInPage(e2e, { viewport: PHONE }));
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

/** A Y4M video (what Chromium's fake camera plays) of `text`'s QR code, black on white, 640×480. */
function qrVideo(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const [w, h, cell] = [640, 480, 6];
  const size = (qr.getModuleCount() + 8) * cell;
  const [left, top] = [(w - size) / 2, (h - size) / 2];
  const y = Buffer.alloc(w * h, 235);
  for (let r = 0; r < qr.getModuleCount(); r++)
    for (let c = 0; c < qr.getModuleCount(); c++)
      if (qr.isDark(r, c))
        for (let dy = 0; dy < cell; dy++)
          y.fill(
            16,
            (top + (r + 4) * cell + dy) * w + left + (c + 4) * cell,
            (top + (r + 4) * cell + dy) * w + left + (c + 5) * cell,
          );
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wisuda-cam-')), 'qr.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F5:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]),
  );
  return file;
}

it('reads a ticket’s QR code from the camera (a fake camera playing a video of it)', async () => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(tokens.camera)}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: PHONE,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await signIn(page, e2e.admin.email, e2e.admin.password);
    await scanner(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect.poll(() => outcome(page).innerText(), { timeout: 30_000 }).toContain('Dewi Kamera');
    expect(await outcome(page).getAttribute('data-outcome')).toBe('ok');
    expect(await outcome(page).innerText()).toContain('Guest of Ayu Lestari');
  } finally {
    await browser.close();
  }
}, 180_000);
