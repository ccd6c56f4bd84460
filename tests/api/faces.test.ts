/**
 * Face search (docs/faces.md, issue 13): the feature switch per perguruan tinggi, consent and its
 * version, enrolment checks, the background scan through the job queue (only for consenting,
 * enrolled students of the photo's acara), suggestions confirmed or rejected, withdrawal, deletion
 * with the student, rate limits, the audit log and who may see what. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_CONSENT_VERSION } from '../../domain/faces';
import { FACES, SAME_PERSON, samplePhoto, selfieOf } from '../fixtures/faces';
import { cropOf, setVerifiedPhoto } from './faces-fixtures';
import {
  createWorld,
  makeImage,
  multipart,
  studentPhotos,
  upload,
  type GalleryWorld,
} from './files-fixtures';
import { createTestApp, type TestApp } from './helpers';

type Student = Awaited<ReturnType<TestApp['createMahasiswaUser']>>;

let t: TestApp;
let w: GalleryWorld;
let A: Student; // acara A: opts in and enrols with SAME_PERSON's portrait, shown in its group photos
let N: Student; // acara A: never opts in
let C: Student; // acara B: opts in, enrols with a selfie of s5.1
// A selfie is kept only when it matches a profile photo the university verified (its own tests:
// tests/api/faces-enrolment.test.ts): staff set A's and C's.
const photos = {} as Record<'mine' | 'notMine' | 'other' | 'otherAcara' | 'tiny', number>;
/** Every JSON body answered in this file: none may hold a fingerprint. */
const bodies: string[] = [];

const face = (label: string) => FACES.find((f) => f.label === label)!;
const portrait = () => samplePhoto(SAME_PERSON.portrait);
const [groupPhotoOfA, secondPhotoOfA] = SAME_PERSON.groupPhotos;

async function call(
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: token ? t.auth(token) : {}, payload });
  bodies.push(res.body);
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

async function enrolSelfie(s: Student, image: Buffer) {
  const { payload, headers } = multipart({}, { name: 'selfie.jpg', data: image });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faces/me/enrol',
    payload,
    headers: { ...headers, ...t.auth(s.token!) },
  });
  bodies.push(res.body);
  return { status: res.statusCode, body: res.json() };
}

async function suggestions(s: Student): Promise<number[]> {
  const res = await call('GET', '/api/faces/me/suggestions', s.token);
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).map((p) => p.id);
}

async function waitFor<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function audit(
  action: string,
): Promise<{ user_id: number | null; record_id: string; after: unknown }[]> {
  const { rows } = await sql<{ user_id: number | null; record_id: string; after: unknown }>`
    SELECT user_id, record_id, after FROM audit_log WHERE action = ${action} ORDER BY id`.execute(t.db);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { faces: { workers: 1, enrolPerHour: 6 }, jobs: { pollingIntervalSeconds: 0.5 } },
  });
  w = await createWorld(t);
  A = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  N = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  C = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraB });
}, 60_000);
afterAll(async () => t?.close());

