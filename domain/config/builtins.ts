/**
 * The built-in resources' declarations by name, as the config's types see them: the names an
 * `extend`, a `reference` or a permission may use, and each one's fields. Empty here:
 * domain/resources/builtin.ts, which declares them in this folder's format, fills it in by
 * declaration merging, so domain/resources stands on domain/config and not the other way round.
 * `wisuda/config` (./index.ts) imports that file, so every program reading a config sees them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface Builtins {}
