/**
 * Universities in their own space: the access matrix of every tenant-scoped resource (built in, and
 * an integrator's `sponsor`, scoped through its `acara_id` without a line of configuration) × every
 * generic operation × {the company's administrator, the operator of PT A, the operator of PT B}:
 * every cross-university read or write answers 404 (or 422 for a reference), every own one works;
 * global resources are read-only to a university's staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { tenantPath } from '../../domain/tenancy';
import * as sponsorMigration from '../fixtures/integrator/sponsor-migration';
import { sponsor } from '../fixtures/integrator/sponsor';
import { createTestApp, type TestApp } from './helpers';
import { insertRow, makeUniversity, operatorOf } from './tenancy-fixtures';

(RESOURCES as ResourceDef[]).push(sponsor);

let t: TestApp;
type Who = 'company' | 'opA' | 'opB';
const tokens = {} as Record<Who, string>;
const pts = {} as Record<'A' | 'B', number>;
/** One record per resource and university, made by the company's administrator. */
const records = {} as Record<string, Record<'A' | 'B', number>>;
const counts = { allowed: 0, refused: 0 };

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: t.auth(tokens[who]) });

const insert = (table: string, values: Record<string, unknown>) => insertRow(t, table, values);
const operator = async (pt: number) => (await operatorOf(t, pt)).token!;

/** A field each resource's update may change harmlessly, and a valid new record per university. */
const CASES: Record<
  string,
  { path: string; edit: Record<string, unknown>; create: (k: 'A' | 'B') => object }
> = {
  fakultas: {
    path: '/data-induk/pt/fakultas',
    edit: { nama: 'Fakultas Diubah' },
    create: (k) => ({ pt_id: pts[k], nama: `Fakultas Baru ${k}` }),
  },
  programStudi: {
    path: '/data-induk/pt/ps',
    edit: { gelar: 'S.T.' },
    create: (k) => ({
      pt_id: pts[k],
      fakultas_id: records.fakultas[k],
      nama: `Prodi Baru ${k}`,
      jenjang: 'S1',
    }),
  },
  mahasiswa: {
    path: '/mahasiswa/mahasiswa',
    edit: { nama: 'Nama Diubah' },
    create: (k) => ({ pt_id: pts[k], nim: k === 'A' ? '2026990001' : '2026990002', nama: `Baru ${k}` }),
  },
  acara: {
    path: '/acara/acara',
    edit: { lokasi: 'Aula Baru' },
    create: (k) => ({ pt_id: pts[k], nama: `Acara Baru ${k}`, tanggal: '2026-12-20' }),
  },
  fileGroup: {
    path: '/file/file-group',
    edit: { nama: 'Galeri Diubah' },
    create: (k) => ({ acara_id: records.acara[k], nama: `Galeri Baru ${k}` }),
  },
  sponsor: {
    path: '/acara/sponsor',
    edit: { nama: 'Sponsor Diubah' },
    create: (k) => ({ acara_id: records.acara[k], nama: `Sponsor Baru ${k}` }),
  },
};

beforeAll(async () => {
  t = await createTestApp();
  await sponsorMigration.up(t.db as unknown as Kysely<unknown>);
  for (const k of ['A', 'B'] as const) {
    const { pt, fak, prodi, acara, group, mhs } = await makeUniversity(t, {
      name: k,
      kode_pt: `0770${k === 'A' ? '01' : '02'}`,
      nim: k === 'A' ? '2026100001' : '2026100002',
      tanggal: '2026-12-01',
    });
    pts[k] = pt;
    const sp = await insert('sponsor', { acara_id: acara, nama: `Sponsor ${k}`, level: 'gold' });
    const set = (name: string, id: number) => ((records[name] ??= {} as Record<'A' | 'B', number>)[k] = id);
    set('perguruanTinggi', pt);
    set('fakultas', fak);
    set('programStudi', prodi);
    set('acara', acara);
    set('fileGroup', group);
    set('mahasiswa', mhs);
    set('sponsor', sp);
  }
  tokens.company = t.admin.token;
  tokens.opA = await operator(pts.A);
  tokens.opB = await operator(pts.B);
});
afterAll(async () => {
  console.log(`access matrix: ${counts.allowed} allowed and ${counts.refused} refused requests checked`);
  await t?.close();
});

