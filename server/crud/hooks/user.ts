/**
 * Users: hashed passwords, lower-case e-mail, default role, no locking oneself out, and delegation
 * (./delegation.ts): only roles the caller holds entirely are given, and an account holding a
 * permission the caller lacks is neither changed (nor its password reset) nor deleted.
 */
import { sql } from 'kysely';
import { ROLE_ADMIN, ROLE_MAHASISWA } from '../../../domain/roles';
import { hashPassword, passwordProblems } from '../../auth/password';
import { endOutstandingAccess } from '../../auth/security-event';
import { msg } from '../../../domain/messages';
import { conflict, unprocessable } from '../../errors';
import type { ResourceHooks } from '../service';
import type { Exec } from '../queries';
import { assertAccountManageable, assertRolesGrantable } from './delegation';

async function roleIds(trx: Exec, names: readonly string[]): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{
    id: number;
    name: string;
  }>`SELECT id, name FROM roles WHERE name IN (${sql.join([...names])})`.execute(trx);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export const userHooks: ResourceHooks = {
  async beforeWrite({ trx, mode, data, values, id, actor }) {
    // Delegation first: a refused write costs no password hashing.
    if (mode === 'update') await assertAccountManageable(trx, actor.caller, id!);
    if (mode === 'create' && (data.roles === undefined || data.roles === null)) {
      data.roles = (await roleIds(trx, [ROLE_MAHASISWA])).map((r) => r.id);
    }
    if (Array.isArray(data.roles)) await assertRolesGrantable(trx, actor.caller, data.roles as unknown[]);
    if (typeof values.email === 'string') values.email = values.email.toLowerCase();
    if (typeof data.password === 'string') {
      const problems = passwordProblems(data.password);
      if (problems.length) throw unprocessable({ password: problems });
      values.password_hash = await hashPassword(data.password);
    }
    if (mode === 'create') {
      // Accounts made by an administrator are trusted: no verification mail.
      values.email_verified_at = new Date();
      return;
    }
    if (id !== actor.caller.id) return;
    if (data.is_active === false)
      throw conflict(msg.crud.selfDeactivate(), { is_active: [msg.crud.selfDeactivate()] });
    // Only the first role counts (docs/product.md#roles-and-access): an Administrator keeps Administrator first.
    if (Array.isArray(data.roles) && actor.caller.roles[0]?.name === ROLE_ADMIN) {
      const admin = (await roleIds(trx, [ROLE_ADMIN]))[0];
      if (admin && Number((data.roles as unknown[])[0]) !== admin.id) {
        throw conflict(msg.crud.selfAdminRole(), { roles: [msg.crud.selfAdminRole()] });
      }
    }
  },
  async afterWrite({ trx, mode, data, values, id, actor, before }) {
    if (mode !== 'update') return;
    const emailChanged =
      typeof values.email === 'string' && values.email !== String(before?.email ?? '').toLowerCase();
    if (typeof data.password === 'string' || data.is_active === false || emailChanged) {
      // A security event: the account's mailed links and other sessions end (the caller's own stays).
      await endOutstandingAccess(trx, id, id === actor.caller.id ? actor.caller.sessionId : undefined);
    }
  },
  async beforeDelete({ trx, before, actor }) {
    if (Number(before.id) === actor.caller.id) throw conflict(msg.crud.selfDelete());
    await assertAccountManageable(trx, actor.caller, Number(before.id));
  },
};
