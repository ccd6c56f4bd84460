import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { actionsOf, permissionName } from '../../domain/resource';
import { CONFIG_ROLES, RESOURCES } from '../../domain/resources';
import { seedBase, SELF_SERVICE_PERMISSIONS } from '../../server/db/seed';
import { DEMO_OPERATORS, DEMO_STUDENT, seedDemo } from '../../server/db/seed-demo';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'users' | 'roles' | 'permissions' | 'permission_role' | 'mahasiswa') =>
  (
    await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const permissionsOf = async (role: string) =>
  (
    await sql<{
      name: string;
    }>`SELECT p.name FROM permissions p JOIN permission_role pr ON pr.permission_id = p.id
      JOIN roles r ON r.id = pr.role_id WHERE r.name = ${role} ORDER BY p.name`.execute(t.db)
  ).rows.map((r) => r.name);

describe('seedBase', () => {
  it('Administrator holds a permission for every declared resource action plus self-service; Mahasiswa only self-service', async () => {
    const admin = await permissionsOf('Administrator');
    for (const def of RESOURCES)
      for (const action of actionsOf(def)) expect(admin).toContain(permissionName(def, action));
    for (const p of SELF_SERVICE_PERMISSIONS) expect(admin).toContain(p);
    expect(admin).toHaveLength(await count('permissions'));
    expect(await permissionsOf('Mahasiswa')).toEqual([...SELF_SERVICE_PERMISSIONS].sort());
    const roles = await t.db.selectFrom('roles').select(['name', 'is_builtin']).orderBy('name').execute();
    // and the roles wisuda.config.ts and its plugins declare (the ceremony's staff)
    expect(roles).toEqual(
      [
        { name: 'Administrator', is_builtin: true },
        { name: 'Mahasiswa', is_builtin: true },
        ...CONFIG_ROLES.map((r) => ({ name: r.name, is_builtin: false })),
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('is idempotent and creates the administrator only on the first start', async () => {
    const before = await Promise.all([
      count('users'),
      count('roles'),
      count('permissions'),
      count('permission_role'),
    ]);
    const again = await seedBase(t.db, {
      ...t.config,
      adminEmail: 'other@test.local',
      adminPassword: 'Other-Admin-2026',
    });
    expect(again).toEqual({ firstStart: false });
    expect(
      await Promise.all([count('users'), count('roles'), count('permissions'), count('permission_role')]),
    ).toEqual(before);
    expect(await t.loginAs(TEST_ADMIN.email, TEST_ADMIN.password)).toBeTruthy();
  });

  it('without ADMIN_PASSWORD, an empty database gets admin@wisuda.local with a strong generated password that works', async () => {
    const fresh = await createTestApp({ config: { adminEmail: undefined, adminPassword: undefined } });
    try {
      // createTestApp seeded already; seed a second empty database through the same code path:
      await fresh.db.deleteFrom('users').execute();
      const result = await seedBase(fresh.db, fresh.config);
      expect(result.firstStart).toBe(true);
      expect(result.createdAdmin?.email).toBe('admin@wisuda.local');
      expect(result.createdAdmin!.password.length).toBeGreaterThanOrEqual(20);
      const again = await seedBase(fresh.db, fresh.config);
      expect(again.createdAdmin).toBeUndefined();
      const token = await fresh.loginAs('admin@wisuda.local', result.createdAdmin!.password);
      const me = await fresh.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh.auth(token) });
      expect(me.json().data.roles[0].name).toBe('Administrator');
    } finally {
      await fresh.close();
    }
  });
});

describe('seedBase: bentuk PT', () => {
  const bentuk = async () =>
    (await t.db.selectFrom('bentuk_pt').select(['kode', 'nama']).orderBy('kode').execute()).map(
      (b) => `${b.kode} ${b.nama}`,
    );
  const STANDARD = [
    '19 Akademi',
    '20 Politeknik',
    '21 Sekolah Tinggi',
    '22 Institut',
    '23 Universitas',
    '34 Akademi Komunitas',
  ];

  it('a fresh install has the standard list with PDDikti codes; seeding again changes nothing', async () => {
    expect(await bentuk()).toEqual(STANDARD);
    await seedBase(t.db, t.config);
    expect(await bentuk()).toEqual(STANDARD);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/data-induk/pt/bentuk-pt/getoption',
      headers: t.auth(t.admin.token),
    });
    expect(options.json().data.map((o: { name: string }) => o.name)).toContain('Sekolah Tinggi');
  });

  it("keeps an administrator's changes, and fills the list again only when it is empty", async () => {
    await t.db.deleteFrom('bentuk_pt').where('kode', '=', '34').execute();
    await t.db.updateTable('bentuk_pt').set({ nama: 'Akademi Vokasi' }).where('kode', '=', '19').execute();
    await seedBase(t.db, t.config);
    expect(await bentuk()).toEqual(['19 Akademi Vokasi', ...STANDARD.slice(1, 5)]);
    await t.db.deleteFrom('bentuk_pt').execute();
    await seedBase(t.db, t.config);
    expect(await bentuk()).toEqual(STANDARD);
  });
});

describe('seedDemo', () => {
  it('loads universities of several forms, events and 220+ students with verified accounts; idempotent', async () => {
    const started = Date.now();
    const result = await seedDemo(t.db, t.config, { photos: false });
    const seconds = (Date.now() - started) / 1000;
    expect(result.skipped).toBe(false);
    expect(result.students).toBeGreaterThanOrEqual(220);
    expect(result.acara).toBeGreaterThanOrEqual(6);
    expect(seconds).toBeLessThan(30); // generous: only guards against row-by-row inserts

    const forms = await sql<{
      n: number;
    }>`SELECT count(DISTINCT bentuk_pt_id)::int AS n FROM perguruan_tinggi`.execute(t.db);
    expect(forms.rows[0].n).toBeGreaterThanOrEqual(4);
    const bentuk = await t.db.selectFrom('bentuk_pt').select(['kode', 'nama']).orderBy('kode').execute();
    expect(bentuk.map((b) => b.kode)).toEqual(['19', '20', '21', '22', '23', '34']);
    expect(await t.db.selectFrom('plan').select('kode').execute()).toHaveLength(3);
    const statuses = await sql<{ status: string }>`SELECT DISTINCT status FROM acara`.execute(t.db);
    expect(statuses.rows.map((s) => s.status)).toEqual(
      expect.arrayContaining(['published', 'selesai', 'draft']),
    );

    const students = await sql<{ n: number; accounts: number; verified: number; mahasiswa_role: number }>`
      SELECT count(*)::int AS n, count(u.id)::int AS accounts, count(u.email_verified_at)::int AS verified,
        count(ru.user_id)::int AS mahasiswa_role
      FROM mahasiswa m LEFT JOIN users u ON u.id = m.user_id
      LEFT JOIN role_user ru ON ru.user_id = u.id AND ru.role_id = (SELECT id FROM roles WHERE name = 'Mahasiswa')`.execute(
      t.db,
    );
    expect(students.rows[0]).toEqual({
      n: result.students,
      accounts: result.students,
      verified: result.students,
      mahasiswa_role: result.students,
    });
    const bad = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM mahasiswa WHERE ipk < 0 OR ipk > 4 OR nim !~ '^[0-9]+$' OR prodi_id IS NULL`.execute(
      t.db,
    );
    expect(bad.rows[0].n).toBe(0);

    const token = await t.loginAs(DEMO_STUDENT.email, DEMO_STUDENT.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
    expect(me.json().data.user.mahasiswa_id).toBeTruthy();

    // Each demo operator works in their own university only, with a role for its whole job.
    expect(result.demoOperators.map((o) => o.email)).toEqual(DEMO_OPERATORS.map((o) => o.email));
    for (const o of result.demoOperators) {
      const opToken = await t.loginAs(o.email, o.password);
      const session = (
        await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(opToken) })
      ).json().data;
      expect(session.user.pt_ids).toHaveLength(1);
      expect(session.roles[0].name).toBe('Operator PT');
      expect(session.permissions).toEqual(
        expect.arrayContaining([
          'mahasiswa.delete',
          'fileGroup.create',
          'perguruanTinggi.update',
          'user.create',
        ]),
      );
      expect(session.permissions).not.toContain('perguruanTinggi.create');
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/mahasiswa/mahasiswa?range=[0,999]',
        headers: t.auth(opToken),
      });
      const ptIds = new Set((list.json().data as { pt_id: number }[]).map((m) => m.pt_id));
      expect([...ptIds]).toEqual(session.user.pt_ids);
    }

    const before = await count('mahasiswa');
    expect((await seedDemo(t.db, t.config, { photos: false })).skipped).toBe(true);
    expect(await count('mahasiswa')).toBe(before);
  });
});
