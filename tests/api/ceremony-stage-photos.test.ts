/**
 * Stage photos matched to graduates by time (plugins/ceremony, docs/ceremony.md) on a real app and
 * database, the matching running through the durable queue: photos from two cameras with wrong
 * clocks land in a stage group, nothing is guessed before a camera is calibrated, one calibration per
 * camera tags each photo to the graduate called before it or leaves it for review with the two likely
 * ones; staff settle the review, re-calibrating re-matches without touching hand-made tags; a photo
 * without capture time is never guessed; the graduate sees their stage photo; staff of another
 * university, students and anonymous callers are refused; calibrations and settlements are audited.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, multipart, type ExifTags } from './files-fixtures';
import { insertRow, makeUniversity, operatorOf, type University } from './tenancy-fixtures';

const BASE = '/api/plugins/ceremony/stage-photos';
const S = 1000;
const T0 = Date.UTC(2026, 10, 28, 2, 0, 0);
/** Camera A's clock runs 5 minutes fast, camera B's 2 minutes slow. */
const CAM_A = { Make: 'Canon', Model: 'Canon EOS R6', serial: 'SN-A-0001', error: 300 * S };
const CAM_B = { Make: 'NIKON', Model: 'Z 6', serial: '', error: -120 * S };

let t: TestApp;
let A: University;
let B: University;
let stageGroup: number;
let staff: string;
let staffB: string;
const grads: { id: number; token: string }[] = [];
const photos: Record<string, number> = {};

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.auth(token) : {}, ...(payload ? { payload } : {}) });

/** EXIF wall time (UTC: the test's PHOTO_TIMEZONE) of a real instant seen by a camera's clock. */
function exifOf(cam: typeof CAM_A, realMs: number): ExifTags {
  const d = new Date(realMs + cam.error).toISOString();
  const wall = `${d.slice(0, 10).replaceAll('-', ':')} ${d.slice(11, 19)}`;
  return {
    IFD0: { Make: cam.Make, Model: cam.Model },
    IFD2: { DateTimeOriginal: wall, ...(cam.serial ? { BodySerialNumber: cam.serial } : {}) },
  };
}

