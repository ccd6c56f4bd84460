import { sql } from 'kysely';
import { actionsOf, permissionName, type Action } from '../../../domain/resource';
import { RESOURCES } from '../../../domain/resources';
import type { Db } from '../index';
import { DEMO_OPERATORS, ROLE_OPERATOR_PT } from './accounts';
import type { PtIds } from './kampus';

function operatorPermissions(): string[] {
  const grant = (name: string, actions: readonly Action[]) => {
    const def = RESOURCES.find((r) => r.name === name);
    return def
      ? actionsOf(def)
          .filter((a) => actions.includes(a))
          .map((a) => permissionName(def, a))
      : [];
  };
  const all: Action[] = ['view', 'create', 'update', 'delete'];
  return [
    ...['mahasiswa', 'acara', 'fakultas', 'programStudi', 'fileGroup'].flatMap((n) => grant(n, all)),
    ...grant('perguruanTinggi', ['view', 'update']),
    ...grant('user', ['view', 'create', 'update']),
    // The account form lists the roles to give.
    ...grant('role', ['view']),
    'dashboard.view',
    'profile.view',
    'profile.update',
  ];
}

/** The ROLE_OPERATOR_PT role (kept when already there) with its permissions; its id. */
async function insertOperatorRole(trx: Db): Promise<number> {
  await trx
    .insertInto('roles')
    .values({ name: ROLE_OPERATOR_PT, description: 'Operator Perguruan Tinggi', is_builtin: false })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ROLE_OPERATOR_PT)
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO permission_role (role_id, permission_id)
    SELECT ${role.id}, p.id FROM permissions p WHERE p.name IN (${sql.join(operatorPermissions())})
    ON CONFLICT DO NOTHING`.execute(trx);
  return role.id;
}

/** Two university operators, each bound to one university, with a role for a university's whole job. */
export async function seedOperators(trx: Db, ptId: PtIds, passwordHash: string): Promise<void> {
  const roleId = await insertOperatorRole(trx);
  const operators = await trx
    .insertInto('users')
    .values(
      DEMO_OPERATORS.map((o) => ({
        name: o.name,
        email: o.email,
        password_hash: passwordHash,
        email_verified_at: new Date(),
      })),
    )
    .returning(['id', 'email'])
    .execute();
  for (const o of operators) {
    const pt = ptId.get(DEMO_OPERATORS.find((d) => d.email === o.email)!.kode_pt)!;
    await sql`INSERT INTO role_user (user_id, role_id, position) VALUES (${o.id}, ${roleId}, 0)`.execute(trx);
    await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${o.id}, ${pt})`.execute(trx);
  }
}
