/**
 * The graduate's side of the ceremony in a real Chromium at phone width: a student confirms on
 * their dashboard, records their name with a fake microphone, plays it back and saves it, then
 * sends two guest tickets; both mails arrive and their QR codes decode to tickets that verify with
 * the server's public keys.
 */
import { sql } from 'kysely';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyToken, type TicketKey } from '../../plugins/ceremony/tickets/token';
import { decodeMailQr } from '../qr-decode';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn, startE2e, type E2eServer } from './helpers';
import { addStudent } from './students';

let e2e: E2eServer;
let browser: Browser;
let acara: number;
const STUDENT = {
  email: 'rani@konfirmasi.test',
  password: 'Rani-Konfirmasi-2026!',
  nim: '7400000001',
  nama: 'Rani Wulandari',
};
const PHONE = { width: 390, height: 844 };
const errors: string[] = [];
const GUESTS = [
  { name: 'Bapak Hadi', email: 'hadi@tamu.test' },
  { name: 'Ibu Lestari', email: 'lestari@tamu.test' },
];

beforeAll(async () => {
  e2e = await startE2e();
  const insert = async (table: string, values: Record<string, unknown>) => {
    const cols = Object.keys(values);
    const { rows } = await sql<{ id: string }>`INSERT INTO ${sql.table(table)}
      (${sql.join(cols.map((c) => sql.ref(c)))}) VALUES (${sql.join(cols.map((c) => values[c]))})
      RETURNING id`.execute(e2e.db);
    return Number(rows[0].id);
  };
  const pt = await insert('perguruan_tinggi', { kode_pt: '074001', nama: 'Universitas Konfirmasi' });
  acara = await insert('acara', {
    pt_id: pt,
    nama: 'Wisuda Konfirmasi',
    tanggal: '2099-03-01',
    status: 'draft',
    tamu_per_wisudawan: 2,
  });
  await addStudent(e2e.db, STUDENT, { pt_id: pt, acara_id: acara });
  // only this test's browser gets a microphone (a fake one, allowed without asking)
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await e2e?.close();
});

async function studentOnPhone(): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2e.baseUrl, viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/auth/login?redirect=/dashboard');
  await signIn(page, STUDENT.email, STUDENT.password);
  await page.waitForURL('**/dashboard');
  return page;
}

const confirmCard = (page: Page) => page.getByRole('region', { name: 'Ceremony attendance' });
const ticketsCard = (page: Page) => page.getByRole('region', { name: 'Passes and guest tickets' });

it('confirms, records the name, sends two guest tickets whose mails carry valid QR codes', async () => {
  const page = await studentOnPhone();
  const card = confirmCard(page);
  await card.getByText('Wisuda Konfirmasi').waitFor();
  await card.getByLabel('I attend').check();
  await card.getByLabel('Guests (up to 2)').fill('2');
  await card.getByLabel('How to say it (phonetic spelling)').fill('RAH-nee woo-lan-DAH-ree');
  await card.getByRole('button', { name: 'Save my answer' }).click();
  await card.getByText('Your answer is saved.').waitFor();

  // record with the fake microphone until the recorder stops by itself, play the take back, save it
  await card.getByRole('button', { name: 'Record (5 seconds)' }).click();
  await card.getByText('Recording… say your name.').waitFor();
  await card.getByRole('button', { name: 'Record again' }).waitFor({ timeout: 15_000 });
  const take = card.locator('audio');
  await expect.poll(() => take.getAttribute('src')).toMatch(/^blob:/);
  await take.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => take.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Save the recording' }).click();
  await card.getByText('Your recording is saved.').waitFor();

  // the guest tickets card follows the answer without a reload
  const tickets = ticketsCard(page);
  await tickets.getByText('Guest tickets: 0 of 2 sent.').waitFor();
  for (const guest of GUESTS) {
    await tickets.getByLabel('Guest’s name').fill(guest.name);
    await tickets.getByLabel('Guest’s e-mail').fill(guest.email);
    await tickets.getByRole('button', { name: 'Send ticket' }).click();
    await tickets.getByText(guest.email).waitFor();
  }
  await tickets.getByText('Guest tickets: 2 of 2 sent.').waitFor();
  expect(errors).toEqual([]);

  const keys = (await e2e.app.inject({ url: '/api/plugins/ceremony/keys' })).json().data.keys as TicketKey[];
  for (const guest of GUESTS) {
    await expect.poll(async () => (await e2e.readOutbox(guest.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await e2e.readOutbox(guest.email);
    expect(mail.subject).toContain('Wisuda Konfirmasi');
    const token = await decodeMailQr(mail.html!);
    expect(await verifyToken(token, keys)).toMatchObject({
      ok: true,
      claims: { a: acara, p: 'tamu', n: guest.name },
    });
  }

  // the saved recording and the answer are there on the next visit
  const again = await studentOnPhone();
  await expect.poll(() => confirmCard(again).locator('audio').getAttribute('src')).toMatch(/^data:audio\//);
  expect(await confirmCard(again).getByLabel('Guests (up to 2)').inputValue()).toBe('2');
  expect(errors).toEqual([]);
}, 180_000);