async function upload(name: string, exif: ExifTags) {
  const data = await makeImage('jpeg', { width: 64, height: 48, exif });
  const body = multipart({ file_group_id: stageGroup }, { name: `${name}.jpg`, data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/file/file',
    headers: { ...t.auth(staff), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  photos[name] = res.json().data.id;
}

const tagsOf = async (fileId: number) =>
  (
    await sql<{ mahasiswa_id: string }>`SELECT mahasiswa_id FROM file_mahasiswa WHERE file_id = ${fileId}
      ORDER BY mahasiswa_id`.execute(t.db)
  ).rows.map((r) => Number(r.mahasiswa_id));

/** The number of matching jobs waiting or running. */
const pendingMatches = async () =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'plugin-ceremony-stage-match' AND state IN ('created', 'retry', 'active')`.execute(t.db)
  ).rows[0].n;

/** Once no matching job waits or runs. */
async function queueIdle() {
  const until = Date.now() + 60_000;
  while ((await pendingMatches()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

/** The stored match of every photo, once the queue has matched them all since `since`. */
async function matchedSince(since: Date) {
  const until = Date.now() + 60_000;
  for (;;) {
    const { rows } = await sql<{ file_id: string; status: string; updated_at: Date }>`
      SELECT file_id, status, updated_at FROM stage_match`.execute(t.db);
    const done = rows.length === Object.keys(photos).length && (await pendingMatches()) === 0;
    const after = rows.some((r) => new Date(r.updated_at) >= since) || !rows.length;
    if ((done && after) || Date.now() > until)
      return Object.fromEntries(rows.map((r) => [Number(r.file_id), r.status]));
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ config: { photoTimeZone: 'UTC', jobs: { pollingIntervalSeconds: 0.5 } } });
  A = await makeUniversity(t, {
    name: 'Panggung A',
    kode_pt: '072001',
    nim: '7200000001',
    tanggal: '2026-11-28',
  });
  B = await makeUniversity(t, {
    name: 'Panggung B',
    kode_pt: '072002',
    nim: '7200000002',
    tanggal: '2026-11-28',
  });
  stageGroup = await insertRow(t, 'file_group', {
    acara_id: A.acara,
    nama: 'Foto Panggung',
    tipe: 'prosesi',
    is_published: true,
  });
  await sql`UPDATE file_group SET panggung = true WHERE id = ${stageGroup}`.execute(t.db);
  staff = (await operatorOf(t, A.pt)).token!;
  staffB = (await operatorOf(t, B.pt)).token!;
  for (let i = 1; i <= 4; i++) {
    const u = await t.createMahasiswaUser({ pt_id: A.pt, nim: `720000010${i}`, acara_id: A.acara });
    grads.push({ id: u.mahasiswaId, token: u.token! });
    // called 20 s apart, in line-up order
    await sql`INSERT INTO stage_call (acara_id, mahasiswa_id, called_at, source)
      VALUES (${A.acara}, ${u.mahasiswaId}, ${new Date(T0 + (i - 1) * 20 * S)}, 'scan')`.execute(t.db);
  }
  // a call corrected away: never counts
  await sql`INSERT INTO stage_call (acara_id, mahasiswa_id, called_at, source, superseded)
    VALUES (${A.acara}, ${grads[3].id}, ${new Date(T0 + 25 * S)}, 'scan', true)`.execute(t.db);
  const since = new Date();
  await upload('a10', exifOf(CAM_A, T0 + 10 * S));
  await upload('a30', exifOf(CAM_A, T0 + 30 * S));
  await upload('a50', exifOf(CAM_A, T0 + 50 * S));
  await upload('a39', exifOf(CAM_A, T0 + 39.5 * S));
  await upload('b12', exifOf(CAM_B, T0 + 12 * S));
  await upload('b70', exifOf(CAM_B, T0 + 70 * S));
  await upload('untimed', { IFD0: { Make: 'Canon', Model: 'Canon EOS R6' } });
  await upload('hand', exifOf(CAM_A, T0 + 31 * S));
  // tagged by hand in the gallery before any calibration
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/file/file/${photos.hand}/mahasiswa`,
    headers: t.auth(staff),
    payload: { mahasiswa_ids: [grads[3].id] },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  await matchedSince(since);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('stage photos', () => {
  it('are matched through the queue on upload, and nothing is guessed before a camera is calibrated', async () => {
    const status = await matchedSince(new Date(0));
    expect(status[photos.a10]).toBe('none');
    expect(status[photos.hand]).toBe('hand');
    expect(await tagsOf(photos.a10)).toEqual([]);
    const res = await call('GET', `${BASE}/acara/${A.acara}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const cams = res.json().data.cameras as { camera: string; photos: number; offset_ms: number | null }[];
    expect(cams.map((c) => c.camera)).toEqual([
      'Canon EOS R6',
      expect.stringMatching(/^Canon EOS R6 #[0-9a-f]{8}$/),
      'NIKON Z 6',
    ]);
    expect(cams.every((c) => c.offset_ms === null)).toBe(true);
    // the photos offered to calibrate by (with a capture time), and the graduates called
    const serial = res.json().data.cameras[1] as { sample_ids: number[]; untimed: number };
    expect(serial.sample_ids).toEqual([photos.a10, photos.a30, photos.hand, photos.a39, photos.a50]);
    expect(res.json().data.cameras[0]).toMatchObject({ untimed: 1, sample_ids: [] });
    expect(
      res
        .json()
        .data.called.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual(grads.map((g) => g.id).sort());
  });

  it('refuses bad calibrations with field errors', async () => {
    const noTime = await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: photos.untimed,
      mahasiswa_id: grads[0].id,
    });
    expect(noTime.statusCode, noTime.body).toBe(422);
    expect(Object.keys(noTime.json().errors)).toEqual(['file_id']);
    const notCalled = await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: photos.a10,
      mahasiswa_id: A.mhs,
    });
    expect(Object.keys(notCalled.json().errors)).toEqual(['mahasiswa_id']);
    const elsewhere = await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: 999999,
      mahasiswa_id: grads[0].id,
    });
    expect(Object.keys(elsewhere.json().errors)).toEqual(['file_id']);
  });

  it('tags each photo of a calibrated camera to the graduate called before it, or leaves it for review', async () => {
    const since = new Date();
    const res = await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: photos.a10,
      mahasiswa_id: grads[0].id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.offset_ms).toBe(-300 * S);
    const status = await matchedSince(since);
    expect(await tagsOf(photos.a10)).toEqual([grads[0].id]);
    expect(await tagsOf(photos.a30)).toEqual([grads[1].id]);
    expect(await tagsOf(photos.a50)).toEqual([grads[2].id]);
    expect(status[photos.a39]).toBe('review');
    expect(await tagsOf(photos.a39)).toEqual([]);
    // camera B is not calibrated yet; the photo without time never guessed; the hand tag kept
    expect(await tagsOf(photos.b12)).toEqual([]);
    expect(status[photos.untimed]).toBe('none');
    expect(await tagsOf(photos.hand)).toEqual([grads[3].id]);

    const since2 = new Date();
    const b = await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: photos.b70,
      mahasiswa_id: grads[3].id,
    });
    expect(b.statusCode, b.body).toBe(200);
    await matchedSince(since2);
    expect(await tagsOf(photos.b12)).toEqual([grads[0].id]);
    expect(await tagsOf(photos.b70)).toEqual([grads[3].id]);
    // The calibration photo is settled by hand: no reason to leave it alone stays on its row.
    const calibrated = await sql<{ status: string; alasan: string | null }>`SELECT status, alasan
      FROM stage_match WHERE file_id = ${photos.b70}`.execute(t.db);
    expect(calibrated.rows[0]).toEqual({ status: 'hand', alasan: null });
  });

  it('lists the review queue with the two likely graduates, and staff settle it', async () => {
    const res = await call('GET', `${BASE}/acara/${A.acara}`, staff);
    const data = res.json().data;
    expect(data.review).toEqual([
      expect.objectContaining({
        file_id: photos.a39,
        candidates: [
          expect.objectContaining({ id: grads[1].id }),
          expect.objectContaining({ id: grads[2].id }),
        ],
      }),
    ]);
    expect(data.counts).toMatchObject({ review: 1 });
    const chosen = await call('POST', `${BASE}/photo/${photos.a39}`, staff, { mahasiswa_id: grads[2].id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await tagsOf(photos.a39)).toEqual([grads[2].id]);
    const bad = await call('POST', `${BASE}/photo/${photos.a39}`, staff, { mahasiswa_id: B.mhs });
    expect(bad.statusCode).toBe(422);
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log
      WHERE action IN ('stage-calibrate', 'stage-review') ORDER BY id`.execute(t.db);
    expect(audit.rows.map((r) => r.action)).toEqual(['stage-calibrate', 'stage-calibrate', 'stage-review']);
  });

  it('re-calibrating re-matches the camera’s photos and keeps every hand-made tag', async () => {
    // said again from the photo at T0+30: the same clock, placed in the middle of graduate 2's time
    const since = new Date();
    const res = await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: photos.a50,
      mahasiswa_id: grads[1].id,
    });
    expect(res.statusCode, res.body).toBe(200);
    await matchedSince(since);
    // camera A now reads 20 s early: its photos move one graduate back
    expect(await tagsOf(photos.a30)).toEqual([grads[0].id]);
    expect(await tagsOf(photos.a50)).toEqual([grads[1].id]);
    expect(await tagsOf(photos.a39)).toEqual([grads[2].id]);
    expect(await tagsOf(photos.hand)).toEqual([grads[3].id]);
    // and back: the first calibration's offset again
    const since2 = new Date();
    await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staff, {
      file_id: photos.a10,
      mahasiswa_id: grads[0].id,
    });
    await matchedSince(since2);
    expect(await tagsOf(photos.a30)).toEqual([grads[1].id]);
  });

  it('shows the graduate their stage photo, without any face data', async () => {
    const me = await call('GET', '/api/plugins/ceremony/me/stage-photos', grads[1].token);
    expect(me.statusCode, me.body).toBe(200);
    // a30 matched by time, a50 said by the staff's second calibration to show them; newest first
    expect(me.json().data).toEqual({ ids: [photos.a50, photos.a30], group_ids: [stageGroup] });
    const gallery = await call(
      'GET',
      `/api/mahasiswa/galeri/photos?filter=${encodeURIComponent(JSON.stringify({ tagged: true }))}`,
      grads[1].token,
    );
    expect(gallery.statusCode, gallery.body).toBe(200);
    expect(gallery.json().data.map((p: { id: number }) => p.id)).toContain(photos.a30);
    const faces = await sql<{ n: number }>`SELECT count(*)::int AS n FROM face_consent`.execute(t.db);
    expect(faces.rows[0].n).toBe(0);
  });

  it('refuses other universities’ staff, students and anonymous callers', async () => {
    expect((await call('GET', `${BASE}/acara/${A.acara}`, staffB)).statusCode).toBe(404);
    expect(
      (await call('POST', `${BASE}/photo/${photos.a30}`, staffB, { mahasiswa_id: null })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `${BASE}/acara/${A.acara}/calibrate`, staffB, {
          file_id: photos.a10,
          mahasiswa_id: grads[0].id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `${BASE}/acara/${A.acara}`, grads[0].token)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/acara/${A.acara}/match`, grads[0].token)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/acara/${A.acara}`, null)).statusCode).toBe(401);
    const again = await call('POST', `${BASE}/acara/${A.acara}/match`, staff);
    expect(again.statusCode).toBe(202);
  });

  it('matches again when a staff correction changes which call of a graduate counts', async () => {
    // graduate 4's call at T0+25 had been corrected away; choosing it puts them before the photo at T0+30
    const { rows } = await sql<{ id: string }>`SELECT id FROM stage_call
      WHERE mahasiswa_id = ${grads[3].id} AND superseded`.execute(t.db);
    await queueIdle(); // the matching the test before asked for is done
    expect(await tagsOf(photos.a30)).toEqual([grads[1].id]);
    const since = new Date();
    const res = await call('POST', `/api/plugins/ceremony/stage/calls/${rows[0].id}/choose`, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    await matchedSince(since);
    expect(await tagsOf(photos.a30)).toEqual([grads[3].id]);
    // what staff settled and tagged by hand stays
    expect(await tagsOf(photos.a39)).toEqual([grads[2].id]);
    expect(await tagsOf(photos.hand)).toEqual([grads[3].id]);
  });
});
