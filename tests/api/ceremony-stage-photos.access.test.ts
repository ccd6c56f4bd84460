/**
 * Who works on the stage photos (plugins/ceremony, docs/ceremony.md), on a real app and database: the
 * ceremony staff (the plugin's role `panitia_wisuda`, through `kehadiran.update`) read the page's
 * data, calibrate, match again and settle photos, and see the photos the page shows; a gallery
 * manager who holds `fileGroup.update` but not the ceremony's permission, and the stage staff at the
 * stairs, are refused (403); the ceremony staff of another university find nothing (404).
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as grantStagePhotoStaff } from '../../plugins/ceremony/migrations/20261127120000_stage_photo_staff';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, multipart } from './files-fixtures';
import { insertRow, makeUniversity, operatorOf, type University } from './tenancy-fixtures';

const BASE = '/api/plugins/ceremony/stage-photos';
const T0 = Date.UTC(2026, 10, 28, 2, 0, 0);

let t: TestApp;
let A: University;
let B: University;
/** Tokens by who they are. */
const who: Record<'panitiaA' | 'panitiaB' | 'gallery' | 'stage', string> = {
  panitiaA: '',
  panitiaB: '',
  gallery: '',
  stage: '',
};
let photoA: number;
let photoB: number;
let graduateA: number;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) });

/** A stage group of the university's acara with one photo taken 5 s after `T0`, uploaded by its operator. */
async function stagePhoto(u: University): Promise<number> {
  const group = await insertRow(t, 'file_group', { acara_id: u.acara, nama: 'Panggung', tipe: 'prosesi' });
  await sql`UPDATE file_group SET panggung = true WHERE id = ${group}`.execute(t.db);
  const data = await makeImage('jpeg', {
    width: 64,
    height: 48,
    exif: { IFD0: { Make: 'Canon', Model: 'EOS' }, IFD2: { DateTimeOriginal: '2026:11:28 02:00:05' } },
  });
  const body = multipart({ file_group_id: group }, { name: 'stage.jpg', data });
  const operator = await operatorOf(t, u.pt);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/file/file',
    headers: { ...t.auth(operator.token!), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A user of university `pt` holding role `role`. */
async function staffOf(role: string, pt: number): Promise<string> {
  const u = await t.createUser({ role });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: u.id, pt_id: pt }).execute();
  return u.token!;
}

/** The four stage photo routes of acara `acara` and photo `photo`, each with its answer to `token`. */
async function statuses(token: string, acara: number, photo: number, mahasiswaId: number | null) {
  return {
    read: (await call('GET', `${BASE}/acara/${acara}`, token)).statusCode,
    calibrate: (
      await call('POST', `${BASE}/acara/${acara}/calibrate`, token, {
        file_id: photo,
        mahasiswa_id: mahasiswaId,
      })
    ).statusCode,
    match: (await call('POST', `${BASE}/acara/${acara}/match`, token)).statusCode,
    settle: (await call('POST', `${BASE}/photo/${photo}`, token, { mahasiswa_id: mahasiswaId })).statusCode,
  };
}