const allowed = (status: number) => {
  counts.allowed++;
  return status;
};
const refused = (status: number) => {
  counts.refused++;
  return status;
};

describe('the scope is derived from the declarations', () => {
  it('every tenant-scoped resource, the integrator one included, has a chain; the global ones none', () => {
    const chains = Object.fromEntries(
      RESOURCES.map((r) => [r.name, tenantPath(r, RESOURCES)?.map((s) => s.field) ?? null]),
    );
    expect(chains).toMatchObject({
      perguruanTinggi: [],
      fakultas: ['pt_id'],
      programStudi: ['pt_id'],
      mahasiswa: ['pt_id'],
      acara: ['pt_id'],
      fileGroup: ['acara_id', 'pt_id'],
      sponsor: ['acara_id', 'pt_id'],
      user: ['pt_ids'],
      bentukPt: null,
      plan: null,
      role: null,
      permission: null,
      appSettings: null,
      mailOutbox: null,
    });
  });
});

describe.each(Object.keys(CASES))('%s', (name) => {
  const c = CASES[name];
  const own = (k: 'A' | 'B') => records[name][k];

  it('list and options: each operator sees only their university; the company sees both', async () => {
    for (const [who, mine, theirs] of [
      ['opA', 'A', 'B'],
      ['opB', 'B', 'A'],
    ] as const) {
      const list = await call(who, 'GET', `${c.path}?range=[0,999]`);
      expect(allowed(list.statusCode)).toBe(200);
      const ids = (list.json().data as { id: number }[]).map((r) => r.id);
      expect(ids).toContain(own(mine));
      expect(ids).not.toContain(own(theirs));
      refused(0);
      const options = await call(who, 'GET', `${c.path}/getoption`);
      expect(options.statusCode).toBe(200);
      expect((options.json().data as { id: number }[]).map((r) => r.id)).not.toContain(own(theirs));
      const filtered = await call(
        who,
        'GET',
        `${c.path}?filter=${encodeURIComponent(JSON.stringify({ id: [own(theirs)] }))}`,
      );
      expect(filtered.json().data).toEqual([]);
    }
    const all = await call('company', 'GET', `${c.path}?range=[0,999]`);
    const ids = (all.json().data as { id: number }[]).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([own('A'), own('B')]));
  });

  it("one record, update and delete of the other university's record: 404, unchanged", async () => {
    expect(refused((await call('opA', 'GET', `${c.path}/${own('B')}`)).statusCode)).toBe(404);
    expect(allowed((await call('opA', 'GET', `${c.path}/${own('A')}`)).statusCode)).toBe(200);
    expect(refused((await call('opA', 'PUT', `${c.path}/${own('B')}`, c.edit)).statusCode)).toBe(404);
    expect(refused((await call('opA', 'DELETE', `${c.path}/${own('B')}`)).statusCode)).toBe(404);
    const bulk = await call(
      'opA',
      'DELETE',
      `${c.path}?filter=${encodeURIComponent(JSON.stringify({ id: [own('B')] }))}`,
    );
    expect(refused(bulk.statusCode)).toBe(404);
    expect((await call('company', 'GET', `${c.path}/${own('B')}`)).statusCode).toBe(200);
    const edited = await call('opA', 'PUT', `${c.path}/${own('A')}`, c.edit);
    expect(allowed(edited.statusCode), edited.body).toBe(200);
  });

  it("create: in the operator's university it works; pointing at the other one is as if it did not exist (422)", async () => {
    const foreign = await call('opA', 'POST', c.path, c.create('B'));
    expect(refused(foreign.statusCode), foreign.body).toBe(422);
    const [field] = Object.keys(foreign.json().errors);
    expect(['pt_id', 'acara_id', 'fakultas_id']).toContain(field);
    const mine = await call('opA', 'POST', c.path, c.create('A'));
    expect(allowed(mine.statusCode), mine.body).toBe(200);
    const id = mine.json().data.id as number;
    // …and it cannot be moved to the other university afterwards.
    const reference = Object.keys(c.create('B')).find((k) => ['pt_id', 'acara_id'].includes(k))!;
    const moved = await call('opA', 'PUT', `${c.path}/${id}`, {
      [reference]: (c.create('B') as Record<string, unknown>)[reference],
    });
    expect(refused(moved.statusCode)).toBe(422);
    expect(allowed((await call('opA', 'DELETE', `${c.path}/${id}`)).statusCode)).toBe(200);
  });
});

