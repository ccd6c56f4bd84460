/**
 * Whose face a selfie may enrol (docs/faces.md "Enrolment", docs/security.md "Enrolment rule"): a
 * selfie is kept only when it matches the profile photo the university verified; without one it
 * waits for staff to compare it with the record, and only their approval makes its fingerprint
 * count. And the suggestion count of "find my photos" counts only what the student may see. Real
 * photos of the labelled set through the real engine; PGlite, and PostgreSQL with DATABASE_URL.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_CONSENT_VERSION, FACE_MATCH_THRESHOLD } from '../../domain/faces';
import { SAME_PERSON, samplePhoto, selfieOf } from '../fixtures/faces';
import { cropOf, labelled, setOwnPhoto, setVerifiedPhoto } from './faces-fixtures';
import { createWorld, multipart, upload, type GalleryWorld } from './files-fixtures';
import { createTestApp, type TestApp } from './helpers';

type Student = Awaited<ReturnType<TestApp['createMahasiswaUser']>>;

let t: TestApp;
let w: GalleryWorld;
let V: Student; // the man of the labelled set ("vm"): staff set his portrait as his profile photo
let W: Student; // no profile photo at all
let U: Student; // a profile photo of their own choosing, not verified
/** Every body answered in this file: none may hold a fingerprint. */
const bodies: string[] = [];

/** A classmate: another person of the group photo that shows the man. */
const classmate = () => selfieOf(labelled('s8.2'));

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? t.auth(token) : {},
    payload: payload ?? (method === 'POST' ? {} : undefined),
  });
  bodies.push(res.body);
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : undefined, headers: res.headers };
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

const printOf = async (s: Student) =>
  (
    await sql<{
      source: string;
    }>`SELECT source FROM face_print WHERE mahasiswa_id = ${s.mahasiswaId}`.execute(t.db)
  ).rows;

const selfieRow = async (s: Student) =>
  (
    await sql<{ status: string; has_image: boolean; has_print: boolean }>`
      SELECT status, image IS NOT NULL AS has_image, embedding IS NOT NULL AS has_print
      FROM face_selfie WHERE mahasiswa_id = ${s.mahasiswaId}`.execute(t.db)
  ).rows;

async function audit(action: string, s: Student) {
  const { rows } = await sql<{ user_id: number | null; after: Record<string, unknown> | null }>`
    SELECT user_id, after FROM audit_log WHERE action = ${action} AND record_id = ${String(s.mahasiswaId)}
    ORDER BY id`.execute(t.db);
  return rows;
}

async function waitFor<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  t = await createTestApp({
    config: { faces: { workers: 1 }, jobs: { pollingIntervalSeconds: 0.5 } },
  });
  w = await createWorld(t);
  await sql`UPDATE perguruan_tinggi SET face_search = true WHERE id = ${w.ptId}`.execute(t.db);
  V = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  W = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  U = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  for (const s of [V, W, U])
    expect(
      (await call('POST', '/api/faces/me/consent', s.token, { version: FACE_CONSENT_VERSION })).status,
    ).toBe(200);
  await setVerifiedPhoto(t, V.mahasiswaId, samplePhoto(SAME_PERSON.portrait));
  // U sets the classmate's face as their own profile photo: not verified, so it vouches for nothing.
  await setOwnPhoto(t, U.token!, await classmate());
}, 120_000);
afterAll(async () => t?.close());

