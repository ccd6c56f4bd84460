/**
 * Universities in their own space beyond the generic routes: the gallery, face search and the
 * dashboard answer the operator of PT A (an Administrator bound to A) as if PT B's records did not
 * exist. Then a probe over every registered route with an id in its path (collected as
 * tests/api/fuzz.test.ts collects them): called as that operator with the id of PT B's record of the
 * matching resource, none may answer 2xx or show one of PT B's names.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../domain/resources';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, upload } from './files-fixtures';
import { makeUniversity, operatorOf, type University } from './tenancy-fixtures';

// Every Fastify instance the app builds reports its routes here (as in tests/api/fuzz.test.ts).
const { seen } = vi.hoisted(() => ({ seen: [] as { method: string; url: string }[] }));
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const original = mod.default as unknown as (options?: unknown) => FastifyInstance;
  const wrapped = (options?: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) seen.push({ method, url: route.url });
    });
    return app;
  };
  Object.assign(wrapped, original);
  return { ...mod, default: wrapped };
});

type K = 'A' | 'B';
let t: TestApp;
let opA: string;
const ids = {} as Record<K, University & { photo: number; op: number }>;
/** Names only PT B's records carry: none may reach the operator of PT A. */
const B_NAMES = [
  'Universitas Beta',
  'Fakultas Beta',
  'Prodi Beta',
  'Wisuda Beta',
  'Galeri Beta',
  'Mahasiswa Beta',
  'beta-foto',
];
const NAME = { A: 'Alfa', B: 'Beta' } as const;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.auth(opA) });

