/** Users, roles, permissions, app settings, plan, acara and gallery groups through the generic CRUD. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ROLES, RESOURCES } from '../../domain/resources';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
const none = {} as { authorization: string };
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

const U = '/setting/users/user';
const R = '/setting/users/role';
const P = '/setting/users/permission';

let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const roles = await t.db.selectFrom('roles').select(['id', 'name']).execute();
  roleIds = Object.fromEntries(roles.map((r) => [r.name, Number(r.id)]));
});
afterAll(async () => {
  await t?.close();
});

describe('users', () => {
  let userId: number;

  it('creates a user with a hashed password and ordered roles; the password is never returned', async () => {
    const missing = await api('POST', U, { name: 'Operator', email: 'op@kampus.ac.id' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('password');
    const common = await api('POST', U, {
      name: 'Operator',
      email: 'op@kampus.ac.id',
      password: 'password123',
    });
    expect(common.statusCode).toBe(422);
    const res = await api('POST', U, {
      name: 'Operator',
      email: 'Op@Kampus.ac.id',
      password: 'Operator-Kuat-2026',
      roles: [roleIds.Mahasiswa, roleIds.Administrator],
    });
    expect(res.statusCode, res.body).toBe(200);
    userId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      email: 'op@kampus.ac.id',
      roles: [roleIds.Mahasiswa, roleIds.Administrator],
      is_active: true,
    });
    expect(res.json().data).not.toHaveProperty('password');
    expect(res.json().data).not.toHaveProperty('password_hash');
    expect(res.json().data.email_verified_at).toBeTruthy();
    const token = await t.loginAs('op@kampus.ac.id', 'Operator-Kuat-2026');
    expect(token).toBeTruthy();
    const dup = await api('POST', U, { name: 'X', email: 'OP@kampus.ac.id', password: 'Operator-Kuat-2026' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toHaveProperty('email');
  });

  it('lists users with their roles, filtered by role, searched by name', async () => {
    const res = await api(
      'GET',
      `${U}?filter=${enc({ roles: [roleIds.Administrator] })}&sort=${enc(['name', 'ASC'])}&range=${enc([0, 9])}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['admin@test.local', 'op@kampus.ac.id']);
    const q = await api('GET', `${U}?filter=${enc({ q: 'operat' })}`);
    expect(q.json().data).toHaveLength(1);
    for (const u of res.json().data) expect(u).not.toHaveProperty('password_hash');
  });

  it('updates roles in order and a new password ends that user’s sessions', async () => {
    const token = await t.loginAs('op@kampus.ac.id', 'Operator-Kuat-2026');
    const res = await api('PUT', `${U}/${userId}`, {
      roles: [roleIds.Administrator],
      password: 'Operator-Baru-2027',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.roles).toEqual([roleIds.Administrator]);
    expect((await api('GET', U, undefined, t.auth(token))).statusCode).toBe(401);
    expect(await t.loginAs('op@kampus.ac.id', 'Operator-Baru-2027')).toBeTruthy();
    const badRole = await api('PUT', `${U}/${userId}`, { roles: [987654] });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors).toHaveProperty('roles');
  });

  it('an administrator cannot lock themselves out', async () => {
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', t.admin.email)
      .executeTakeFirstOrThrow();
    expect((await api('PUT', `${U}/${me.id}`, { is_active: false })).statusCode).toBe(409);
    expect((await api('PUT', `${U}/${me.id}`, { roles: [roleIds.Mahasiswa] })).statusCode).toBe(409);
    expect((await api('DELETE', `${U}/${me.id}`)).statusCode).toBe(409);
  });

  it('a user reads their own record only; students cannot list or change users', async () => {
    const s = await t.createMahasiswaUser();
    const other = await t.createMahasiswaUser();
    const asS = t.auth(s.token!);
    const own = await api('GET', `${U}/${s.id}`, undefined, asS);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: s.id, email: s.email, roles: [roleIds.Mahasiswa] });
    expect(own.json().data).not.toHaveProperty('password_hash');
    expect((await api('GET', `${U}/${other.id}`, undefined, asS)).statusCode).toBe(403);
    expect((await api('GET', U, undefined, asS)).statusCode).toBe(403);
    expect((await api('PUT', `${U}/${s.id}`, { roles: [roleIds.Administrator] }, asS)).statusCode).toBe(403);
    expect((await api('GET', `${U}/${s.id}`, undefined, none)).statusCode).toBe(401);
    // Admins read anyone.
    expect((await api('GET', `${U}/${s.id}`)).statusCode).toBe(200);
  });

  it('deletes a user and writes the audit log without secrets', async () => {
    const res = await api('DELETE', `${U}/${userId}`);
    expect(res.statusCode).toBe(200);
    const log = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('resource', '=', 'user')
      .where('record_id', '=', String(userId))
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.stringify(log)).not.toMatch(/argon2|password/);
  });
});

describe('roles and permissions', () => {
  it('built-in roles cannot be renamed or deleted; descriptions may change', async () => {
    const id = roleIds.Administrator;
    expect((await api('PUT', `${R}/${id}`, { name: 'Boss' })).statusCode).toBe(409);
    expect((await api('DELETE', `${R}/${id}`)).statusCode).toBe(409);
    const ok = await api('PUT', `${R}/${id}`, { name: 'Administrator', description: 'Semua akses' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'Administrator',
      description: 'Semua akses',
      is_builtin: true,
    });
  });

  it('creates a role with permissions, refuses deleting it while users hold it', async () => {
    const perms = await api('GET', `${P}?filter=${enc({ q: 'mahasiswa.' })}&sort=${enc(['name', 'ASC'])}`);
    expect(perms.statusCode).toBe(200);
    const names = perms.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['mahasiswa.create', 'mahasiswa.delete', 'mahasiswa.update', 'mahasiswa.view']);
    const viewId = perms.json().data.find((p: { name: string }) => p.name === 'mahasiswa.view').id;
    const res = await api('POST', R, { name: 'Operator Data', permissions: [viewId], is_builtin: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ permissions: [viewId], is_builtin: false });
    const roleId = res.json().data.id;
    const u = await t.createUser({ role: 'Operator Data' });
    // The new role's permission is effective at once.
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, t.auth(u.token!))).statusCode).toBe(200);
    expect((await api('POST', '/mahasiswa/mahasiswa', {}, t.auth(u.token!))).statusCode).toBe(403);
    const del = await api('DELETE', `${R}/${roleId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/User \(1 record\)/);
    const opts = await api('GET', `${R}/getoption`);
    // The roles the installation's config and plugins declare stand beside the product's.
    const configured = new Set(CONFIG_ROLES.map((r) => r.name));
    const roleNames = opts.json().data.map((o: { name: string }) => o.name);
    expect(roleNames.filter((n: string) => !configured.has(n))).toEqual([
      'Administrator',
      'Mahasiswa',
      'Operator Data',
    ]);
  });

  it('the Administrator role keeps every permission; a permission held by a role is not deleted', async () => {
    const res = await api('PUT', `${R}/${roleIds.Administrator}`, { permissions: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('permissions');
    const full = (await api('GET', `${R}/${roleIds.Administrator}`)).json().data;
    expect(full.permissions.length).toBeGreaterThan(40);
    expect((await api('PUT', `${R}/${roleIds.Administrator}`, full)).statusCode).toBe(200);
    const held = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'dashboard.view')
      .executeTakeFirstOrThrow();
    const del = await api('DELETE', `${P}/${held.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This Permission is built in and cannot be deleted.');
    // A permission an administrator added is not deleted while a role holds it either.
    const custom = (await api('POST', P, { name: 'arsip.view' })).json().data.id;
    expect((await api('POST', R, { name: 'Arsiparis', permissions: [custom] })).statusCode).toBe(200);
    const held2 = await api('DELETE', `${P}/${custom}`);
    expect(held2.statusCode).toBe(409);
    expect(held2.json().message).toMatch(/Role \(1 record\)/);
  });

  it('permission names follow <resource>.<action> and are unique', async () => {
    expect((await api('POST', P, { name: 'no dots here' })).statusCode).toBe(422);
    expect((await api('POST', P, { name: 'mahasiswa.view' })).statusCode).toBe(409);
    const ok = await api('POST', P, { name: 'laporan.view', description: 'Laporan' });
    expect(ok.statusCode).toBe(200);
    expect((await api('DELETE', `${P}/${ok.json().data.id}`)).statusCode).toBe(200);
  });
});

describe('app settings (one record)', () => {
  it('any signed-in user reads it; only admins change it; the public part needs no sign-in', async () => {
    const s = await t.createMahasiswaUser();
    const asS = t.auth(s.token!);
    const read = await api('GET', '/setting/apps', undefined, asS);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      nama_aplikasi: 'Wisuda',
      warna_primer: '#7366ff',
      warna_sekunder: '#f73164',
    });
    expect((await api('GET', '/setting/apps', undefined, none)).statusCode).toBe(401);
    expect((await api('PUT', '/setting/apps', { nama_aplikasi: 'X' }, asS)).statusCode).toBe(403);
    const bad = await api('PUT', '/setting/apps', { warna_primer: 'blue', nama_aplikasi: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['nama_aplikasi', 'warna_primer']);
    const ok = await api('PUT', '/setting/apps', {
      nama_aplikasi: 'Wisuda Nusantara',
      warna_primer: '#123abc',
      email_kontak: null,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const pub = await api('GET', '/setting/apps/public', undefined, none);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toEqual({
      nama_aplikasi: 'Wisuda Nusantara',
      nama_universitas: 'Universitas Wisuda',
      logo: null,
      warna_primer: '#123abc',
      warna_sekunder: '#f73164',
      registrasi: 'open',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'appSettings')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('plan, acara and gallery groups', () => {
  it('plan: money, lists and defaults', async () => {
    const res = await api('POST', '/setting/plan', {
      kode: 'PRO',
      nama: 'Profesional',
      harga: 1500000.5,
      fitur: ['Galeri', 'Import'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      harga: 1500000.5,
      fitur: ['Galeri', 'Import'],
      durasi_bulan: 12,
      is_active: true,
    });
    const bad = await api('POST', '/setting/plan', { kode: 'bad code', nama: 'X', harga: 1.005 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['harga', 'kode']);
    const list = await api(
      'GET',
      `/setting/plan?sort=${enc(['harga', 'DESC'])}&filter=${enc({ harga_gte: 1000 })}`,
    );
    expect(list.json().data.map((p: { kode: string }) => p.kode)).toEqual(['PRO']);
  });

  it('acara and file groups: create, options, still-referenced delete', async () => {
    const pt = (
      await api('POST', '/data-induk/pt/pt', { kode_pt: '004001', nama: 'Universitas Galeri' })
    ).json().data.id;
    const acara = await api('POST', '/acara/acara', {
      pt_id: pt,
      nama: 'Wisuda 2026',
      tanggal: '2026-10-10',
      jam_mulai: '08:00',
      status: 'published',
    });
    expect(acara.statusCode, acara.body).toBe(200);
    expect(acara.json().data).toMatchObject({
      tanggal: '2026-10-10',
      jam_mulai: '08:00:00',
      status: 'published',
      pt_nama: 'Universitas Galeri',
    });
    const acaraId = acara.json().data.id;
    expect(
      (await api('POST', '/acara/acara', { pt_id: pt, nama: 'X', tanggal: '2026-02-30' })).statusCode,
    ).toBe(422);
    const group = await api('POST', '/file/file-group', {
      acara_id: acaraId,
      nama: 'Prosesi Pagi',
      tipe: 'prosesi',
    });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().data).toMatchObject({
      is_published: false,
      allow_download: true,
      acara_nama: 'Wisuda 2026',
    });
    expect(
      (await api('POST', '/file/file-group', { acara_id: acaraId, nama: 'X', tipe: 'pesta' })).statusCode,
    ).toBe(422);
    const opts = await api('GET', `/file/file-group/getoption?acara_id=${acaraId}`);
    expect(opts.json().data).toEqual([
      expect.objectContaining({ id: group.json().data.id, name: 'Prosesi Pagi', acara_id: acaraId }),
    ]);
    const acaraOpts = await api('GET', `/acara/acara/getoption?pt_id=${pt}`);
    expect(acaraOpts.json().data).toEqual([expect.objectContaining({ id: acaraId, name: 'Wisuda 2026' })]);
    // A student may read the acara options, but never a draft.
    const student = await t.createUser();
    const studentOpts = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/acara/acara/getoption?pt_id=${pt}`,
          headers: t.auth(student.token!),
        })
      ).json().data as { id: number }[];
    const status = (await api('GET', `/acara/acara/${acaraId}`)).json().data.status as string;
    expect(await studentOpts()).toEqual(status === 'draft' ? [] : [expect.objectContaining({ id: acaraId })]);
    expect((await api('PUT', `/acara/acara/${acaraId}`, { status: 'draft' })).statusCode).toBe(200);
    expect(await studentOpts()).toEqual([]);
    expect((await api('GET', `/acara/acara/getoption?pt_id=${pt}`)).json().data).toHaveLength(1);
    expect((await api('PUT', `/acara/acara/${acaraId}`, { status: 'published' })).statusCode).toBe(200);
    expect(await studentOpts()).toEqual([expect.objectContaining({ id: acaraId })]);
    const del = await api('DELETE', `/acara/acara/${acaraId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/Gallery group \(1 record\)/);
  });
});

describe('routes and OpenAPI', () => {
  const SPEC_OPTIONS = [
    '/setting/users/role/getoption',
    '/data-induk/pt/bentuk-pt/getoption',
    '/data-induk/pt/pt/getoption',
    '/data-induk/pt/fakultas/getoption',
    '/data-induk/pt/ps/getoption',
    '/acara/acara/getoption',
    '/mahasiswa/mahasiswa/getoption',
    '/file/file-group/getoption',
  ];

  it('the 8 option lists of spec §7 answer { data: [{ id, name }] }', async () => {
    for (const path of SPEC_OPTIONS) {
      const res = await api('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(Array.isArray(res.json().data), path).toBe(true);
    }
  });

  it('the OpenAPI document holds every resource path with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const def of RESOURCES) {
      expect(doc.paths, def.apiPath).toHaveProperty(`/api${def.apiPath}`);
      if (!def.singleton) {
        expect(doc.paths).toHaveProperty(`/api${def.apiPath}/{id}`);
        expect(doc.paths).toHaveProperty(`/api${def.apiPath}/getoption`);
      }
    }
    const create = doc.paths['/api/mahasiswa/mahasiswa'].post;
    const schema = create.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['nim', 'nama', 'pt_id']));
    expect(schema.properties.ipk).toBeDefined();
    expect(doc.paths).toHaveProperty('/api/mahasiswa/mahasiswa/import');
    expect(doc.paths).toHaveProperty('/api/setting/apps/public');
  });
});
