/**
 * The core's hooks: the built-in resources' own rules (./<resource>.ts) and the plan rules
 * (server/plans/hooks.ts), a server config written with the public API of `wisuda/server`
 * (docs/server-hooks.md) like an installation's wisuda.server.ts. The CRUD service runs it as the
 * first layer, the installation's after it, in the order docs/server-hooks.md "Order" describes.
 *
 * These are the rules of the record routes (`source: 'api'`): the server's other flows
 * (registration, profile, import, approval) apply their own, so the core's hooks pass over them.
 */
import type { Model } from '../../crud/model';
import type { ImportAccounts } from '../../crud/service';
import { defineServerConfig } from '../../extend';
import type { LooseHookSet, LooseServerConfig } from '../../extend/runtime';
import type { ServerConfig } from '../../extend/types';
import type { Mailer } from '../../mail/mailer';
import { planRules } from '../../plans/hooks';
import type { ResourceDef } from '../../../domain/resource';
import { acaraHooks } from './acara';
import { permissionHooks, roleHooks } from './access';
import { fakultasHooks, programStudiHooks } from './hierarchy';
import type { CoreConfig } from './kit';
import { mahasiswaHooks, mahasiswaImportAccounts } from './mahasiswa';
import { userHooks } from './user';

/** Sign-in accounts for the records of an import (`create_accounts=true`), by resource name. */
export const IMPORT_ACCOUNTS: Readonly<Record<string, ImportAccounts>> = {
  mahasiswa: mahasiswaImportAccounts,
};

/**
 * The built-in resources' hooks; `def` gives a resource's declaration as configured (its words in
 * messages), undefined for one the app does not declare (then it gets no hooks).
 */
export function builtinHooks(def: (name: string) => ResourceDef | undefined): ServerConfig<CoreConfig> {
  const withDef = <T>(name: string, make: (d: ResourceDef) => T): T | undefined => {
    const d = def(name);
    return d && make(d);
  };
  return defineServerConfig<CoreConfig>({
    hooks: {
      acara: withDef('acara', acaraHooks),
      fakultas: withDef('fakultas', fakultasHooks),
      programStudi: withDef('programStudi', programStudiHooks),
      role: def('role') && roleHooks,
      permission: def('permission') && permissionHooks,
      user: def('user') && userHooks,
      mahasiswa: def('mahasiswa') && mahasiswaHooks,
    },
  });
}

type HookFn = (ctx: { source: string; data?: unknown }) => unknown;

/**
 * `rules` then `own`, hook by hook, only for writes of the record routes. Before create or update,
 * `rules` only checks (returns nothing): `own` gets the same context and may return changed data.
 */
function recordRoutesOnly(rules: LooseHookSet, own: LooseHookSet): LooseHookSet {
  const out: Record<string, HookFn> = {};
  for (const name of new Set([...Object.keys(rules), ...Object.keys(own)]) as Set<keyof LooseHookSet>) {
    const first = rules[name] as HookFn | undefined;
    const then = own[name] as HookFn | undefined;
    out[name] = async (ctx) => {
      if (ctx.source !== 'api') return undefined;
      await first?.(ctx);
      return then?.(ctx);
    };
  }
  return out as LooseHookSet;
}

/** The core's server config for `models`: every resource's plan rules, then its own hooks. */
export function coreServerConfig(models: readonly Model[], mailer: Mailer): LooseServerConfig {
  const byName = new Map(models.map((m) => [m.def.name, m]));
  const builtin: Readonly<Record<string, LooseHookSet | undefined>> =
    builtinHooks((name) => byName.get(name)?.def).hooks ?? {};
  return {
    hooks: Object.fromEntries(
      models.map((m) => [m.def.name, recordRoutesOnly(planRules(m, mailer), builtin[m.def.name] ?? {})]),
    ),
  };
}
