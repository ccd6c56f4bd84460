/**
 * No privilege escalation through delegation (docs/security.md, Delegation): nobody grants a role or
 * a permission they do not hold themselves, and nobody changes, deletes or resets the password of an
 * account that holds a permission they lack. The built-in self-service permissions (dashboard,
 * own profile, own photos) may be passed on by anyone, so plain student accounts stay manageable.
 * The Administrator holds every permission and is not held back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from './helpers';
import { multipart } from './files-fixtures';

let t: TestApp;
let admin: { authorization: string };
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

const U = '/setting/users/user';
const R = '/setting/users/role';
const P = '/setting/users/permission';
const M = '/mahasiswa/mahasiswa';
const USER_MANAGER = ['user.view', 'user.create', 'user.update', 'user.delete'];
const ROLE_MANAGER = [
  'role.view',
  'role.create',
  'role.update',
  'role.delete',
  'mahasiswa.view',
  'acara.view',
];
const STUDENT_OFFICE = ['mahasiswa.view', 'mahasiswa.create', 'mahasiswa.update'];

let roleIds: Record<string, number>;
let permIds: Record<string, number>;
let userManager: TestUser & { headers: { authorization: string } };
let roleManager: TestUser & { headers: { authorization: string } };
let studentOffice: TestUser & { headers: { authorization: string } };
let adminId: number;
let ptId: number;

const ids = (names: readonly string[]) =>
  names.map((n) => {
    const id = permIds[n];
    if (id === undefined) throw new Error(`no permission ${n}`);
    return id;
  });

async function makeRole(name: string, permissions: readonly string[]): Promise<number> {
  const res = await api('POST', R, { name, permissions: ids(permissions) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}

async function rolesOf(userId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select('roles.name')
    .where('role_user.user_id', '=', userId)
    .orderBy('role_user.position')
    .execute();
  return rows.map((r) => r.name);
}

async function permissionsOf(roleId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('permission_role')
    .innerJoin('permissions', 'permissions.id', 'permission_role.permission_id')
    .select('permissions.name')
    .where('permission_role.role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.name).sort();
}

async function withRole(role: string) {
  const u = await t.createUser({ role });
  return { ...u, headers: t.auth(u.token!) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const perms = await t.db.selectFrom('permissions').select(['id', 'name']).execute();
  permIds = Object.fromEntries(perms.map((p) => [p.name, Number(p.id)]));
  await makeRole('Pengelola Pengguna', USER_MANAGER);
  await makeRole('Pengelola Role', ROLE_MANAGER);
  await makeRole('Bagian Kemahasiswaan', STUDENT_OFFICE);
  const roles = await t.db.selectFrom('roles').select(['id', 'name']).execute();
  roleIds = Object.fromEntries(roles.map((r) => [r.name, Number(r.id)]));
  userManager = await withRole('Pengelola Pengguna');
  roleManager = await withRole('Pengelola Role');
  studentOffice = await withRole('Bagian Kemahasiswaan');
  adminId = Number(
    (await t.db.selectFrom('users').select('id').where('email', '=', t.admin.email).executeTakeFirstOrThrow())
      .id,
  );
  const pt = await api('POST', '/data-induk/pt/pt', { kode_pt: '007001', nama: 'Universitas Delegasi' });
  expect(pt.statusCode, pt.body).toBe(200);
  ptId = Number(pt.json().data.id);
});
afterAll(async () => {
  await t?.close();
});

describe('a user manager (user.* only)', () => {
  const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api(method, url, payload, userManager.headers);

  it('cannot give itself the Administrator role, first or second (422 on roles, naming what it lacks)', async () => {
    for (const roles of [
      [roleIds.Administrator],
      [roleIds.Administrator, roleIds['Pengelola Pengguna']],
      [roleIds['Pengelola Pengguna'], roleIds.Administrator],
    ]) {
      const res = await as('PUT', `${U}/${userManager.id}`, { roles });
      expect(res.statusCode, res.body).toBe(422);
      const [message] = res.json().errors.roles as string[];
      expect(message).toContain('Administrator');
      expect(message).toMatch(/permissions you do not have/);
    }
    expect(await rolesOf(userManager.id)).toEqual(['Pengelola Pengguna']);
  });

  it('cannot give Administrator, or a role holding more than it does, to a student', async () => {
    const student = await t.createUser();
    for (const role of ['Administrator', 'Pengelola Role']) {
      const res = await as('PUT', `${U}/${student.id}`, { roles: [roleIds[role]] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.roles[0]).toContain(role);
    }
    const named = await as('PUT', `${U}/${student.id}`, { roles: [roleIds['Pengelola Role']] });
    expect(named.json().errors.roles[0]).toContain('role.update');
    expect(await rolesOf(student.id)).toEqual(['Mahasiswa']);
  });

  it('cannot create an administrator', async () => {
    const res = await as('POST', U, {
      name: 'Admin Baru',
      email: 'admin.baru@kampus.ac.id',
      password: 'Sandi-Admin-Baru-2026',
      roles: [roleIds.Administrator],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.roles[0]).toContain('Administrator');
    const made = await t.db.selectFrom('users').select('id').where('email', '=', 'admin.baru@kampus.ac.id');
    expect(await made.execute()).toEqual([]);
  });

  it("cannot change the administrator's password, e-mail or name (403), nor delete them", async () => {
    for (const patch of [
      { password: 'Diambil-Alih-2026!' },
      { email: 'penyusup@kampus.ac.id' },
      { name: 'Bukan Admin' },
      { is_active: false },
    ]) {
      const res = await as('PUT', `${U}/${adminId}`, patch);
      expect(res.statusCode, `${JSON.stringify(patch)} ${res.body}`).toBe(403);
      expect(res.json().message).toMatch(/permissions you do not have/);
    }
    expect((await as('DELETE', `${U}/${adminId}`)).statusCode).toBe(403);
    const student = await t.createUser();
    const bulk = await as('DELETE', `${U}?filter=${enc({ id: [student.id, adminId] })}`);
    expect(bulk.statusCode, bulk.body).toBe(403);
    // all or none: the student is still there, and the administrator still signs in as before
    expect(await t.db.selectFrom('users').select('id').where('id', '=', student.id).execute()).toHaveLength(
      1,
    );
    await t.loginAs(t.admin.email, t.admin.password);
  });

  it('cannot reset the password of an account holding a role it lacks', async () => {
    const other = await withRole('Pengelola Role');
    const res = await as('PUT', `${U}/${other.id}`, { password: 'Diambil-Alih-2026!' });
    expect(res.statusCode, res.body).toBe(403);
    await t.loginAs(other.email, TEST_PASSWORD);
  });

  it('manages a plain student account: create, change, reset the password, delete', async () => {
    const created = await as('POST', U, {
      name: 'Mahasiswa Baru',
      email: 'mahasiswa.baru@kampus.ac.id',
      password: 'Sandi-Mahasiswa-2026',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().data.id);
    expect(await rolesOf(id)).toEqual(['Mahasiswa']);
    const named = await as('PUT', `${U}/${id}`, {
      name: 'Mahasiswa Diubah',
      password: 'Sandi-Baru-Mahasiswa-2026',
      roles: [roleIds.Mahasiswa],
    });
    expect(named.statusCode, named.body).toBe(200);
    await t.loginAs('mahasiswa.baru@kampus.ac.id', 'Sandi-Baru-Mahasiswa-2026');
    expect((await as('DELETE', `${U}/${id}`)).statusCode).toBe(200);
  });

  it('passes on its own role, which it holds entirely', async () => {
    const student = await t.createUser();
    const res = await as('PUT', `${U}/${student.id}`, { roles: [roleIds['Pengelola Pengguna']] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolesOf(student.id)).toEqual(['Pengelola Pengguna']);
  });
});

describe('a role manager (role.* and a few more)', () => {
  const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api(method, url, payload, roleManager.headers);

  it('cannot grant its own role a permission it lacks (422 on permissions, naming it)', async () => {
    const own = roleIds['Pengelola Role'];
    const res = await as('PUT', `${R}/${own}`, { permissions: ids([...ROLE_MANAGER, 'user.update']) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.permissions[0]).toContain('user.update');
    const all = await as('PUT', `${R}/${own}`, { permissions: Object.values(permIds) });
    expect(all.statusCode).toBe(422);
    expect(await permissionsOf(own)).toEqual([...ROLE_MANAGER].sort());
  });

  it('cannot create a role with a permission it lacks, nor grant one to another role', async () => {
    const created = await as('POST', R, { name: 'Super Operator', permissions: ids(['user.delete']) });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors.permissions[0]).toContain('user.delete');
    expect(
      await t.db.selectFrom('roles').select('id').where('name', '=', 'Super Operator').execute(),
    ).toEqual([]);
    const empty = await makeRole('Kosong', []);
    const granted = await as('PUT', `${R}/${empty}`, {
      permissions: ids(['acara.view', 'role.view', 'acara.delete']),
    });
    expect(granted.statusCode, granted.body).toBe(422);
    expect(granted.json().errors.permissions[0]).toContain('acara.delete');
    expect(await permissionsOf(empty)).toEqual([]);
  });

  it('cannot change or delete a role holding a permission it lacks (403)', async () => {
    for (const role of ['Administrator', 'Pengelola Pengguna']) {
      const res = await as('PUT', `${R}/${roleIds[role]}`, { description: 'diubah' });
      expect(res.statusCode, `${role} ${res.body}`).toBe(403);
    }
    expect((await as('DELETE', `${R}/${roleIds['Pengelola Pengguna']}`)).statusCode).toBe(403);
    expect(await permissionsOf(roleIds['Pengelola Pengguna'])).toEqual([...USER_MANAGER].sort());
  });

  it('grants what it holds, and the self-service permissions of every student', async () => {
    const res = await as('POST', R, {
      name: 'Pembaca Acara',
      permissions: ids(['acara.view', 'mahasiswa.view', 'dashboard.view', 'profile.view']),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = Number(res.json().data.id);
    const changed = await as('PUT', `${R}/${id}`, { permissions: ids(['acara.view']) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as('DELETE', `${R}/${id}`)).statusCode).toBe(200);
  });
});

describe('student accounts made by whoever creates student records', () => {
  const student = (nim: string, extra: Record<string, unknown> = {}) => ({
    nim,
    nama: `Mahasiswa ${nim}`,
    pt_id: ptId,
    email: `m${nim}@kampus.ac.id`,
    create_account: true,
    password: 'Sandi-Mahasiswa-2026',
    ...extra,
  });
  const importCsv = (nim: string) => {
    const body = multipart(
      {},
      {
        name: 'mahasiswa.csv',
        type: 'text/csv',
        data: Buffer.from(`NIM,Nama,Kode PT,Email\n${nim},Impor ${nim},007001,i${nim}@kampus.ac.id\n`),
      },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api${M}/import?mode=commit&create_accounts=true`,
      payload: body.payload,
      headers: { ...studentOffice.headers, ...body.headers },
    });
  };

  it('may give them the Mahasiswa role while it holds only the self-service permissions', async () => {
    const res = await api('POST', M, student('2024100001'), studentOffice.headers);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('may not once Mahasiswa holds more than the caller (a permission it lacks)', async () => {
    const mahasiswa = roleIds.Mahasiswa;
    const before = await permissionsOf(mahasiswa);
    const widened = await api('PUT', `${R}/${mahasiswa}`, { permissions: ids([...before, 'acara.view']) });
    expect(widened.statusCode, widened.body).toBe(200);
    try {
      const res = await api('POST', M, student('2024100002'), studentOffice.headers);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.create_account[0]).toContain('acara.view');
      const imported = await importCsv('2024100003');
      expect(imported.statusCode, imported.body).toBe(403);
      expect(imported.json().message).toContain('acara.view');
      // without an account, the record itself is fine
      const plain = await api(
        'POST',
        M,
        student('2024100004', { create_account: undefined, password: undefined }),
        studentOffice.headers,
      );
      expect(plain.statusCode, plain.body).toBe(200);
    } finally {
      await api('PUT', `${R}/${mahasiswa}`, { permissions: ids(before) });
    }
    expect((await importCsv('2024100005')).statusCode).toBe(200);
  });
});

describe('a permission manager (permission.* and a custom permission)', () => {
  it('may not rename a permission a role holds (the new name would be granted), only describe it', async () => {
    const made = await api('POST', P, { name: 'rekap.view', description: 'Rekap' });
    expect(made.statusCode, made.body).toBe(200);
    const id = Number(made.json().data.id);
    permIds['rekap.view'] = id;
    await makeRole('Pengelola Izin', ['permission.view', 'permission.update', 'rekap.view']);
    const keeper = await withRole('Pengelola Izin');
    const renamed = await api('PUT', `${P}/${id}`, { name: 'rekap.export' }, keeper.headers);
    expect(renamed.statusCode, renamed.body).toBe(422);
    expect(renamed.json().errors.name[0]).toContain('rekap.export');
    const described = await api('PUT', `${P}/${id}`, { description: 'Rekap wisuda' }, keeper.headers);
    expect(described.statusCode, described.body).toBe(200);
    // held by the Administrator alone: nothing is granted to anyone else by a new name
    const lone = await api('POST', P, { name: 'rekap.draft' });
    const free = await api('PUT', `${P}/${lone.json().data.id}`, { name: 'rekap.draf' }, keeper.headers);
    expect(free.statusCode, free.body).toBe(200);
    // the Administrator may rename it
    expect((await api('PUT', `${P}/${id}`, { name: 'rekap.lihat' })).statusCode).toBe(200);
  });
});

describe('the Administrator', () => {
  it('still does everything: administrators, any role, any permission, any account', async () => {
    const made = await api('POST', U, {
      name: 'Admin Kedua',
      email: 'admin.kedua@kampus.ac.id',
      password: 'Sandi-Admin-Kedua-2026',
      roles: [roleIds.Administrator],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = Number(made.json().data.id);
    expect((await api('PUT', `${U}/${id}`, { password: 'Sandi-Admin-Ketiga-2026' })).statusCode).toBe(200);
    expect((await api('PUT', `${U}/${userManager.id}`, { roles: [roleIds.Administrator] })).statusCode).toBe(
      200,
    );
    expect(
      (await api('PUT', `${U}/${userManager.id}`, { roles: [roleIds['Pengelola Pengguna']] })).statusCode,
    ).toBe(200);
    const all = await api('POST', R, { name: 'Semua', permissions: Object.values(permIds) });
    expect(all.statusCode, all.body).toBe(200);
    expect((await api('DELETE', `${R}/${all.json().data.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `${U}/${id}`)).statusCode).toBe(200);
  });

  it('holds a permission made after the start at once, and may grant it', async () => {
    const made = await api('POST', P, { name: 'laporan.export', description: 'Ekspor laporan' });
    expect(made.statusCode, made.body).toBe(200);
    expect(await permissionsOf(roleIds.Administrator)).toContain('laporan.export');
    const role = await api('POST', R, { name: 'Pelapor', permissions: [Number(made.json().data.id)] });
    expect(role.statusCode, role.body).toBe(200);
  });
});

describe('what the screens need to show it', () => {
  it("the role option list carries each role's permission names", async () => {
    const res = await api('GET', `${R}/getoption`, undefined, roleManager.headers);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as { id: number; name: string; permissions: string[] }[];
    const um = items.find((r) => r.name === 'Pengelola Pengguna');
    expect(um).toMatchObject({ id: roleIds['Pengelola Pengguna'] });
    expect([...um!.permissions].sort()).toEqual([...USER_MANAGER].sort());
    expect(items.find((r) => r.name === 'Kosong')?.permissions).toEqual([]);
    expect(items.find((r) => r.name === 'Administrator')?.permissions).toContain('user.delete');
  });
});
