/**
 * Delegation (docs/security.md): nobody grants a role or a permission they do not hold themselves, and
 * nobody changes, deletes or resets the password of an account (or changes or deletes a role) holding
 * a permission they lack. "Holding" is the caller's first role (what the server enforces everywhere:
 * server/auth/sessions.ts); what a role or an account holds is every permission of it, whatever the
 * role's position (a second role may be moved first later). The built-in self-service permissions
 * may be passed on by anyone (domain/access.ts `cannotGrant`). The Administrator holds every
 * permission, so administrators are never refused here.
 *
 * Read inside the write's transaction, so the check sees what the write is about to change.
 */
import { sql } from 'kysely';
import { ROLE_ADMIN } from '../../../domain/roles';
import { cannotGrant, nameList, type HeldPermissions } from '../../../domain/access';
import { msg } from '../../../domain/messages';
import { forbidden, unprocessable, type FieldMsgs } from '../../errors';
import type { Exec } from '../../crud/queries';

/** Who grants: the permission names they hold (a caller's set, a hook's `user.permissions`). */
interface Grantor {
  permissions: HeldPermissions;
}

interface RolePermissions {
  id: number;
  name: string;
  permissions: string[];
}

/** The roles `ids` (or named `names`) with the names of their permissions, in the order asked. */
async function rolesWithPermissions(
  trx: Exec,
  by: { ids: readonly number[] } | { names: readonly string[] },
): Promise<RolePermissions[]> {
  const where =
    'ids' in by
      ? sql`r.id IN (${sql.join(by.ids.map(Number))})`
      : sql`r.name IN (${sql.join([...by.names])})`;
  if (('ids' in by ? by.ids : by.names).length === 0) return [];
  const { rows } = await sql<{ id: number; name: string; permissions: string[] | null }>`
    SELECT r.id, r.name,
      (SELECT json_agg(p.name) FROM permission_role pr JOIN permissions p ON p.id = pr.permission_id
        WHERE pr.role_id = r.id) AS permissions
    FROM roles r WHERE ${where}`.execute(trx);
  const found = rows.map((r) => ({ id: Number(r.id), name: r.name, permissions: r.permissions ?? [] }));
  if (!('ids' in by)) return found;
  const byId = new Map(found.map((r) => [r.id, r]));
  return by.ids.map((id) => byId.get(Number(id))).filter((r) => r !== undefined);
}

/**
 * Refuses (422 on `field`, one message per role) to give roles whose permissions the caller does not
 * all hold: assigning a role grants every permission of it. Unknown ids are left to the write (its
 * reference check answers them).
 */
function checkRoles(caller: Grantor, roles: RolePermissions[], field: string): void {
  const errors: FieldMsgs = {};
  for (const role of roles) {
    const missing = cannotGrant(caller.permissions, role.permissions);
    if (missing.length)
      (errors[field] ??= []).push(msg.delegation.role({ role: role.name, missing: nameList(missing) }));
  }
  if (Object.keys(errors).length) throw unprocessable(errors, errors[field]![0]);
}

export async function assertRolesGrantable(
  trx: Exec,
  caller: Grantor,
  roleIds: readonly unknown[],
  field = 'roles',
): Promise<void> {
  const ids = roleIds.map(Number).filter((n) => Number.isSafeInteger(n));
  checkRoles(caller, await rolesWithPermissions(trx, { ids }), field);
}

/** assertRolesGrantable for roles named by the server itself (Mahasiswa, for a student's account). */
export async function assertRoleNamesGrantable(
  trx: Exec,
  caller: Grantor,
  names: readonly string[],
  field: string,
): Promise<void> {
  checkRoles(caller, await rolesWithPermissions(trx, { names }), field);
}

/** Refuses (422 on `field`) to grant a role permissions `ids` the caller does not hold. */
export async function assertPermissionsGrantable(
  trx: Exec,
  caller: Grantor,
  permissionIds: readonly unknown[],
  field = 'permissions',
): Promise<void> {
  const ids = permissionIds.map(Number).filter((n) => Number.isSafeInteger(n));
  if (!ids.length) return;
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM permissions WHERE id IN (${sql.join(ids)})`.execute(trx);
  const missing = cannotGrant(
    caller.permissions,
    rows.map((r) => r.name),
  );
  if (missing.length) {
    const m = msg.delegation.permissions({ missing: nameList(missing) });
    throw unprocessable({ [field]: [m] }, m);
  }
}

/** Refuses (403) to change or delete role `roleId` while it holds permissions the caller lacks. */
export async function assertRoleManageable(trx: Exec, caller: Grantor, roleId: number): Promise<void> {
  const [role] = await rolesWithPermissions(trx, { ids: [roleId] });
  if (!role) return;
  const missing = cannotGrant(caller.permissions, role.permissions);
  if (missing.length)
    throw forbidden(msg.delegation.roleHeld({ role: role.name, missing: nameList(missing) }));
}

/**
 * Refuses (403) to change (its password too), deactivate or delete account `userId` while any of its
 * roles holds permissions the caller lacks.
 */
export async function assertAccountManageable(trx: Exec, caller: Grantor, userId: number): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT p.name FROM role_user ru
      JOIN permission_role pr ON pr.role_id = ru.role_id
      JOIN permissions p ON p.id = pr.permission_id
    WHERE ru.user_id = ${userId}`.execute(trx);
  const missing = cannotGrant(
    caller.permissions,
    rows.map((r) => r.name),
  );
  if (missing.length) throw forbidden(msg.delegation.account({ missing: nameList(missing) }));
}

/**
 * Renaming permission `permissionId` to `name` takes the old name from every role holding it and
 * grants the new one, a name nobody holds yet (a custom page may be waiting for it). So while a role
 * other than the Administrator holds it, only a caller holding every permission may rename it
 * (422 on `name`); the description stays free to change.
 */
export async function assertRenameAllowed(
  trx: Exec,
  caller: Grantor,
  permissionId: number,
  name: string,
): Promise<void> {
  const { rows: holders } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM permission_role pr JOIN roles r ON r.id = pr.role_id
    WHERE pr.permission_id = ${permissionId} AND r.name <> ${ROLE_ADMIN}`.execute(trx);
  if (!Number(holders[0]?.n ?? 0)) return;
  const { rows } = await sql<{ name: string }>`SELECT name FROM permissions`.execute(trx);
  if (
    cannotGrant(
      caller.permissions,
      rows.map((r) => r.name),
    ).length === 0
  )
    return;
  const m = msg.delegation.permissions({ missing: name });
  throw unprocessable({ name: [m] }, m);
}
