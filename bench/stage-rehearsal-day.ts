/**
 * The stage rehearsal's day (./stage-rehearsal.ts): the walk at the stairs, checked on the reader's
 * snapshot after every call, placed on the ceremony's clock; then the photographers' photos
 * uploaded as the day goes, each camera calibrated once after the first half.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../server/db';
import type { AppApi } from '../scripts/app-api';
import { stagePhoto, type StageCameraModel } from '../scripts/stage-photo';
import { random } from './seeded-random';
import type { RehearsalCeremony, RehearsalGraduate } from './stage-rehearsal-seed';

const PLUGIN = '/api/plugins/ceremony';
/** Whose photo each camera is calibrated from (its index in the line-up). */
const CALIBRATE_AT = Number(process.env.CALIBRATE_AT ?? 24);
const UNTIMED = Number(process.env.UNTIMED ?? 6);
const IN_FLIGHT = 4;
export const CAMERAS: StageCameraModel[] = [
  { make: 'Canon', model: 'Canon EOS R6', serial: 'GLADI-R6-01', error: 3 * 60_000 + 12_345 },
  { make: 'NIKON CORPORATION', model: 'NIKON Z 6', error: -7 * 60_000 - 4_321 },
  { make: 'SONY', model: 'ILCE-7M4', serial: 'GLADI-7M4-02', error: 41_000 },
];

interface StageSnapshot {
  current: { kehadiran_id: number; nama: string; ejaan: string | null } | null;
  next: { kehadiran_id: number }[];
}

export interface Walk {
  /** Calls whose snapshot right after did not show the graduate, their spelling or the next one. */
  readerMisses: string[];
  /** Milliseconds from sending each call to the snapshot read back. */
  readerMs: number[];
  /** The ceremony-clock time of each graduate's call (epoch ms), by line-up index. */
  calledAt: number[];
}

/** One graduate called at the stairs: their pass, or (every tenth) found by name; the call's id. */
async function callAtStairs(api: AppApi, acara: number, g: RehearsalGraduate, i: number): Promise<number> {
  const calls = `${PLUGIN}/acara/${acara}/stage/calls`;
  if (i % 10 !== 6)
    return (await api.json<{ call: { id: number } }>('POST', calls, { token: g.pass })).call.id;
  const found = await api.json<{ kehadiran_id: number }[]>(
    'GET',
    `${PLUGIN}/acara/${acara}/stage/search?q=${encodeURIComponent(g.nama)}`,
  );
  const kehadiran_id = found.find((f) => f.kehadiran_id === g.kehadiran)?.kehadiran_id;
  return (await api.json<{ call: { id: number } }>('POST', calls, { kehadiran_id })).call.id;
}

/** Every graduate called in line-up order, the reader's snapshot checked after each call. */
export async function stageWalk(db: Db, api: AppApi, c: RehearsalCeremony): Promise<Walk> {
  const walk: Walk = { readerMisses: [], readerMs: [], calledAt: [] };
  const ids: number[] = [];
  for (const [i, g] of c.lineup.entries()) {
    const sent = performance.now();
    ids.push(await callAtStairs(api, c.acara, g, i));
    const seen = await api.json<StageSnapshot>('GET', `${PLUGIN}/acara/${c.acara}/stage`);
    walk.readerMs.push(performance.now() - sent);
    const next = c.lineup[i + 1]?.kehadiran;
    const right =
      seen.current?.kehadiran_id === g.kehadiran &&
      seen.current.nama === g.nama &&
      seen.current.ejaan === g.ejaan &&
      seen.next[0]?.kehadiran_id === next;
    if (!right) walk.readerMisses.push(`${g.nama}: ${JSON.stringify(seen.current)}`);
  }
  // on the ceremony's clock: 8 to 16 s apart, in the same order, an hour ago
  const rand = random(27);
  let t = Math.floor((Date.now() - 3_600_000) / 1000) * 1000;
  for (const id of ids) {
    walk.calledAt.push(t);
    await sql`UPDATE stage_call SET called_at = ${new Date(t)} WHERE id = ${id}`.execute(db);
    t += 8_000 + Math.floor(rand() * 8_000);
  }
  return walk;
}

interface PlannedPhoto {
  camera: number;
  /** The real instant it was taken. */
  at: number;
  /** Who it shows (mahasiswa id); null for the photos without capture time. */
  shows: number | null;
  untimed: boolean;
  calibration: boolean;
}

/** Each camera shoots every graduate once, 2 to 7 s after the call; a few photos carry no time. */
function planPhotos(c: RehearsalCeremony, calledAt: number[]): PlannedPhoto[] {
  const rand = random(2026);
  const photos: PlannedPhoto[] = [];
  for (const [i, g] of c.lineup.entries())
    for (const camera of CAMERAS.keys()) {
      const at = calledAt[i] + 2_000 + Math.floor(rand() * 5_000) + Math.floor((rand() - 0.5) * 1_000);
      photos.push({ camera, at, shows: g.mahasiswa, untimed: false, calibration: i === CALIBRATE_AT });
    }
  for (let u = 0; u < UNTIMED; u++) {
    const i = Math.floor(((u + 0.5) / UNTIMED) * c.lineup.length);
    photos.push({ camera: 1, at: calledAt[i] + 4_000, shows: null, untimed: true, calibration: false });
  }
  return photos.sort((a, b) => a.at - b.at);
}

export interface Day {
  /** Each uploaded photo's id and who it shows (null: no capture time). */
  truth: Map<number, number | null>;
  /** The calibration photos, tagged by hand. */
  calibrated: number[];
  uploadSeconds: number;
}

/** Uploads `photos` a few at a time, in order; their ids. */
async function uploadAll(api: AppApi, group: number, photos: PlannedPhoto[], day: Day): Promise<number[]> {
  const ids: number[] = new Array<number>(photos.length);
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < photos.length; n = next++) {
      const p = photos[n];
      const jpeg = await stagePhoto(CAMERAS[p.camera], p.at, {
        seed: p.shows ?? n,
        untimed: p.untimed,
        width: 160,
        height: 120,
      });
      ids[n] = await api.upload(group, `panggung-${p.camera + 1}-${p.at}.jpg`, jpeg);
      day.truth.set(ids[n], p.shows);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return ids;
}

/** The photographers' day: the first half uploaded, each camera calibrated once, the second half. */
export async function shootDay(api: AppApi, c: RehearsalCeremony, calledAt: number[]): Promise<Day> {
  const photos = planPhotos(c, calledAt);
  const half = calledAt[Math.floor(calledAt.length / 2)];
  const first = photos.filter((p) => p.at < half);
  const day: Day = { truth: new Map(), calibrated: [], uploadSeconds: 0 };
  const started = performance.now();
  const firstIds = await uploadAll(api, c.group, first, day);
  for (const [n, p] of first.entries()) {
    if (!p.calibration) continue;
    await api.json('POST', `${PLUGIN}/stage-photos/acara/${c.acara}/calibrate`, {
      file_id: firstIds[n],
      mahasiswa_id: p.shows,
    });
    day.calibrated.push(firstIds[n]);
  }
  await uploadAll(
    api,
    c.group,
    photos.filter((p) => p.at >= half),
    day,
  );
  day.uploadSeconds = (performance.now() - started) / 1000;
  return day;
}