describe('face search', () => {
  it('is off until an administrator turns it on for the perguruan tinggi', async () => {
    const me = await call('GET', '/api/faces/me', A.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      enabled: false,
      consent: null,
      enrolled: null,
      text_version: FACE_CONSENT_VERSION,
    });
    expect(
      (await call('POST', '/api/faces/me/consent', A.token, { version: FACE_CONSENT_VERSION })).status,
    ).toBe(403);

    const pt = await call('PUT', `/api/data-induk/pt/pt/${w.ptId}`, t.admin.token, { face_search: true });
    expect(pt.status).toBe(200);
    expect(pt.body.data.face_search).toBe(true);
    const status = await call('GET', '/api/faces/admin/status', t.admin.token);
    expect(status.body.data.perguruan_tinggi).toContainEqual(
      expect.objectContaining({ id: w.ptId, face_search: true, opted_in: 0, enrolled: 0 }),
    );
  });

  it('records consent to the current text version only, and enrolment needs it', async () => {
    const stale = await call('POST', '/api/faces/me/consent', A.token, { version: '2020-01-01' });
    expect(stale.status).toBe(422);
    expect(stale.body.errors.version).toHaveLength(1);
    expect((await enrolSelfie(N, await selfieOf(face('s1.1')))).status).toBe(403);

    for (const s of [A, C]) {
      const ok = await call('POST', '/api/faces/me/consent', s.token, { version: FACE_CONSENT_VERSION });
      expect(ok.status).toBe(200);
      expect(ok.body.data.consent.version).toBe(FACE_CONSENT_VERSION);
    }
    const consents = await audit('face.consent');
    expect(consents.map((r) => Number(r.record_id))).toEqual([A.mahasiswaId, C.mahasiswaId]);
    expect(consents[0].user_id).toBe(A.id);
  });

  it('enrols from exactly one usable face and keeps only its fingerprint', async () => {
    const none = await enrolSelfie(A, await makeImage('jpeg'));
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('faces.noFace');
    const many = await enrolSelfie(A, samplePhoto(1));
    expect(many.status).toBe(422);
    expect(many.body.code).toBe('faces.manyFaces');
    const noProfile = await call('POST', '/api/faces/me/enrol-profile', A.token, {});
    expect(noProfile.status).toBe(422);
    expect(noProfile.body.errors.source).toHaveLength(1);

    await setVerifiedPhoto(t, A.mahasiswaId, portrait());
    await setVerifiedPhoto(t, C.mahasiswaId, await cropOf(face('s5.1'), 0.9));

    const ok = await enrolSelfie(A, portrait());
    expect(ok.status).toBe(200);
    expect(ok.body.data.enrolled.source).toBe('selfie');
    expect((await enrolSelfie(C, await selfieOf(face('s5.1')))).status).toBe(200);
    const { rows } = await sql<{ mahasiswa_id: number; n: number }>`
      SELECT mahasiswa_id, octet_length(embedding) AS n FROM face_print ORDER BY mahasiswa_id`.execute(t.db);
    expect(rows.map((r) => [Number(r.mahasiswa_id), r.n])).toEqual([
      [A.mahasiswaId, 512],
      [C.mahasiswaId, 512],
    ]);
    expect((await audit('face.enrol')).length).toBe(2);
  }, 120_000);

  it('scans uploaded photos in the background and suggests only the enrolled student shown', async () => {
    photos.mine = (await upload(t, w.published, samplePhoto(groupPhotoOfA), 'group7.jpg')).body.data!.id;
    photos.notMine = (await upload(t, w.published, samplePhoto(3), 'group3.jpg')).body.data!.id;
    photos.other = (await upload(t, w.published, await makeImage('jpeg'), 'nobody.jpg')).body.data!.id;
    // sample5 shows C, but it belongs to acara B's gallery only if uploaded there: here it is in acara A.
    photos.otherAcara = (await upload(t, w.published, samplePhoto(5), 'group5.jpg')).body.data!.id;
    // A group photo so small that its faces (about 35 px) are below the reliable size.
    const tiny = await sharp(samplePhoto(1)).resize({ width: 360 }).jpeg().toBuffer();
    photos.tiny = (await upload(t, w.published, tiny, 'group1-small.jpg')).body.data!.id;

    const mine = await waitFor(
      () => suggestions(A),
      (ids) => ids.includes(photos.mine),
    );
    expect(mine).toEqual([photos.mine]);
    await waitFor(
      async () => (await sql<{ n: number }>`SELECT count(*) AS n FROM face_scan`.execute(t.db)).rows[0].n,
      (n) => Number(n) >= 5,
    );
    // C is enrolled, but in acara B: photos of acara A are never compared with C's fingerprint.
    expect(await suggestions(C)).toEqual([]);
    const { rows: matches } = await sql<{ mahasiswa_id: number; file_id: number }>`
      SELECT mahasiswa_id, file_id FROM face_match`.execute(t.db);
    expect(matches.map((m) => [Number(m.mahasiswa_id), Number(m.file_id)])).toEqual([
      [A.mahasiswaId, photos.mine],
    ]);
    // A photo of the group is recorded as scanned with its face count, and the run is audited.
    const { rows: scans } = await sql<{ file_id: number; faces: number }>`
      SELECT file_id, faces FROM face_scan WHERE file_id = ${photos.mine}`.execute(t.db);
    expect(scans[0].faces).toBe(5);
    expect((await audit('face.match')).length).toBeGreaterThanOrEqual(5);
    const { rows: small } = await sql<{ faces: number; skipped: number }>`
      SELECT faces, skipped FROM face_scan WHERE file_id = ${photos.tiny}`.execute(t.db);
    expect(small[0]).toEqual({ faces: 3, skipped: 3 });
    // No fingerprint of a photo's face is stored anywhere: face_print holds the two enrolled ones only.
    expect(
      (await sql<{ n: number }>`SELECT count(*) AS n FROM face_print`.execute(t.db)).rows[0].n,
    ).toSatisfy((n: unknown) => Number(n) === 2);

    const groups = await call('GET', '/api/faces/admin/groups', t.admin.token);
    expect(groups.body.data).toEqual([
      { file_group_id: w.published, nama: 'Prosesi', suggested: 1, confirmed: 0, untagged: 0 },
    ]);
    const status = await call('GET', '/api/faces/admin/status', t.admin.token);
    expect(status.body.data.scan.scanned).toBeGreaterThanOrEqual(5);
    expect(status.body.data.perguruan_tinggi).toContainEqual(
      expect.objectContaining({ id: w.ptId, opted_in: 2, enrolled: 2 }),
    );
  }, 180_000);

  it('lets nobody see or decide another student’s suggestions', async () => {
    expect(await suggestions(N)).toEqual([]);
    // N never opted in: refused outright; C opted in but the suggestion is A's: there is none for C.
    expect((await call('POST', `/api/faces/me/suggestions/${photos.mine}/confirm`, N.token)).status).toBe(
      403,
    );
    expect((await call('POST', `/api/faces/me/suggestions/${photos.mine}/confirm`, C.token)).status).toBe(
      404,
    );
    expect((await call('POST', `/api/faces/me/suggestions/${photos.mine}/reject`, C.token)).status).toBe(404);
    expect([403, 404]).toContain((await call('GET', '/api/faces/me/suggestions', t.admin.token)).status);
    expect((await call('GET', '/api/faces/me/suggestions')).status).toBe(401);
    expect((await call('GET', '/api/faces/admin/status', A.token)).status).toBe(403);
    expect((await call('GET', '/api/faces/admin/groups', A.token)).status).toBe(403);
    expect((await call('POST', `/api/faces/admin/groups/${w.published}/tag-confirmed`, A.token)).status).toBe(
      403,
    );
  });

  it('hides suggestions while the perguruan tinggi has it off', async () => {
    const pt = (on: boolean) =>
      call('PUT', `/api/data-induk/pt/pt/${w.ptId}`, t.admin.token, { face_search: on });
    expect((await pt(false)).status).toBe(200);
    expect(await suggestions(A)).toEqual([]);
    expect((await call('POST', `/api/faces/me/suggestions/${photos.mine}/confirm`, A.token)).status).toBe(
      403,
    );
    expect((await pt(true)).status).toBe(200);
    expect(await suggestions(A)).toEqual([photos.mine]);
  });

  it('confirming makes a tag; rejecting is final, even when the photo is scanned again', async () => {
    const confirm = await call('POST', `/api/faces/me/suggestions/${photos.mine}/confirm`, A.token);
    expect(confirm.status).toBe(200);
    const tagged = await studentPhotos(t, A.token!, { tagged: true });
    expect(tagged.map((p) => p.id)).toContain(photos.mine);
    expect((await call('POST', `/api/faces/me/suggestions/${photos.mine}/confirm`, A.token)).status).toBe(
      404,
    );

    // Another photo showing A, taken on another occasion: suggested, then rejected.
    const second = (await upload(t, w.published, samplePhoto(secondPhotoOfA), 'group8.jpg')).body.data!.id;
    await waitFor(
      () => suggestions(A),
      (ids) => ids.includes(second),
    );
    expect((await call('POST', `/api/faces/me/suggestions/${second}/reject`, A.token)).status).toBe(200);
    // Enrolling again queues every photo of the acara again; the rejection stays.
    expect((await enrolSelfie(A, await selfieOf(face('s9.1'), 520))).status).toBe(200);
    await waitFor(
      async () => (await t.app.jobs.boss.getQueueSize('faces-scan', { before: 'completed' })) as number,
      (n) => n === 0,
    );
    expect(await suggestions(A)).toEqual([]);
    const { rows } = await sql<{ status: string; file_id: number }>`
      SELECT status, file_id FROM face_match WHERE mahasiswa_id = ${A.mahasiswaId} ORDER BY file_id`.execute(
      t.db,
    );
    expect(rows.map((r) => [Number(r.file_id), r.status])).toEqual([
      [photos.mine, 'confirmed'],
      [second, 'rejected'],
    ]);
    expect((await audit('face.confirm')).length).toBe(1);
    expect((await audit('face.reject')).length).toBe(1);

    // The operator re-tags confirmed matches an operator removed.
    await sql`DELETE FROM file_mahasiswa WHERE file_id = ${photos.mine}`.execute(t.db);
    const groups = await call('GET', '/api/faces/admin/groups', t.admin.token);
    expect(groups.body.data[0]).toMatchObject({ confirmed: 1, untagged: 1 });
    const bulk = await call('POST', `/api/faces/admin/groups/${w.published}/tag-confirmed`, t.admin.token);
    expect(bulk.body.data.tagged).toBe(1);
  }, 180_000);

  it('limits enrolments per student', async () => {
    // 3 enrolments of A so far (one refused for two faces counts too: the work was done).
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++)
      status = (await enrolSelfie(A, await makeImage('jpeg'))).status;
    expect(status).toBe(429);
  }, 120_000);

  it('withdrawal deletes the fingerprint and every unconfirmed match; confirmed tags stay', async () => {
    const res = await call('DELETE', '/api/faces/me/consent', A.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ consent: null, enrolled: null });
    const prints = await sql`SELECT 1 FROM face_print WHERE mahasiswa_id = ${A.mahasiswaId}`.execute(t.db);
    expect(prints.rows).toEqual([]);
    const { rows } = await sql<{ status: string }>`
      SELECT status FROM face_match WHERE mahasiswa_id = ${A.mahasiswaId}`.execute(t.db);
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
    const { rows: consent } = await sql<{ withdrawn_at: Date | null }>`
      SELECT withdrawn_at FROM face_consent WHERE mahasiswa_id = ${A.mahasiswaId}`.execute(t.db);
    expect(consent[0].withdrawn_at).not.toBeNull();
    expect((await audit('face.withdraw')).length).toBe(1);
    expect((await enrolSelfie(A, portrait())).status).toBe(403);
  });

  it('deletes the fingerprint with the student', async () => {
    await sql`DELETE FROM file_mahasiswa WHERE mahasiswa_id = ${C.mahasiswaId}`.execute(t.db);
    await sql`DELETE FROM mahasiswa WHERE id = ${C.mahasiswaId}`.execute(t.db);
    const { rows } = await sql`SELECT 1 FROM face_print`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('enrols from the profile photo only once the university verified it', async () => {
    const D = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraB });
    expect(
      (await call('POST', '/api/faces/me/consent', D.token, { version: FACE_CONSENT_VERSION })).status,
    ).toBe(200);
    const setOwnPhoto = async () => {
      const { payload, headers } = multipart({}, { name: 'me.jpg', data: portrait() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/photo',
        payload,
        headers: { ...headers, ...t.auth(D.token!) },
      });
      expect(res.statusCode).toBe(200);
    };
    const profilePhoto = async () => (await call('GET', '/api/faces/me', D.token)).body.data.profile_photo;
    const record = `/api/mahasiswa/mahasiswa/${D.mahasiswaId}`;

    expect(await profilePhoto()).toBe('none');
    // The student's own upload could show anybody: not verified, whatever the student sends.
    await setOwnPhoto();
    expect(await profilePhoto()).toBe('unverified');
    const refused = await call('POST', '/api/faces/me/enrol-profile', D.token, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors.source).toEqual([
      'Your profile photo has not been verified by your university yet: take a selfie or upload a photo instead.',
    ]);
    // A student may not edit the record at all (the rule of the field holds even where one may:
    // tests/unit/foto-verification.test.ts).
    const own = await call('PUT', record, D.token, { foto_terverifikasi: true });
    expect(own.status).toBe(403);
    expect(await profilePhoto()).toBe('unverified');

    // Operators find the photos waiting for them with the list's filter.
    const waiting = await call(
      'GET',
      `/api/mahasiswa/mahasiswa?filter=${encodeURIComponent(JSON.stringify({ foto_terverifikasi: false, pt_id: w.ptId }))}`,
      t.admin.token,
    );
    expect(waiting.status).toBe(200);
    expect((waiting.body.data as { id: number }[]).map((r) => r.id)).toContain(D.mahasiswaId);

    // An operator looks at it and ticks it: now it can be used.
    const ticked = await call('PUT', record, t.admin.token, { foto_terverifikasi: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.foto_terverifikasi).toBe(true);
    expect(await profilePhoto()).toBe('verified');
    const verified = await call(
      'GET',
      `/api/mahasiswa/mahasiswa?filter=${encodeURIComponent(JSON.stringify({ foto_terverifikasi: true, acara_id: w.acaraB }))}`,
      t.admin.token,
    );
    expect((verified.body.data as { id: number }[]).map((r) => r.id)).toEqual([D.mahasiswaId]);
    const ok = await call('POST', '/api/faces/me/enrol-profile', D.token, {});
    expect(ok.status).toBe(200);
    expect(ok.body.data.enrolled.source).toBe('profile');

    // A new photo of the student's own is not verified any more.
    await setOwnPhoto();
    expect(await profilePhoto()).toBe('unverified');
  }, 60_000);

  it('never answers a fingerprint', () => {
    for (const body of bodies) expect(body).not.toMatch(/embedding|descriptor/);
  });
});
