import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { actionsOf, permissionName } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { ROLE_ADMIN, ROLE_MAHASISWA } from '../../domain/roles';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from './index';

/** Permissions every student holds (DESIGN.md §4): their dashboard, own profile and own photos. */
export const SELF_SERVICE_PERMISSIONS = [
  'dashboard.view',
  'profile.view',
  'profile.update',
  'galeri.self',
] as const;

export const DEFAULT_ADMIN_EMAIL = 'admin@wisuda.local';

export interface SeedResult {
  /** Set only when this start created the administrator (print the sign-in once). */
  createdAdmin?: { email: string; password: string };
  /** The database had no user before this start. */
  firstStart: boolean;
}

export function allPermissionNames(): string[] {
  const names = new Set<string>(SELF_SERVICE_PERMISSIONS);
  for (const def of RESOURCES) for (const action of actionsOf(def)) names.add(permissionName(def, action));
  return [...names].sort();
}

/**
 * Idempotent base data, run on every start: the two built-in roles, a permission for every
 * declared resource action plus the self-service ones, Administrator holding all of them,
 * Mahasiswa the self-service ones; on an empty database, the first administrator.
 */
export async function seedBase(db: Db, config: Config): Promise<SeedResult> {
  const permissions = allPermissionNames();
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
    await trx
      .insertInto('permissions')
      .values(permissions.map((name) => ({ name, description: null })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT r.id, p.id FROM roles r CROSS JOIN permissions p WHERE r.name = ${ROLE_ADMIN}
      ON CONFLICT DO NOTHING`.execute(trx);
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT r.id, p.id FROM roles r JOIN permissions p ON p.name IN (${sql.join([...SELF_SERVICE_PERMISSIONS])})
      WHERE r.name = ${ROLE_MAHASISWA}
      ON CONFLICT DO NOTHING`.execute(trx);

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
