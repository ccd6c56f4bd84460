/**
 * Roles and permissions: the Administrator role always holds every permission (the seed grants them
 * again at each start, so the screen must not pretend otherwise), and a permission still held by a
 * role is not deleted behind that role's back.
 */
import { sql } from 'kysely';
import { ROLE_ADMIN } from '../../../domain/roles';
import { msg } from '../../../domain/messages';
import { conflict } from '../../errors';
import type { ResourceHooks } from '../service';

export const roleHooks: ResourceHooks = {
  async beforeWrite({ trx, mode, data, before }) {
    if (mode !== 'update' || before?.name !== ROLE_ADMIN || data.permissions === undefined) return;
    // Saving the full list again (the edit form sends it) is fine; taking any away is not.
    const given = new Set(Array.isArray(data.permissions) ? (data.permissions as number[]) : []);
    const { rows } = await sql<{ id: number }>`SELECT id FROM permissions`.execute(trx);
    if (rows.some((r) => !given.has(Number(r.id)))) {
      throw conflict(msg.crud.adminAllPermissions(), { permissions: [msg.crud.adminAllPermissions()] });
    }
  },
};

export const permissionHooks: ResourceHooks = {
  async beforeDelete({ trx, before }) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM permission_role WHERE permission_id = ${before.id}`.execute(trx);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) {
      throw conflict(
        msg.crud.referenced({ record: msg.crud.thisRecord(), resource: 'Role', smart_count: n }),
      );
    }
  },
};
