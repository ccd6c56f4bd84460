/**
 * Who may do what (DESIGN.md §4, spec §6): the permissions of the user's FIRST role, for a role
 * made through the API as for the built-in ones; the server enforces exactly what the screens show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_SERVICE_PERMISSIONS } from '../../domain/roles';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

const PASSWORD = 'Operator-Kuat-2026';
let roleIds: Record<string, number>;

async function permissionIds(names: readonly string[]): Promise<number[]> {
  const rows = await t.db
    .selectFrom('permissions')
    .select(['id', 'name'])
    .where('name', 'in', names)
    .execute();
  expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
  return rows.map((r) => Number(r.id));
}

/** A user made through the users screen's API with these roles, in this order; signed in. */
async function userWithRoles(email: string, roles: number[]) {
  const res = await api('POST', '/setting/users/user', { name: email, email, password: PASSWORD, roles });
  expect(res.statusCode, res.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const data = login.json().data as { token: string; roles: { name: string }[]; permissions: string[] };
  return { id: Number(res.json().data.id), ...data, headers: t.auth(data.token) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const roles = await t.db.selectFrom('roles').select(['id', 'name']).execute();
  roleIds = Object.fromEntries(roles.map((r) => [r.name, Number(r.id)]));
});
afterAll(async () => {
  await t?.close();
});

describe('a role made through the API with only mahasiswa.view', () => {
  let operator: Awaited<ReturnType<typeof userWithRoles>>;

  beforeAll(async () => {
    const role = await api('POST', '/setting/users/role', {
      name: 'Operator Data',
      description: 'Reads the students list',
      permissions: await permissionIds(['mahasiswa.view']),
    });
    expect(role.statusCode, role.body).toBe(200);
    operator = await userWithRoles('operator.data@kampus.ac.id', [Number(role.json().data.id)]);
  });

  it('signs in with exactly that permission', () => {
    expect(operator.roles.map((r) => r.name)).toEqual(['Operator Data']);
    expect(operator.permissions).toEqual(['mahasiswa.view']);
  });

  it('reads the students list and nothing else', async () => {
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, operator.headers)).statusCode).toBe(200);
    for (const path of [
      '/acara/acara',
      '/data-induk/pt/pt',
      '/data-induk/pt/fakultas',
      '/file/file-group',
      '/setting/users/user',
      '/setting/users/role',
      '/setting/plan',
    ]) {
      const res = await api('GET', path, undefined, operator.headers);
      expect(res.statusCode, path).toBe(403);
    }
    const create = await api(
      'POST',
      '/mahasiswa/mahasiswa',
      { nim: '2024000001', nama: 'A' },
      operator.headers,
    );
    expect(create.statusCode).toBe(403);
  });

  it('gets the dashboard: the administrator one, since it holds mahasiswa.view', async () => {
    expect((await api('GET', '/dashboard/admin', undefined, operator.headers)).statusCode).toBe(200);
  });

  it('a role without mahasiswa.view gets the personal dashboard only, empty without a student record', async () => {
    const role = await api('POST', '/setting/users/role', {
      name: 'Operator Acara',
      permissions: await permissionIds(['acara.view']),
    });
    const u = await userWithRoles('operator.acara@kampus.ac.id', [Number(role.json().data.id)]);
    expect((await api('GET', '/dashboard/admin', undefined, u.headers)).statusCode).toBe(403);
    const own = await api('GET', '/dashboard/mahasiswa', undefined, u.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ mahasiswa: null, photos: [] });
    expect((await api('GET', '/acara/acara', undefined, u.headers)).statusCode).toBe(200);
  });
});

describe('only the first role counts', () => {
  it('a user with roles [Mahasiswa, Administrator] holds only the Mahasiswa permissions', async () => {
    const u = await userWithRoles('dua.peran@kampus.ac.id', [roleIds.Mahasiswa, roleIds.Administrator]);
    expect(u.roles.map((r) => r.name)).toEqual(['Mahasiswa', 'Administrator']);
    expect(u.permissions).toEqual([...SELF_SERVICE_PERMISSIONS].sort());
    const me = await api('GET', '/auth/me', undefined, u.headers);
    expect(me.json().data.permissions).toEqual([...SELF_SERVICE_PERMISSIONS].sort());
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, u.headers)).statusCode).toBe(403);
    expect((await api('GET', '/setting/users/user', undefined, u.headers)).statusCode).toBe(403);
    expect((await api('GET', '/dashboard/admin', undefined, u.headers)).statusCode).toBe(403);
    expect((await api('GET', '/dashboard/mahasiswa', undefined, u.headers)).statusCode).toBe(200);
  });

  it('the same roles the other way round hold every permission', async () => {
    const u = await userWithRoles('dua.peran.admin@kampus.ac.id', [roleIds.Administrator, roleIds.Mahasiswa]);
    expect(u.permissions).toContain('mahasiswa.view');
    expect(u.permissions).toContain('dashboard.view');
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, u.headers)).statusCode).toBe(200);
  });

  it('an administrator may not move Administrator from first place on their own account', async () => {
    const u = await userWithRoles('admin.dua@kampus.ac.id', [roleIds.Administrator]);
    const own = (roles: number[]) => api('PUT', `/setting/users/user/${u.id}`, { roles }, u.headers);
    expect((await own([roleIds.Mahasiswa, roleIds.Administrator])).statusCode).toBe(409);
    expect((await own([roleIds.Administrator, roleIds.Mahasiswa])).statusCode).toBe(200);
    const list = await api('GET', `/setting/users/user?filter=${enc({ q: 'admin.dua' })}`);
    expect(list.json().data[0].roles).toEqual([roleIds.Administrator, roleIds.Mahasiswa]);
  });
});
