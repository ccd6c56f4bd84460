import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { actionsOf, permissionName, type Action } from '../../domain/resource';
import { labelIn } from '../../domain/config/label';
import { CONFIG_ROLES, RESOURCES } from '../../domain/resources';
import { PAGE_PERMISSIONS, ROLE_ADMIN, ROLE_MAHASISWA, SELF_SERVICE_PERMISSIONS } from '../../domain/roles';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from './index';
import type { ResolvedRole } from '../../domain/config/resolve';

export { SELF_SERVICE_PERMISSIONS };

export const DEFAULT_ADMIN_EMAIL = 'admin@wisuda.local';

/** The standard forms of higher education institution, with their PDDikti codes (docs/product.md#domain). */
export const BENTUK_PT = [
  { kode: '19', nama: 'Akademi' },
  { kode: '20', nama: 'Politeknik' },
  { kode: '21', nama: 'Sekolah Tinggi' },
  { kode: '22', nama: 'Institut' },
  { kode: '23', nama: 'Universitas' },
  { kode: '34', nama: 'Akademi Komunitas' },
] as const;

export interface SeedResult {
  /** Set only when this start created the administrator (print the sign-in once). */
  createdAdmin?: { email: string; password: string };
  /** The database had no user before this start. */
  firstStart: boolean;
}

/** Readable descriptions (Indonesian, the product's main language) of the self-service permissions. */
const SELF_SERVICE_DESCRIPTIONS: Record<(typeof SELF_SERVICE_PERMISSIONS)[number], string> = {
  'dashboard.view': 'Lihat Dashboard',
  'profile.view': 'Lihat profil sendiri',
  'profile.update': 'Ubah profil sendiri',
  'galeri.self': 'Lihat dan unduh foto sendiri',
};

const ACTION_VERBS: Record<Action, string> = {
  view: 'Lihat',
  create: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
};

/**
 * Every built-in permission with a readable description generated from the declarations
 * ("Lihat Perguruan Tinggi"), sorted by name.
 */
export function builtinPermissions(): { name: string; description: string }[] {
  const described = new Map<string, string>([
    ...Object.entries(SELF_SERVICE_DESCRIPTIONS),
    ...Object.entries(PAGE_PERMISSIONS),
  ]);
  for (const def of RESOURCES) {
    for (const action of actionsOf(def)) {
      const name = permissionName(def, action);
      if (!described.has(name)) described.set(name, `${ACTION_VERBS[action]} ${def.title}`);
    }
  }
  return [...described]
    .map(([name, description]) => ({ name, description }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Idempotent base data, run on every start: the two built-in roles, a built-in permission (with a
 * readable description) for every declared resource action plus the self-service ones,
 * Administrator holding all of them, the standard bentuk PT list while there is none,
 * Mahasiswa the self-service ones; on an empty database, the first administrator.
 */
/**
 * The roles of wisuda.config.ts, created with their permissions when missing. An existing role is
 * left as administrators have shaped it on the Roles screen.
 */
export async function seedConfigRoles(trx: Db, roles: readonly ResolvedRole[]): Promise<void> {
  for (const role of roles) {
    const created = await trx
      .insertInto('roles')
      .values({ name: role.name, description: labelIn(role.label, 'id') ?? role.name, is_builtin: false })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created || !role.permissions.length) continue;
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT ${created.id}, p.id FROM permissions p WHERE p.name IN (${sql.join([...role.permissions])})
      ON CONFLICT DO NOTHING`.execute(trx);
  }
}

export async function seedBase(db: Db, config: Config): Promise<SeedResult> {
  const permissions = builtinPermissions();
  const names = permissions.map((p) => p.name);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values([
        { name: ROLE_ADMIN, description: 'Full access to every screen and action', is_builtin: true },
        {
          name: ROLE_MAHASISWA,
          description: 'A student: dashboard, own profile and own photos',
          is_builtin: true,
        },
      ])
      .onConflict((oc) => oc.column('name').doUpdateSet({ is_builtin: true }))
      .execute();
    // Built in: locked name, no delete. A description an administrator wrote is kept.
    await trx
      .insertInto('permissions')
      .values(permissions.map((p) => ({ ...p, is_builtin: true })))
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          is_builtin: true,
          description: sql<string>`coalesce(permissions.description, excluded.description)`,
        }),
      )
      .execute();
    // A permission whose declaration is gone is an ordinary one again (it may be deleted).
    await trx
      .updateTable('permissions')
      .set({ is_builtin: false })
      .where('is_builtin', '=', true)
      .where('name', 'not in', names)
      .execute();
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT r.id, p.id FROM roles r CROSS JOIN permissions p WHERE r.name = ${ROLE_ADMIN}
      ON CONFLICT DO NOTHING`.execute(trx);
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT r.id, p.id FROM roles r JOIN permissions p ON p.name IN (${sql.join([...SELF_SERVICE_PERMISSIONS])})
      WHERE r.name = ${ROLE_MAHASISWA}
      ON CONFLICT DO NOTHING`.execute(trx);

    await seedConfigRoles(trx, CONFIG_ROLES);

    // The standard bentuk PT list while the table is empty (a fresh install); an administrator's
    // changes to it are kept afterwards.
    const anyBentuk = await trx.selectFrom('bentuk_pt').select('id').limit(1).executeTakeFirst();
    if (!anyBentuk) {
      await trx
        .insertInto('bentuk_pt')
        .values(BENTUK_PT.map((b) => ({ ...b })))
        .onConflict((oc) => oc.column('kode').doNothing())
        .execute();
    }

    // Lock the users table so two processes starting at once cannot both create an admin.
    await sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return { firstStart: false };

    const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const password = config.adminPassword ?? randomBytes(18).toString('base64url');
    const admin = await trx
      .insertInto('users')
      .values({
        name: 'Administrator',
        email,
        password_hash: await hashPassword(password),
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO role_user (user_id, role_id, position) SELECT ${admin.id}, id, 0 FROM roles WHERE name = ${ROLE_ADMIN}`.execute(
      trx,
    );
    return { firstStart: true, createdAdmin: { email, password } };
  });
}
