/**
 * The stage's scenes for the README screenshots (./screenshots.ts), driven through the real API:
 * - on the demo's coming ceremony the line-up is called at the stairs, one after the other, up to a
 *   graduate with a phonetic spelling, whose pass the stage scanner then scans; the lectern's name
 *   reader shows them and the next three;
 * - on the demo's past ceremony (its graduates called 25 s apart, plugins/ceremony/server/demo-data)
 *   three photographers' cameras, their clocks off by minutes, upload stage photos of the first
 *   graduates to a stage group, each camera is calibrated from one photo, and the photos taken as the
 *   next name was read wait for review.
 */
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import type { E2eServer } from '../tests/e2e/helpers';
import { apiAs, type AppApi } from './app-api';
import { signTicket } from '../plugins/ceremony/server/ticket-keys';
import { addStageGroup, stagePhoto, type StageCameraModel } from './stage-photo';

const PLUGIN = '/api/plugins/ceremony';
const STAGE_ACARA = 'wisuda.stage.acara';
const CAMERAS: StageCameraModel[] = [
  { make: 'Canon', model: 'Canon EOS R6', serial: 'R6-0417', error: 3 * 60_000 + 12_000 },
  { make: 'NIKON CORPORATION', model: 'NIKON Z 6', error: -7 * 60_000 - 4_000 },
  { make: 'SONY', model: 'ILCE-7M4', serial: '7M4-2231', error: 41_000 },
];
/** The graduates photographed (in calling order), and the one each camera is calibrated from. */
const PHOTOGRAPHED = 12;
const CALIBRATED_FROM = 2;
/** Photos taken a second before the next call (graduate index, camera): left for review. */
const NEAR_NEXT_CALL: [number, number][] = [
  [1, 0],
  [5, 1],
  [8, 2],
  [10, 0],
];

interface StageGraduateRead {
  kehadiran_id: number;
  nim: string;
  nama: string;
  ejaan: string | null;
}
interface StageRead {
  current: StageGraduateRead | null;
  next: StageGraduateRead[];
  called: number;
}

let admin: Promise<AppApi> | undefined;
const adminApi = (e2e: E2eServer) => (admin ??= apiAs(e2e.app, e2e.admin.email, e2e.admin.password));

/** The demo's coming or past ceremony of its first university (the demo filled its ceremony lists). */
async function ugmAcara(e2e: E2eServer, status: 'published' | 'selesai') {
  const { rows } = await sql<{ id: string; nama: string }>`
    SELECT a.id, a.nama FROM acara a JOIN perguruan_tinggi p ON p.id = a.pt_id
    WHERE p.kode_pt = '001001' AND a.status = ${status} ORDER BY a.tanggal DESC LIMIT 1`.execute(e2e.db);
  return { acara: Number(rows[0].id), nama: rows[0].nama };
}

interface StageScene {
  acara: number;
  graduate: StageGraduateRead;
  pass: string;
}

/**
 * The coming ceremony's line-up called at the stairs, one after the other, until the next to call
 * has a phonetic spelling (after the first few): that graduate and their pass.
 */
async function buildStage(e2e: E2eServer): Promise<StageScene> {
  const { acara } = await ugmAcara(e2e, 'published');
  const api = await adminApi(e2e);
  for (;;) {
    const stage = await api.json<StageRead>('GET', `${PLUGIN}/acara/${acara}/stage`);
    const next = stage.next[0];
    if (!next) throw new Error('the line-up ran out before a graduate with a phonetic spelling');
    if (stage.called >= 8 && next.ejaan) {
      const claims = { a: acara, t: `w${next.kehadiran_id}`, p: 'wisudawan' as const, n: next.nama };
      const keys = { db: e2e.db, secrets: e2e.app.secrets } as Parameters<typeof signTicket>[0];
      return { acara, graduate: next, pass: await signTicket(keys, claims) };
    }
    await api.json('POST', `${PLUGIN}/acara/${acara}/stage/calls`, { kehadiran_id: next.kehadiran_id });
  }
}

let stage: Promise<StageScene> | undefined;

/** Opens a stage screen on the coming ceremony, its line-up called up to the scene's graduate. */
async function onStage(page: Page, e2e: E2eServer): Promise<StageScene> {
  const scene = await (stage ??= buildStage(e2e));
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [STAGE_ACARA, String(scene.acara)]);
  await page.reload();
  return scene;
}

/** The stage scanner (a phone at the stairs) right after the graduate's pass was scanned. */
export async function scanStagePass(page: Page, e2e: E2eServer): Promise<void> {
  const { pass, graduate } = await onStage(page, e2e);
  await page.getByLabel('Pass code').fill(pass);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await page.getByTestId('stage-called').getByText(`Called: ${graduate.nama}`).waitFor();
  await page.getByTestId('stage-live').getByText(graduate.nama).waitFor();
  await page.getByLabel('Pass code').blur();
}

