/**
 * Per-resource behaviour beyond the generic CRUD, by resource name (add built-in ones here), composed
 * with the integrator's hooks of wisuda.server.ts (server/extend): see `ResourceHooks.custom` for the
 * order they run in.
 */
import type { LooseHookSet } from '../../extend/runtime';
import { withPlanRules } from '../../plans/hooks';
import type { Model } from '../model';
import type { ResourceHooks } from '../service';
import { acaraHooks } from './acara';
import { permissionHooks, roleHooks } from './access';
import { fakultasHooks, programStudiHooks } from './hierarchy';
import { mahasiswaHooks } from './mahasiswa';
import { userHooks } from './user';

export const HOOKS: Record<string, ResourceHooks> = {
  acara: acaraHooks,
  fakultas: fakultasHooks,
  programStudi: programStudiHooks,
  role: roleHooks,
  permission: permissionHooks,
  user: userHooks,
  mahasiswa: mahasiswaHooks,
};

/** The hooks of each resource: the built-in ones of HOOKS with the configured ones of `custom`. */
export function composeHooks(
  custom: ReadonlyMap<string, LooseHookSet>,
  builtin: Readonly<Record<string, ResourceHooks>> = HOOKS,
): (model: Model) => ResourceHooks {
  const composed = new Map<string, ResourceHooks>();
  return (model) => {
    const name = model.def.name;
    let hooks = composed.get(name);
    if (!hooks) {
      // Every resource gets the plan rules (server/plans/hooks.ts) around its own hooks.
      const own = withPlanRules(builtin[name] ?? {});
      const set = custom.get(name);
      hooks = set ? { ...own, custom: set } : own;
      composed.set(name, hooks);
    }
    return hooks;
  };
}