describe('a selfie enrols only the face of the verified profile photo', () => {
  it('refuses a selfie of another person, beside the file field, and audits the distance', async () => {
    const res = await enrolSelfie(V, await classmate());
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('faces.selfieMismatch');
    expect(res.body.errors.file).toEqual([
      'This photo does not show the same person as your verified profile photo; take a selfie of yourself, alone and facing the camera.',
    ]);
    expect(await printOf(V)).toEqual([]);
    expect(await selfieRow(V)).toEqual([]);
    const refused = await audit('face.enrol-refused', V);
    expect(refused).toHaveLength(1);
    expect(Number(refused[0].user_id)).toBe(V.id);
    expect(refused[0].after).toMatchObject({ source: 'selfie', reason: 'mismatch' });
    expect(Number(refused[0].after?.distance)).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
  }, 120_000);

  it('accepts a selfie of the same person taken on another occasion', async () => {
    // The man cut out of a group photo of another day: not the portrait staff set.
    const res = await enrolSelfie(V, await cropOf(labelled('s8.3')));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.enrolled.source).toBe('selfie');
    expect(res.body.data.selfie_review).toBeNull();
    expect(await printOf(V)).toEqual([{ source: 'selfie' }]);
    const enrolled = await audit('face.enrol', V);
    expect(enrolled).toHaveLength(1);
    expect(Number(enrolled[0].after?.distance)).toBeLessThan(FACE_MATCH_THRESHOLD);
  }, 120_000);

  it('keeps no fingerprint of a selfie without a verified profile photo: it waits for staff', async () => {
    for (const s of [W, U]) {
      const res = await enrolSelfie(s, await classmate());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.enrolled).toBeNull();
      expect(res.body.data.selfie_review).toMatchObject({ status: 'waiting', decided_at: null });
      expect(await printOf(s)).toEqual([]);
      expect(await selfieRow(s)).toEqual([{ status: 'waiting', has_image: true, has_print: true }]);
      expect(await audit('face.enrol-waiting', s)).toHaveLength(1);
    }
    // Nothing of the acara is scanned for them: the scan reads face_print only.
    const me = await call('GET', '/api/faces/me', U.token);
    expect(me.body.data).toMatchObject({ profile_photo: 'unverified', enrolled: null });
  }, 120_000);

  it('shows waiting selfies to staff only, beside the record', async () => {
    expect((await call('GET', '/api/faces/admin/selfies', W.token)).status).toBe(403);
    expect((await call('GET', '/api/faces/admin/selfies')).status).toBe(401);
    const list = await call('GET', '/api/faces/admin/selfies', t.admin.token);
    expect(list.status).toBe(200);
    const rows = list.body.data as {
      mahasiswa_id: number;
      nim: string;
      image_url: string;
      foto: string | null;
    }[];
    expect(rows.map((r) => r.mahasiswa_id)).toEqual([W.mahasiswaId, U.mahasiswaId]);
    expect(rows[0]).toMatchObject({ nim: W.nim, foto: null, foto_terverifikasi: false });
    expect(rows[1]).toMatchObject({ nim: U.nim, foto_terverifikasi: false });

    // The image: through the signed URL, or the bearer of someone who may review; nobody else.
    const signed = await call('GET', rows[0].image_url);
    expect(signed.status).toBe(200);
    expect(signed.headers['content-type']).toBe('image/jpeg');
    expect(signed.headers['cache-control']).toBe('private, no-store');
    const path = rows[0].image_url.split('?')[0];
    expect((await call('GET', path, t.admin.token)).status).toBe(200);
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, W.token)).status).toBe(403);
    expect((await call('GET', rows[0].image_url.replace(/sig=[^&]+/, 'sig=x'))).status).toBe(404);
    // Someone else's selfie under the same signature: not found.
    expect(
      (await call('GET', rows[0].image_url.replace(`/${W.mahasiswaId}/`, `/${U.mahasiswaId}/`))).status,
    ).toBe(404);

    expect((await call('POST', `/api/faces/admin/selfies/${W.mahasiswaId}/approve`, W.token)).status).toBe(
      403,
    );
    expect((await call('POST', `/api/faces/admin/selfies/${U.mahasiswaId}/refuse`, U.token)).status).toBe(
      403,
    );
  });

  it('an approved selfie becomes the fingerprint; its image is deleted', async () => {
    const list = await call('GET', '/api/faces/admin/selfies', t.admin.token);
    const imageUrl = (list.body.data as { image_url: string }[])[0].image_url;
    const res = await call('POST', `/api/faces/admin/selfies/${W.mahasiswaId}/approve`, t.admin.token);
    expect(res.status).toBe(200);
    expect(await printOf(W)).toEqual([{ source: 'selfie' }]);
    expect(await selfieRow(W)).toEqual([]);
    const me = await call('GET', '/api/faces/me', W.token);
    expect(me.body.data.enrolled.source).toBe('selfie');
    expect(me.body.data.selfie_review).toBeNull();
    const approved = await audit('face.selfie-approved', W);
    expect(approved).toHaveLength(1);
    const { rows: admin } = await sql<{ id: number }>`
      SELECT id FROM users WHERE email = ${t.admin.email}`.execute(t.db);
    expect(Number(approved[0].user_id)).toBe(Number(admin[0].id));
    expect((await call('GET', imageUrl)).status).toBe(404);
    expect(
      (await call('POST', `/api/faces/admin/selfies/${W.mahasiswaId}/approve`, t.admin.token)).status,
    ).toBe(404);
  });

  it('a refused selfie leaves nothing but the refusal, which the student sees', async () => {
    const res = await call('POST', `/api/faces/admin/selfies/${U.mahasiswaId}/refuse`, t.admin.token);
    expect(res.status).toBe(200);
    expect(await printOf(U)).toEqual([]);
    expect(await selfieRow(U)).toEqual([{ status: 'refused', has_image: false, has_print: false }]);
    const me = await call('GET', '/api/faces/me', U.token);
    expect(me.body.data.enrolled).toBeNull();
    expect(me.body.data.selfie_review).toMatchObject({ status: 'refused' });
    expect(me.body.data.selfie_review.decided_at).not.toBeNull();
    expect(await audit('face.selfie-refused', U)).toHaveLength(1);
    expect((await call('GET', '/api/faces/admin/selfies', t.admin.token)).body.data).toEqual([]);
    // Withdrawing deletes what is left.
    expect((await call('DELETE', '/api/faces/me/consent', U.token)).status).toBe(200);
    expect(await selfieRow(U)).toEqual([]);
  });
});

