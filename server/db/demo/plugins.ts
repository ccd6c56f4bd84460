/**
 * The plugins' part of the demo data set: each plugin's `demo` (server/extend/plugin-demo.ts), in the
 * order wisuda.config.ts lists the plugins, after the core's rows and in their transaction.
 */
import installationServerConfig from 'wisuda-installation/server';
import type { PluginInfo } from '../../../domain/config/plugin';
import type { PluginDemoAcara, PluginDemoAccount, PluginDemoContext } from '../../extend/plugin-demo';
import { pluginParts, type ServerConfigWithPlugins } from '../../extend/plugins';
import type { Db } from '../index';
import { DEMO_OPERATORS, DEMO_STUDENT } from './accounts';
import type { DemoAcara } from './acara';
import type { PtIds } from './kampus';
import { demoAccountMaker } from './plugin-accounts';

const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

/**
 * What the core demo loaded, as a plugin's demo gets it; the accounts the plugins add (with the demo
 * password, `passwordHash`) are added to `accounts`.
 */
export async function demoContext(
  trx: Db,
  ptId: PtIds,
  acaras: readonly DemoAcara[],
  added: { passwordHash: string; accounts: PluginDemoAccount[] },
) {
  const kodeOf = new Map([...ptId].map(([kode, id]) => [id, kode]));
  const emails = [DEMO_STUDENT.email, ...DEMO_OPERATORS.map((o) => o.email)];
  const users = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const userId = (email: string) => Number(users.find((u) => u.email === email)!.id);
  const student = await trx
    .selectFrom('mahasiswa')
    .select('id')
    .where('user_id', '=', userId(DEMO_STUDENT.email))
    .executeTakeFirstOrThrow();
  return {
    universities: ptId,
    acara: acaras.map((a): PluginDemoAcara => ({
      id: Number(a.id),
      ptId: Number(a.pt_id),
      kodePt: kodeOf.get(Number(a.pt_id))!,
      tanggal: day(a.tanggal),
      status: a.status as PluginDemoAcara['status'],
    })),
    student: {
      email: DEMO_STUDENT.email,
      userId: userId(DEMO_STUDENT.email),
      mahasiswaId: Number(student.id),
    },
    operators: DEMO_OPERATORS.map((o) => ({ email: o.email, userId: userId(o.email), kodePt: o.kode_pt })),
    account: demoAccountMaker(trx, ptId, added.passwordHash, added.accounts),
  } satisfies PluginDemoContext;
}

/** Runs each listed plugin's demo in turn; the plugins that ran, by name. */
export async function seedPluginDemos(
  trx: Db,
  context: PluginDemoContext,
  serverConfig: ServerConfigWithPlugins = installationServerConfig,
  configured?: readonly PluginInfo[],
): Promise<string[]> {
  const demos = pluginParts(serverConfig, (part) => part.demo, configured);
  for (const { value: demo } of demos) await demo(trx, context);
  return demos.map((d) => d.plugin);
}
