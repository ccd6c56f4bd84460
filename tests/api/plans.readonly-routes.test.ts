/**
 * An ended subscription beyond the generic write path (docs/tenancy.md, "Expiry and grace"): photo
 * tags, face search administration and every other write route answer a university's staff past
 * the grace period with the generic path's 403 `plans.readOnly`, in their language; the company's
 * staff still write, a student of that university still keeps their own profile up to date, and
 * an operator of two universities is refused only on the ended one's records. The route probe
 * collects every registered write route (as tests/api/fuzz.test.ts does), so a new one is covered.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { addDays } from '../../domain/plans';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, upload } from './files-fixtures';
import { insertRow } from './tenancy-fixtures';

// Every Fastify instance the app builds reports its routes here (tests/api/route-log.ts).
const { seen } = vi.hoisted(() => ({ seen: [] as { method: string; url: string }[] }));
vi.mock('fastify', async (importOriginal) =>
  (await import('./route-log')).withRouteLog(importOriginal as () => Promise<typeof import('fastify')>, seen),
);

type K = 'ended' | 'live';
let t: TestApp;
const ids = {} as Record<
  K,
  { pt: number; acara: number; group: number; mhs: number; photo: number; nim: string }
>;
let ended: { authorization: string };
let both: { authorization: string };
let student: { authorization: string };
const today = () => new Date().toISOString().slice(0, 10);
const END = addDays(today(), -30);

const insert = (table: string, values: Record<string, unknown>) => insertRow(t, table, values);

async function staffOf(...ptIds: number[]): Promise<{ authorization: string }> {
  const user = await t.createUser({ role: 'Administrator' });
  for (const pt_id of ptIds)
    await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${user.id}, ${pt_id})`.execute(t.db);
  return t.auth(await t.loginAs(user.email, user.password));
}

const call = (
  who: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'id',
) => t.app.inject({ method, url, payload, headers: { ...who, 'accept-language': lang } });

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['ended', 'live'] as const) {
    const pt = await insert('perguruan_tinggi', {
      kode_pt: k === 'ended' ? '079001' : '079002',
      nama: k === 'ended' ? 'Universitas Usai' : 'Universitas Hidup',
      langganan_mulai: addDays(today(), -400),
      langganan_selesai: k === 'ended' ? END : addDays(today(), 300),
    });
    const acara = await insert('acara', {
      pt_id: pt,
      nama: `Wisuda ${k}`,
      tanggal: '2026-01-10',
      status: 'selesai',
    });
    const group = await insert('file_group', {
      acara_id: acara,
      nama: `Galeri ${k}`,
      tipe: 'prosesi',
      is_published: true,
      allow_download: true,
    });
    const nim = k === 'ended' ? '2026790001' : '2026790002';
    const mhs = await insert('mahasiswa', {
      pt_id: pt,
      nim,
      nama: `Mahasiswa ${k}`,
      acara_id: acara,
      status: 'aktif',
    });
    // Stored by the company's staff, who may write whatever the subscription.
    const up = await upload(t, group, await makeImage('jpeg', { width: 320, height: 240 }), `${k}.jpg`);
    expect(up.status).toBe(201);
    const photo = up.body.data!.id;
    await sql`INSERT INTO face_match (mahasiswa_id, file_id, distance, status) VALUES (${mhs}, ${photo}, 0.3, 'confirmed')`.execute(
      t.db,
    );
    await sql`INSERT INTO face_selfie (mahasiswa_id, status, image, embedding, face_pixels, score, created_at)
      VALUES (${mhs}, 'waiting', ${await makeImage('jpeg', { width: 64, height: 64 })}, ${Buffer.alloc(512)}, 4096, 0.9, now())`.execute(
      t.db,
    );
    ids[k] = { pt, acara, group, mhs, photo, nim };
  }
  ended = await staffOf(ids.ended.pt);
  both = await staffOf(ids.ended.pt, ids.live.pt);
  const s = await t.createMahasiswaUser({ pt_id: ids.ended.pt, acara_id: ids.ended.acara });
  student = t.auth(s.token!);
});
afterAll(async () => {
  await t?.close();
});

/** The generic path's answer to this staff member in `lang`: what every other write must say too. */
async function genericRefusal(who: { authorization: string }, lang: string) {
  const res = await call(who, 'PUT', `/api/data-induk/pt/pt/${ids.ended.pt}`, { kota: 'Bandung' }, lang);
  expect(res.statusCode).toBe(403);
  return res.json() as { code: string; message: string };
}

