/**
 * How a built-in resource is declared: in the config form an integrator writes in wisuda.config.ts
 * (`BuiltinResourceConfig`, the `ResourceConfig` without a label or screens), resolved by the same
 * code as a configured resource (domain/config/resolve.ts).
 */
import { resourceFromConfig } from '../config/resolve';
import type { BuiltinResourceConfig, ConfigFields } from '../config/types';
import type { ResourceDef } from '../resource';

/**
 * The declaration of built-in resource `name`, its field names checked in listColumns, searchFields,
 * ... The result is also a plain `ResourceDef` (keyof makes the generic invariant, hence the
 * intersection).
 */
export function builtinResource<F extends ConfigFields>(
  name: string,
  config: BuiltinResourceConfig<F>,
): ResourceDef<F> & ResourceDef {
  // keyof F makes the config invariant in F: it is read here as any resource's config.
  return resourceFromConfig(name, config as unknown as BuiltinResourceConfig) as ResourceDef<F> & ResourceDef;
}