beforeAll(async () => {
  t = await createTestApp({ config: { photoTimeZone: 'UTC', jobs: { pollingIntervalSeconds: 0.5 } } });
  A = await makeUniversity(t, {
    name: 'Akses A',
    kode_pt: '074001',
    nim: '7400000001',
    tanggal: '2026-11-28',
  });
  B = await makeUniversity(t, {
    name: 'Akses B',
    kode_pt: '074002',
    nim: '7400000002',
    tanggal: '2026-11-28',
  });
  photoA = await stagePhoto(A);
  photoB = await stagePhoto(B);
  const g = await t.createMahasiswaUser({ pt_id: A.pt, nim: '7400000101', acara_id: A.acara });
  graduateA = g.mahasiswaId;
  await sql`INSERT INTO stage_call (acara_id, mahasiswa_id, called_at, source)
    VALUES (${A.acara}, ${graduateA}, ${new Date(T0)}, 'scan')`.execute(t.db);
  // a gallery manager: the gallery's permissions, none of the ceremony's
  const role = await insertRow(t, 'roles', {
    name: 'pengelola_galeri',
    description: 'Galeri',
    is_builtin: false,
  });
  await sql`INSERT INTO permission_role (role_id, permission_id)
    SELECT ${role}, id FROM permissions WHERE name IN ('fileGroup.view', 'fileGroup.update')`.execute(t.db);
  who.panitiaA = await staffOf('panitia_wisuda', A.pt);
  who.panitiaB = await staffOf('panitia_wisuda', B.pt);
  who.gallery = await staffOf('pengelola_galeri', A.pt);
  who.stage = await staffOf('petugas_panggung', A.pt);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('who works on the stage photos', () => {
  it('lets the ceremony staff read, calibrate, match again and settle, and see the photos', async () => {
    expect(await statuses(who.panitiaA, A.acara, photoA, graduateA)).toEqual({
      read: 200,
      calibrate: 200,
      match: 202,
      settle: 200,
    });
    const read = (await call('GET', `${BASE}/acara/${A.acara}`, who.panitiaA)).json().data;
    expect(read.cameras.map((c: { offset_ms: number | null }) => typeof c.offset_ms)).toEqual(['number']);
    const tags = await sql<{ mahasiswa_id: string }>`
      SELECT mahasiswa_id FROM file_mahasiswa WHERE file_id = ${photoA}`.execute(t.db);
    expect(tags.rows.map((r) => Number(r.mahasiswa_id))).toEqual([graduateA]);
    // the photos the page shows, read through the gallery's list
    const filter = encodeURIComponent(JSON.stringify({ id: [photoA] }));
    const photos = await call('GET', `/api/file/file?filter=${filter}`, who.panitiaA);
    expect(photos.statusCode, photos.body).toBe(200);
    expect(photos.json().data.map((p: { id: number }) => p.id)).toEqual([photoA]);
  });

  it('refuses those without the ceremony’s permission, a gallery manager included (403)', async () => {
    const refused = { read: 403, calibrate: 403, match: 403, settle: 403 };
    expect(await statuses(who.gallery, A.acara, photoA, graduateA)).toEqual(refused);
    expect(await statuses(who.stage, A.acara, photoA, graduateA)).toEqual(refused);
  });

  it('gives an older installation’s Ceremony staff role the photos’ view on upgrade', async () => {
    const held = sql<{ n: number }>`SELECT count(*)::int AS n FROM permission_role pr
      JOIN roles r ON r.id = pr.role_id JOIN permissions p ON p.id = pr.permission_id
      WHERE r.name = 'panitia_wisuda' AND p.name = 'fileGroup.view'`;
    await sql`DELETE FROM permission_role pr USING roles r, permissions p WHERE r.id = pr.role_id
      AND p.id = pr.permission_id AND r.name = 'panitia_wisuda' AND p.name = 'fileGroup.view'`.execute(t.db);
    expect((await held.execute(t.db)).rows[0].n).toBe(0);
    // A migration gets the database untyped, as the migrator hands it over.
    const untyped = t.db as unknown as Kysely<unknown>;
    await grantStagePhotoStaff(untyped);
    await grantStagePhotoStaff(untyped);
    expect((await held.execute(t.db)).rows[0].n).toBe(1);
  });

  it('finds nothing of another university for its ceremony staff (404)', async () => {
    const none = { read: 404, calibrate: 404, match: 404, settle: 404 };
    expect(await statuses(who.panitiaB, A.acara, photoA, graduateA)).toEqual(none);
    expect(await statuses(who.panitiaA, B.acara, photoB, null)).toEqual(none);
    const filter = encodeURIComponent(JSON.stringify({ id: [photoA] }));
    const photos = await call('GET', `/api/file/file?filter=${filter}`, who.panitiaB);
    expect(photos.json().data).toEqual([]);
  });
});