const leaks = (body: string) => B_NAMES.filter((n) => body.includes(n));

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['A', 'B'] as const) {
    const n = NAME[k];
    const { pt, fak, prodi, acara, group, mhs } = await makeUniversity(t, {
      name: n,
      kode_pt: k === 'A' ? '078001' : '078002',
      nim: k === 'A' ? '2026780001' : '2026780002',
      tanggal: '2099-12-01',
      group: { is_published: true, allow_download: true },
      inAcara: true,
    });
    const up = await upload(
      t,
      group,
      await makeImage('jpeg', { width: 320, height: 240 }),
      `${n.toLowerCase()}-foto.jpg`,
    );
    expect(up.status).toBe(201);
    const photo = up.body.data!.id;
    await t.db.insertInto('file_mahasiswa').values({ file_id: photo, mahasiswa_id: mhs }).execute();
    await sql`INSERT INTO face_match (mahasiswa_id, file_id, distance, status) VALUES (${mhs}, ${photo}, 0.3, 'confirmed')`.execute(
      t.db,
    );
    await sql`INSERT INTO face_selfie (mahasiswa_id, status, image, embedding, face_pixels, score, created_at)
      VALUES (${mhs}, 'waiting', ${await makeImage('jpeg', { width: 64, height: 64 })}, ${Buffer.alloc(512)}, 4096, 0.9, now())`.execute(
      t.db,
    );
    const op = await operatorOf(t, pt);
    if (k === 'A') opA = op.token!;
    ids[k] = { pt, fak, prodi, acara, group, mhs, photo, op: op.id };
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the gallery answers the operator of PT A as if PT B did not exist', () => {
  it('lists, reads and serves only PT A photos', async () => {
    const list = await call('GET', '/api/file/file?range=[0,99]');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { id: number }[] }).data.map((p) => p.id)).toEqual([ids.A.photo]);
    expect(leaks(list.body)).toEqual([]);
    const byGroup = await call(
      'GET',
      `/api/file/file?filter=${encodeURIComponent(JSON.stringify({ file_group_id: ids.B.group }))}`,
    );
    expect((byGroup.json() as { data: unknown[] }).data).toEqual([]);
    expect(byGroup.headers['content-range']).toMatch(/\/0$/);
    for (const url of [
      `/api/file/file/${ids.B.photo}`,
      ...['thumb', 'preview', 'original'].map((v) => `/api/file/file/${ids.B.photo}/${v}`),
    ])
      expect((await call('GET', url)).statusCode, url).toBe(404);
    expect((await call('GET', `/api/file/file/${ids.A.photo}`)).statusCode).toBe(200);
  });

  it('signed URLs a PT A operator holds reach PT A photos only, by the scope of now', async () => {
    const own = (await call('GET', `/api/file/file/${ids.A.photo}`)).json() as {
      data: { thumb_url: string };
    };
    const res = await t.app.inject({ method: 'GET', url: own.data.thumb_url });
    expect(res.statusCode).toBe(200);
  });

  it('does not delete, tag or upload into PT B', async () => {
    expect((await call('DELETE', `/api/file/file/${ids.B.photo}`)).statusCode).toBe(404);
    const bulk = await call(
      'DELETE',
      `/api/file/file?filter=${encodeURIComponent(JSON.stringify({ id: [ids.B.photo] }))}`,
    );
    expect(bulk.json()).toEqual({ data: [] });
    expect(
      (await call('PUT', `/api/file/file/${ids.B.photo}/mahasiswa`, { mahasiswa_ids: [ids.A.mhs] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/file/file/${ids.A.photo}/mahasiswa`, { mahasiswa_ids: [ids.B.mhs] }))
        .statusCode,
    ).toBe(422);
    const tag = async (file: number, mhs: number, remove = false) =>
      (
        await call('POST', '/api/file/file/tag', { file_ids: [file], mahasiswa_ids: [mhs], remove })
      ).json() as { data: { changed: number } };
    expect((await tag(ids.A.photo, ids.B.mhs)).data.changed).toBe(0);
    expect((await tag(ids.B.photo, ids.B.mhs, true)).data.changed).toBe(0);
    const nim = await call('POST', '/api/file/file/tag-by-nim', {
      file_ids: [ids.B.photo],
      nims: '2026780002',
    });
    expect((nim.json() as { data: { tagged: number } }).data.tagged).toBe(0);
    expect(leaks(nim.body)).toEqual([]);
    const up = await upload(
      t,
      ids.B.group,
      await makeImage('jpeg', { width: 320, height: 240 }),
      'x.jpg',
      opA,
    );
    expect(up.status).toBe(422);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM file WHERE file_group_id = ${ids.B.group}`.execute(t.db);
    expect(rows[0].n).toBe(1);
    const { rows: tags } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM file_mahasiswa WHERE mahasiswa_id = ${ids.B.mhs}`.execute(t.db);
    expect(tags[0].n).toBe(1);
  });
});

describe('the audit log is PT A only', () => {
  it('lists no entry about a PT B record and names none of PT B', async () => {
    const res = await call('GET', '/api/audit-log?range=[0,99]');
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { data: { resource: string; record_id: string }[] }).data;
    expect(rows.filter((e) => e.resource === 'file').map((e) => e.record_id)).toEqual([String(ids.A.photo)]);
    expect(leaks(res.body)).toEqual([]);
  });
});

describe('face search administration and the dashboard are PT A only', () => {
  it('lists PT A selfies, groups and universities; PT B items answer 404', async () => {
    const selfies = await call('GET', '/api/faces/admin/selfies');
    expect((selfies.json() as { data: { mahasiswa_id: number }[] }).data.map((s) => s.mahasiswa_id)).toEqual([
      ids.A.mhs,
    ]);
    const groups = await call('GET', '/api/faces/admin/groups');
    expect((groups.json() as { data: { file_group_id: number }[] }).data.map((g) => g.file_group_id)).toEqual(
      [ids.A.group],
    );
    const status = await call('GET', '/api/faces/admin/status');
    expect(
      (status.json() as { data: { perguruan_tinggi: { id: number }[] } }).data.perguruan_tinggi.map(
        (p) => p.id,
      ),
    ).toEqual([ids.A.pt]);
    for (const body of [selfies.body, groups.body, status.body]) expect(leaks(body)).toEqual([]);
    expect((await call('GET', `/api/faces/admin/selfies/${ids.B.mhs}/image`)).statusCode).toBe(404);
    expect((await call('POST', `/api/faces/admin/selfies/${ids.B.mhs}/approve`)).statusCode).toBe(404);
    expect((await call('POST', `/api/faces/admin/selfies/${ids.B.mhs}/refuse`)).statusCode).toBe(404);
    expect((await call('POST', `/api/faces/admin/groups/${ids.B.group}/tag-confirmed`)).statusCode).toBe(404);
    const { rows } = await sql<{
      status: string;
    }>`SELECT status FROM face_selfie WHERE mahasiswa_id = ${ids.B.mhs}`.execute(t.db);
    expect(rows[0].status).toBe('waiting');
  });

  it('counts PT A records only on the dashboard', async () => {
    const res = await call('GET', '/api/dashboard/admin');
    expect(res.statusCode).toBe(200);
    const d = (
      res.json() as {
        data: { counts: Record<string, number>; per_pt: { id: number }[]; per_acara: { id: number }[] };
      }
    ).data;
    expect(d.counts).toEqual({ perguruan_tinggi: 1, mahasiswa: 1, acara: 1, foto: 1, grup: 1 });
    expect(d.per_pt.map((p) => p.id)).toEqual([ids.A.pt]);
    expect(d.per_acara.map((a) => a.id)).toEqual([ids.A.acara]);
    expect(leaks(res.body)).toEqual([]);
    const company = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/admin', headers: t.auth(t.admin.token) })
    ).json() as {
      data: { counts: Record<string, number> };
    };
    expect(company.data.counts.perguruan_tinggi).toBeGreaterThanOrEqual(2);
  });
});

describe('?pt= on the dashboard and the gallery: narrows the company admin, never widens an operator', () => {
  type Dashboard = { data: { counts: Record<string, number>; per_pt: { id: number }[] } };
  const asCompany = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(t.admin.token) });
  const photoIds = (body: string) => (JSON.parse(body) as { data: { id: number }[] }).data.map((p) => p.id);

  it('counts one university on the dashboard', async () => {
    const res = await asCompany(`/api/dashboard/admin?pt=${ids.B.pt}`);
    expect(res.statusCode).toBe(200);
    const d = (res.json() as Dashboard).data;
    expect(d.counts).toEqual({ perguruan_tinggi: 1, mahasiswa: 1, acara: 1, foto: 1, grup: 1 });
    expect(d.per_pt.map((p) => p.id)).toEqual([ids.B.pt]);
    expect((await asCompany('/api/dashboard/admin?pt=abc')).statusCode).toBe(400);
  });

  it('does not widen the operator of PT A on the dashboard', async () => {
    const other = (await call('GET', `/api/dashboard/admin?pt=${ids.B.pt}`)).json() as Dashboard;
    expect(other.data.counts).toEqual({ perguruan_tinggi: 0, mahasiswa: 0, acara: 0, foto: 0, grup: 0 });
    const own = (await call('GET', `/api/dashboard/admin?pt=${ids.A.pt}`)).json() as Dashboard;
    expect(own.data.per_pt.map((p) => p.id)).toEqual([ids.A.pt]);
  });

  it('lists one university’s photos, with their total', async () => {
    const res = await asCompany(`/api/file/file?range=[0,99]&pt=${ids.B.pt}`);
    expect(res.statusCode).toBe(200);
    expect(photoIds(res.body)).toEqual([ids.B.photo]);
    expect(res.headers['content-range']).toMatch(/\/1$/);
    const all = await asCompany('/api/file/file?range=[0,99]');
    expect(photoIds(all.body)).toEqual(expect.arrayContaining([ids.A.photo, ids.B.photo]));
  });

  it('does not widen the operator of PT A in the gallery', async () => {
    const other = await call('GET', `/api/file/file?range=[0,99]&pt=${ids.B.pt}`);
    expect(photoIds(other.body)).toEqual([]);
    expect(other.headers['content-range']).toMatch(/\/0$/);
    expect(leaks(other.body)).toEqual([]);
    const own = await call('GET', `/api/file/file?range=[0,99]&pt=${ids.A.pt}`);
    expect(photoIds(own.body)).toEqual([ids.A.photo]);
  });
});

describe('every route with an id in its path, given a PT B id', () => {
  it('answers the operator of PT A no 2xx and none of PT B names', async () => {
    // The resource of each generic path, and what PT B's record of it is.
    const byResource: Record<string, number> = {
      perguruanTinggi: ids.B.pt,
      fakultas: ids.B.fak,
      programStudi: ids.B.prodi,
      acara: ids.B.acara,
      fileGroup: ids.B.group,
      mahasiswa: ids.B.mhs,
      user: ids.B.op,
    };
    // The audit log's entry about PT B's photo (its upload's), which names it.
    const { rows: logged } = await sql<{
      id: number;
    }>`SELECT id FROM audit_log WHERE resource = 'file' AND record_id = ${String(ids.B.photo)}`.execute(t.db);
    expect(logged.length).toBe(1);
    const prefixes: [string, number][] = [
      ['/api/audit-log/', Number(logged[0].id)],
      ['/api/file/file/', ids.B.photo],
      ['/api/mahasiswa/galeri/', ids.B.photo],
      ['/api/faces/me/suggestions/', ids.B.photo],
      ['/api/faces/admin/selfies/', ids.B.mhs],
      ['/api/faces/admin/groups/', ids.B.group],
      ...RESOURCES.filter((r) => byResource[r.name] !== undefined).map((r): [string, number] => [
        `/api${r.apiPath}/`,
        byResource[r.name],
      ]),
    ];
    const withId = [
      ...new Map(seen.filter((r) => /:id\b/.test(r.url)).map((r) => [`${r.method} ${r.url}`, r])).values(),
    ].filter((r) => r.method !== 'HEAD');
    const probes: { method: string; url: string }[] = [];
    const skipped: string[] = [];
    for (const r of withId) {
      const hit = prefixes.find(([p]) => r.url.startsWith(p));
      if (!hit) {
        skipped.push(`${r.method} ${r.url}`);
        continue;
      }
      probes.push({
        method: r.method,
        url: r.url
          .replace(':id', String(hit[1]))
          .replace(':variant', 'original')
          .replace(/:[a-z_]+/g, 'x'),
      });
    }
    const bad: string[] = [];
    for (const p of probes) {
      const res = await t.app.inject({
        method: p.method as 'GET',
        url: p.url,
        headers: t.auth(opA),
        ...(p.method === 'GET' || p.method === 'DELETE' ? {} : { payload: {} }),
      });
      const leaked = leaks(res.body);
      if ((res.statusCode >= 200 && res.statusCode < 300) || leaked.length)
        bad.push(`${p.method} ${p.url}: ${res.statusCode} ${leaked.join(', ')}`);
    }
    console.log(
      `scope probe: ${probes.length} routes probed with PT B ids; skipped (no PT B record maps): ${skipped.join('; ') || 'none'}`,
    );
    expect(bad).toEqual([]);
    expect(probes.length).toBeGreaterThan(20);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM mahasiswa WHERE id = ${ids.B.mhs}`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });
});