describe('the suggestion count', () => {
  it('counts exactly the suggestions the list shows, none of an unpublished group', async () => {
    // The same photo of the man in a draft group and, re-encoded, in a published one: both match him.
    const inDraft = (await upload(t, w.draft, samplePhoto(8), 'draft.jpg')).body.data!.id;
    const again = await sharp(samplePhoto(8)).resize({ width: 1500 }).jpeg({ quality: 88 }).toBuffer();
    const published = (await upload(t, w.published, again, 'published.jpg')).body.data!.id;
    await waitFor(
      async () =>
        (
          await sql<{ file_id: number }>`
            SELECT file_id FROM face_match WHERE mahasiswa_id = ${V.mahasiswaId}`.execute(t.db)
        ).rows.length,
      (n) => n === 2,
    );
    const { rows } = await sql<{ file_id: number }>`
      SELECT file_id FROM face_match WHERE mahasiswa_id = ${V.mahasiswaId} AND status = 'suggested'
      ORDER BY file_id`.execute(t.db);
    expect(rows.map((r) => Number(r.file_id))).toEqual([inDraft, published]);

    const list = await call('GET', '/api/faces/me/suggestions', V.token);
    expect((list.body.data as { id: number }[]).map((p) => p.id)).toEqual([published]);
    const me = await call('GET', '/api/faces/me', V.token);
    expect(me.body.data.suggestions).toBe(1);

    // Published later, it is counted and listed alike.
    await sql`UPDATE file_group SET is_published = true WHERE id = ${w.draft}`.execute(t.db);
    const listed = await call('GET', '/api/faces/me/suggestions', V.token);
    expect((listed.body.data as unknown[]).length).toBe(2);
    expect((await call('GET', '/api/faces/me', V.token)).body.data.suggestions).toBe(2);
  }, 180_000);

  it('never answers a fingerprint', () => {
    for (const body of bodies) expect(body).not.toMatch(/embedding|descriptor/);
  });
});