const tagCount = async (photo: number) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM file_mahasiswa WHERE file_id = ${photo}`.execute(t.db)
    ).rows[0].n,
  );

describe('photo tags and face search administration of an ended university', () => {
  it('answer its staff with the generic path’s 403, in their language, and write nothing', async () => {
    for (const lang of ['id', 'en']) {
      const generic = await genericRefusal(ended, lang);
      expect(generic.code).toBe('plans.readOnly');
      expect(generic.message).toContain(END);
      const { photo, mhs, group, nim } = ids.ended;
      const writes = [
        call(ended, 'PUT', `/api/file/file/${photo}/mahasiswa`, { mahasiswa_ids: [mhs] }, lang),
        call(ended, 'POST', '/api/file/file/tag', { file_ids: [photo], mahasiswa_ids: [mhs] }, lang),
        call(ended, 'POST', '/api/file/file/tag-by-nim', { file_ids: [photo], nims: nim }, lang),
        call(ended, 'POST', `/api/faces/admin/groups/${group}/tag-confirmed`, {}, lang),
        call(ended, 'POST', `/api/faces/admin/selfies/${mhs}/approve`, {}, lang),
        call(ended, 'POST', `/api/faces/admin/selfies/${mhs}/refuse`, {}, lang),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ code: generic.code, message: generic.message });
      }
    }
    expect(await tagCount(ids.ended.photo)).toBe(0);
    const { rows } = await sql<{
      status: string;
    }>`SELECT status FROM face_selfie WHERE mahasiswa_id = ${ids.ended.mhs}`.execute(t.db);
    expect(rows[0].status).toBe('waiting');
  });

  it('an operator of an ended and a live university is refused on the ended one’s records only', async () => {
    const generic = await genericRefusal(both, 'en');
    const tag = (k: K) =>
      call(
        both,
        'POST',
        '/api/file/file/tag',
        { file_ids: [ids[k].photo], mahasiswa_ids: [ids[k].mhs] },
        'en',
      );
    const put = (k: K) =>
      call(both, 'PUT', `/api/file/file/${ids[k].photo}/mahasiswa`, { mahasiswa_ids: [ids[k].mhs] }, 'en');
    const byNim = (k: K) =>
      call(both, 'POST', '/api/file/file/tag-by-nim', { file_ids: [ids[k].photo], nims: ids[k].nim }, 'en');
    const confirmed = (k: K) =>
      call(both, 'POST', `/api/faces/admin/groups/${ids[k].group}/tag-confirmed`, {}, 'en');
    const refuse = (k: K) => call(both, 'POST', `/api/faces/admin/selfies/${ids[k].mhs}/refuse`, {}, 'en');
    for (const write of [tag, put, byNim, confirmed, refuse]) {
      const res = await write('ended');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject(generic);
    }
    expect(await tagCount(ids.ended.photo)).toBe(0);
    // A bulk tag reaching both universities is refused as a whole.
    const mixed = await call(
      both,
      'POST',
      '/api/file/file/tag',
      { file_ids: [ids.ended.photo, ids.live.photo], mahasiswa_ids: [ids.ended.mhs, ids.live.mhs] },
      'en',
    );
    expect(mixed.statusCode).toBe(403);
    expect(await tagCount(ids.live.photo)).toBe(0);
    for (const write of [tag, put, byNim, confirmed, refuse])
      expect((await write('live')).statusCode).toBe(200);
    expect(await tagCount(ids.live.photo)).toBe(1);
  });

  it('the company’s staff still tag and decide there', async () => {
    const admin = t.auth(t.admin.token);
    const { photo, mhs, group } = ids.ended;
    expect(
      (await call(admin, 'PUT', `/api/file/file/${photo}/mahasiswa`, { mahasiswa_ids: [mhs] })).statusCode,
    ).toBe(200);
    expect((await call(admin, 'POST', `/api/faces/admin/groups/${group}/tag-confirmed`, {})).statusCode).toBe(
      200,
    );
    expect(await tagCount(photo)).toBe(1);
  });

  it('its student still changes their own profile and sees their photos', async () => {
    const res = await call(student, 'PUT', '/api/profile', { no_hp: '081234567890', ukuran_toga: 'L' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mahasiswa).toMatchObject({ no_hp: '081234567890', ukuran_toga: 'L' });
    expect((await call(student, 'GET', '/api/mahasiswa/galeri')).statusCode).toBe(200);
  });
});

describe('every write route', () => {
  it('answers the staff of an ended university 403 before it runs, their own account excepted', async () => {
    const generic = await genericRefusal(ended, 'en');
    const own = [/^\/api\/auth\//, /^\/api\/profile(\/|$)/];
    const writes = [
      ...new Map(
        seen
          .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'))
          .filter((r) => !own.some((re) => re.test(r.url)))
          .map((r) => [`${r.method} ${r.url}`, r]),
      ).values(),
    ];
    expect(writes.length).toBeGreaterThan(20);
    const answers = new Map<string, number>();
    for (const r of writes) {
      const url = r.url.replace(/:[A-Za-z_]+/g, String(ids.ended.mhs)).replace(/\*$/, 'x');
      const res = await call(ended, r.method as 'POST', url, undefined, 'en');
      answers.set(`${r.method} ${r.url}`, res.statusCode);
      if (res.statusCode === 403) expect(res.json()).toMatchObject(generic);
    }
    expect([...answers].filter(([, status]) => status !== 403)).toEqual([]);
    console.info(`read-only probe: ${writes.length} write routes, each 403 plans.readOnly`);
    // Their own account is theirs: signing out still works.
    expect((await call(ended, 'POST', '/api/auth/logout', {})).statusCode).toBeLessThan(300);
  });
});
