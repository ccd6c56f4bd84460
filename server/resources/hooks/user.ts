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
import type { Exec, Row } from '../../crud/queries';
import type { StoreColumns } from '../../extend/types';
import { assertAccountManageable, assertRolesGrantable } from './delegation';
import { serverDb, signedIn, type CoreHooks } from './kit';

async function roleIds(trx: Exec, names: readonly string[]): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{
    id: number;
    name: string;
  }>`SELECT id, name FROM roles WHERE name IN (${sql.join([...names])})`.execute(trx);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The e-mail in lower case and the password hashed (refused when weak), as stored columns. */
async function storeCredentials(data: Readonly<Row>, store: StoreColumns): Promise<void> {
  if (typeof data.email === 'string') store({ email: data.email.toLowerCase() });
  if (typeof data.password === 'string') {
    const problems = passwordProblems(data.password);
    if (problems.length) throw unprocessable({ password: problems });
    store({ password_hash: await hashPassword(data.password) });
  }
}

export const userHooks: CoreHooks<'user'> = {
  async beforeCreate({ db, data, user, store }) {
    const trx = serverDb(db);
    const roles =
      data.roles === undefined || data.roles === null
        ? (await roleIds(trx, [ROLE_MAHASISWA])).map((r) => r.id)
        : data.roles;
    await assertRolesGrantable(trx, signedIn(user), roles);
    await storeCredentials(data, store);
    // Accounts made by an administrator are trusted: no verification mail.
    store({ email_verified_at: new Date() });
    return roles === data.roles ? undefined : { ...data, roles };
  },
  async beforeUpdate({ db, data, id, user, store }) {
    const trx = serverDb(db);
    const caller = signedIn(user);
    // Delegation first: a refused write costs no password hashing.
    await assertAccountManageable(trx, caller, id);
    if (Array.isArray(data.roles)) await assertRolesGrantable(trx, caller, data.roles);
    await storeCredentials(data, store);
    if (id !== caller.id) return;
    if (data.is_active === false)
      throw conflict(msg.crud.selfDeactivate(), { is_active: [msg.crud.selfDeactivate()] });
    // Only the first role counts (docs/product.md#roles-and-access): an Administrator keeps Administrator first.
    if (Array.isArray(data.roles) && caller.roles[0] === ROLE_ADMIN) {
      const admin = (await roleIds(trx, [ROLE_ADMIN]))[0];
      if (admin && Number(data.roles[0]) !== admin.id) {
        throw conflict(msg.crud.selfAdminRole(), { roles: [msg.crud.selfAdminRole()] });
      }
    }
  },
  async afterUpdate({ db, data, before, id, user }) {
    const caller = signedIn(user);
    const emailChanged =
      typeof data.email === 'string' && data.email.toLowerCase() !== String(before.email ?? '').toLowerCase();
    if (typeof data.password === 'string' || data.is_active === false || emailChanged) {
      // A security event: the account's mailed links and other sessions end (the caller's own stays).
      await endOutstandingAccess(
        serverDb(db),
        id,
        id === caller.id ? (caller.sessionId ?? undefined) : undefined,
      );
    }
  },
  async beforeDelete({ db, id, user }) {
    const caller = signedIn(user);
    if (id === caller.id) throw conflict(msg.crud.selfDelete());
    await assertAccountManageable(serverDb(db), caller, id);
  },
};
