/**
 * Roles and permissions: the Administrator role always holds every permission (the seed grants them
 * again at each start, so the screen must not pretend otherwise; a permission made between two starts
 * is given to it at once), and a permission still held by a role is not deleted behind that role's
 * back. Delegation (./delegation.ts): a role gets only permissions the caller holds, a role holding
 * one the caller lacks is neither changed nor deleted, and a permission held by a role is renamed
 * only by someone holding every permission (the new name is granted to those roles).
 */
import { sql } from 'kysely';
import { ROLE_ADMIN } from '../../../domain/roles';
import { msg } from '../../../domain/messages';
import { resourceWord } from '../../../domain/messages/words';
import { role } from '../../../domain/resources';
import { conflict } from '../../errors';
import { assertPermissionsGrantable, assertRenameAllowed, assertRoleManageable } from './delegation';
import { serverDb, signedIn, type CoreHooks } from './kit';

export const roleHooks: CoreHooks<'role'> = {
  async beforeCreate({ db, data, user }) {
    if (Array.isArray(data.permissions))
      await assertPermissionsGrantable(serverDb(db), signedIn(user), data.permissions);
  },
  async beforeUpdate({ db, data, before, id, user }) {
    const trx = serverDb(db);
    const caller = signedIn(user);
    await assertRoleManageable(trx, caller, id);
    if (Array.isArray(data.permissions)) await assertPermissionsGrantable(trx, caller, data.permissions);
    if (before.name !== ROLE_ADMIN || data.permissions === undefined) return;
    // Saving the full list again (the edit form sends it) is fine; taking any away is not.
    const given = new Set(Array.isArray(data.permissions) ? data.permissions : []);
    const { rows } = await sql<{ id: number }>`SELECT id FROM permissions`.execute(trx);
    if (rows.some((r) => !given.has(Number(r.id)))) {
      throw conflict(msg.crud.adminAllPermissions(), { permissions: [msg.crud.adminAllPermissions()] });
    }
  },
  async beforeDelete({ db, id, user }) {
    await assertRoleManageable(serverDb(db), signedIn(user), id);
  },
};

export const permissionHooks: CoreHooks<'permission'> = {
  async beforeUpdate({ db, data, before, id, user }) {
    if (typeof data.name !== 'string' || data.name === before.name) return;
    await assertRenameAllowed(serverDb(db), signedIn(user), id, data.name);
  },
  async afterCreate({ db, id }) {
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT r.id, ${id} FROM roles r WHERE r.name = ${ROLE_ADMIN}
      ON CONFLICT DO NOTHING`.execute(serverDb(db));
  },
  async beforeDelete({ db, id }) {
    // (The Administrator holds every permission: its link goes with the permission.)
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM permission_role pr JOIN roles r ON r.id = pr.role_id
      WHERE pr.permission_id = ${id} AND r.name <> ${ROLE_ADMIN}`.execute(serverDb(db));
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) {
      throw conflict(
        msg.crud.referenced({ record: msg.crud.thisRecord(), resource: resourceWord(role), smart_count: n }),
      );
    }
  },
};