describe('the university itself', () => {
  const path = '/data-induk/pt/pt';
  it('an operator edits their own university, never another, never its plan, and creates or deletes none', async () => {
    expect(
      allowed((await call('opA', 'PUT', `${path}/${pts.A}`, { alamat: 'Jl. Kampus A' })).statusCode),
    ).toBe(200);
    expect(refused((await call('opA', 'PUT', `${path}/${pts.B}`, { alamat: 'x' })).statusCode)).toBe(404);
    expect(refused((await call('opA', 'GET', `${path}/${pts.B}`)).statusCode)).toBe(404);
    const plan = await call('opA', 'PUT', `${path}/${pts.A}`, { paket_id: null, is_active: false });
    expect(refused(plan.statusCode)).toBe(403);
    expect(refused((await call('opA', 'POST', path, { kode_pt: '077099', nama: 'Baru' })).statusCode)).toBe(
      403,
    );
    expect(refused((await call('opA', 'DELETE', `${path}/${pts.A}`)).statusCode)).toBe(403);
    const list = await call('opA', 'GET', path);
    expect((list.json().data as { id: number }[]).map((r) => r.id)).toEqual([pts.A]);
  });
});

describe('global resources', () => {
  it.each([
    ['/data-induk/pt/bentuk-pt', { kode: 'X1', nama: 'Bentuk Baru' }],
    ['/setting/plan', { kode: 'x1', nama: 'Paket Baru', harga: 0, durasi_bulan: 12 }],
    ['/setting/users/role', { name: 'peran_baru', description: 'Peran' }],
  ])('%s: readable where permitted, never changed by a university operator', async (path, body) => {
    expect(allowed((await call('opA', 'GET', path)).statusCode)).toBe(200);
    expect(refused((await call('opA', 'POST', path, body)).statusCode)).toBe(403);
    const first = ((await call('company', 'GET', path)).json().data as { id: number }[])[0];
    if (first) {
      expect(refused((await call('opA', 'PUT', `${path}/${first.id}`, {})).statusCode)).toBe(403);
      expect(refused((await call('opA', 'DELETE', `${path}/${first.id}`)).statusCode)).toBe(403);
    }
  });

  it('application settings: readable, not changed', async () => {
    expect(allowed((await call('opA', 'GET', '/setting/apps')).statusCode)).toBe(200);
    expect(
      refused((await call('opA', 'PUT', '/setting/apps', { nama_aplikasi: 'Diambil alih' })).statusCode),
    ).toBe(403);
  });
});

describe('accounts', () => {
  const path = '/setting/users/user';
  const newUser = (pt_ids: number[] | undefined, n: number) => ({
    name: `Staf ${n}`,
    email: `staf${n}@kampus.test`,
    password: 'Staf-Kampus-Aman-2026',
    ...(pt_ids ? { pt_ids } : {}),
  });

  it("an operator sees and manages only their university's staff, never the company's accounts", async () => {
    const list = await call('opA', 'GET', `${path}?range=[0,999]`);
    const emails = (list.json().data as { email: string }[]).map((u) => u.email);
    expect(emails).not.toContain(t.admin.email);
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', t.admin.email)
      .executeTakeFirstOrThrow();
    expect(refused((await call('opA', 'GET', `${path}/${admin.id}`)).statusCode)).toBe(404);
    expect(refused((await call('opA', 'PUT', `${path}/${admin.id}`, { name: 'x' })).statusCode)).toBe(404);
  });

  it('nobody grants a scope wider than their own: no other university, and never none', async () => {
    expect(refused((await call('opA', 'POST', path, newUser([pts.B], 1))).statusCode)).toBe(422);
    expect(refused((await call('opA', 'POST', path, newUser([pts.A, pts.B], 2))).statusCode)).toBe(422);
    expect(refused((await call('opA', 'POST', path, newUser(undefined, 3))).statusCode)).toBe(422);
    expect(refused((await call('opA', 'POST', path, newUser([], 4))).statusCode)).toBe(422);
    const ok = await call('opA', 'POST', path, newUser([pts.A], 5));
    expect(allowed(ok.statusCode), ok.body).toBe(200);
    expect(ok.json().data.pt_ids).toEqual([pts.A]);
    // An account of both universities reaches further than operator A: theirs to change no more.
    const both = await call('company', 'POST', path, newUser([pts.A, pts.B], 6));
    expect(both.statusCode).toBe(200);
    expect(
      refused((await call('opA', 'PUT', `${path}/${both.json().data.id}`, { name: 'x' })).statusCode),
    ).toBe(404);
  });
});

