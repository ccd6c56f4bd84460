/**
 * The demo accounts a plugin's demo adds (PluginDemoContext.account): made like the core's operators
 * (./operators.ts), verified, with the demo password, one role, bound to one university.
 */
import { sql } from 'kysely';
import type { PluginDemoAccount, PluginDemoPerson } from '../../extend/plugin-demo';
import type { Db } from '../index';
import type { PtIds } from './kampus';

/** `PluginDemoContext.account` of the demo in `trx`; each account made is added to `made`. */
export function demoAccountMaker(trx: Db, ptId: PtIds, passwordHash: string, made: PluginDemoAccount[]) {
  return async (account: PluginDemoAccount): Promise<PluginDemoPerson> => {
    const pt = ptId.get(account.kodePt);
    if (pt === undefined)
      throw new Error(`demo account ${account.email}: no demo university ${account.kodePt}`);
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', account.role)
      .executeTakeFirst();
    if (!role) throw new Error(`demo account ${account.email}: no role ${account.role}`);
    const user = await trx
      .insertInto('users')
      .values({
        name: account.name,
        email: account.email,
        password_hash: passwordHash,
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO role_user (user_id, role_id, position) VALUES (${user.id}, ${role.id}, 0)`.execute(
      trx,
    );
    await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${user.id}, ${pt})`.execute(trx);
    made.push(account);
    return { email: account.email, userId: Number(user.id) };
  };
}