/** The name reader at the lectern, the graduate just called (their pass scanned, unless the scanner's shot did). */
export async function showReader(page: Page, e2e: E2eServer): Promise<void> {
  const { acara, pass, graduate } = await onStage(page, e2e);
  const api = await adminApi(e2e);
  const now = await api.json<StageRead>('GET', `${PLUGIN}/acara/${acara}/stage`);
  if (now.current?.kehadiran_id !== graduate.kehadiran_id)
    await api.json('POST', `${PLUGIN}/acara/${acara}/stage/calls`, { token: pass });
  await page.getByTestId('stage-name').getByText(graduate.nama).waitFor();
  await page.getByTestId('stage-next').waitFor();
}

interface PastCeremony {
  acara: number;
  nama: string;
}

/** The demo's past ceremony of the first university, its graduates' calls that count, in order. */
async function pastCeremony(e2e: E2eServer) {
  const { acara, nama } = await ugmAcara(e2e, 'selesai');
  const calls = await sql<{ mahasiswa_id: string; called_at: Date }>`
    SELECT mahasiswa_id, called_at FROM stage_call WHERE acara_id = ${acara} AND NOT superseded
    ORDER BY called_at LIMIT ${PHOTOGRAPHED + 1}`.execute(e2e.db);
  return {
    acara,
    nama,
    calls: calls.rows.map((c) => ({
      mahasiswa: Number(c.mahasiswa_id),
      at: new Date(c.called_at).getTime(),
    })),
  };
}

/** Waits until the queue matched every photo with the cameras calibrated (none left "uncalibrated"). */
async function matched(e2e: E2eServer, acara: number, untimed: number): Promise<void> {
  const api = await adminApi(e2e);
  const until = Date.now() + 60_000;
  for (;;) {
    const { counts } = await api.json<{ counts: { none: number; waiting: number; review: number } }>(
      'GET',
      `${PLUGIN}/stage-photos/acara/${acara}`,
    );
    if (counts.waiting === 0 && counts.none === untimed && counts.review > 0) return;
    if (Date.now() > until) throw new Error(`stage photos not matched: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function buildPhotos(e2e: E2eServer): Promise<PastCeremony> {
  const api = await adminApi(e2e);
  const { acara, nama, calls } = await pastCeremony(e2e);
  const group = await addStageGroup(api, acara);
  const anchors: { file: number; mahasiswa: number }[] = [];
  const shoot = (camera: number, at: number, name: string, seed: number, untimed = false) =>
    stagePhoto(CAMERAS[camera], at, { seed, offsetMinutes: 420, untimed }).then((photo) =>
      api.upload(group, name, photo),
    );
  for (let g = 0; g < PHOTOGRAPHED; g++) {
    const { at, mahasiswa } = calls[g];
    const gap = calls[g + 1].at - at;
    for (const [c] of CAMERAS.entries()) {
      // each photographer shoots the graduate mid-walk; the calibration photo is the middle of it
      const when = at + Math.round(gap * (g === CALIBRATED_FROM ? 0.5 : 0.35 + 0.08 * c));
      const file = await shoot(c, when, `panggung-${c + 1}-${String(g + 1).padStart(2, '0')}.jpg`, g);
      if (g === CALIBRATED_FROM) anchors.push({ file, mahasiswa });
    }
  }
  for (const [g, c] of NEAR_NEXT_CALL)
    await shoot(c, calls[g + 1].at - 1_000, `panggung-${c + 1}-${g + 1}b.jpg`, g + 1);
  await shoot(1, calls[0].at, 'panggung-2-edit.jpg', 0, true);
  for (const a of anchors)
    await api.json('POST', `${PLUGIN}/stage-photos/acara/${acara}/calibrate`, {
      file_id: a.file,
      mahasiswa_id: a.mahasiswa,
    });
  await matched(e2e, acara, 1);
  return { acara, nama };
}

let photos: Promise<PastCeremony> | undefined;

/** The stage photos page on the past ceremony: three calibrated cameras, photos waiting for review. */
export async function showStagePhotos(page: Page, e2e: E2eServer): Promise<void> {
  const { nama } = await (photos ??= buildPhotos(e2e));
  // the capture times as the hall's clock reads them (the demo's university is in WIB)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Jakarta' });
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: nama }).click();
  await page.getByRole('status').filter({ hasText: 'Tagged at once' }).waitFor();
  await page
    .getByRole('button', { name: /^It is / })
    .first()
    .waitFor();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}