describe('the session and the university switcher', () => {
  it("the session names the caller's universities: an operator's one, none for the company", async () => {
    const me = async (who: Who) => (await call(who, 'GET', '/auth/me')).json().data.user.pt_ids;
    expect(await me('opA')).toEqual([pts.A]);
    expect(await me('company')).toEqual([]);
    const u = await t.createUser({ role: 'Administrator' });
    await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${u.id}, ${pts.B})`.execute(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: u.email, password: u.password },
    });
    expect(login.json().data.user.pt_ids).toEqual([pts.B]);
  });

  it('?pt= narrows lists and option lists to one university, never beyond the caller’s own', async () => {
    const ids = async (who: Who, url: string) =>
      ((await call(who, 'GET', url)).json().data as { id: number }[]).map((r) => r.id);
    const path = '/mahasiswa/mahasiswa';
    const onlyA = await ids('company', `${path}?range=[0,999]&pt=${pts.A}`);
    expect(onlyA).toContain(records.mahasiswa.A);
    expect(onlyA).not.toContain(records.mahasiswa.B);
    expect(await ids('company', `${path}/getoption?pt=${pts.B}`)).not.toContain(records.mahasiswa.A);
    expect(await ids('company', `/data-induk/pt/pt/getoption?pt=${pts.B}`)).toEqual([pts.B]);
    expect(await ids('opA', `${path}?pt=${pts.B}`)).toEqual([]);
    expect(await ids('opA', `${path}?pt=${pts.A}`)).toContain(records.mahasiswa.A);
    // A global resource is not narrowed; a malformed university is a 400.
    expect((await ids('company', `/setting/users/role?pt=${pts.A}`)).length).toBeGreaterThan(0);
    expect((await call('company', 'GET', `${path}?pt=abc`)).statusCode).toBe(400);
  });
});

describe('what speaks of every university', () => {
  it("the mail outbox is the company's to read: 403 to a university's staff, even with the permission", async () => {
    expect(refused((await call('opA', 'GET', '/setting/mail-outbox')).statusCode)).toBe(403);
    expect(refused((await call('opA', 'GET', '/setting/mail-outbox/1')).statusCode)).toBe(403);
    expect(refused((await call('opA', 'POST', '/setting/mail-outbox/1/retry', {})).statusCode)).toBe(403);
    expect(allowed((await call('company', 'GET', '/setting/mail-outbox')).statusCode)).toBe(200);
  });

  it("a registration awaiting approval is decided only by its own university's staff", async () => {
    const pending = await t.createUser({ verified: false });
    await t.db
      .updateTable('users')
      .set({ persetujuan: 'pending', is_active: false })
      .where('id', '=', pending.id)
      .execute();
    await insert('mahasiswa', {
      pt_id: pts.B,
      nim: '2026100999',
      nama: 'Menunggu B',
      status: 'aktif',
      user_id: pending.id,
    });
    const byA = await call('opA', 'POST', '/setting/users/user/approval', {
      ids: [pending.id],
      decision: 'approve',
    });
    expect(byA.statusCode).toBe(200);
    expect(refused(byA.json().data.decided.length)).toBe(0);
    const byB = await call('opB', 'POST', '/setting/users/user/approval', {
      ids: [pending.id],
      decision: 'approve',
    });
    expect(allowed(byB.statusCode)).toBe(200);
    expect(byB.json().data.decided).toEqual([pending.id]);
  });
});
