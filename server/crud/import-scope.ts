/**
 * An import as a caller bound to universities sees it (docs/tenancy.md): the records its cells may
 * name, and those the template's example row shows, are their universities' only, as if the others
 * did not exist; a caller bound to one university may leave its column out, the rows are theirs.
 */
import type { RawBuilder } from 'kysely';
import type { ResourceDef } from '../../domain/resource';
import { TENANT_ROOT } from '../../domain/tenancy';
import type { Model } from './model';
import { scopeOf, scopeSql, type ScopedCaller } from './tenancy';

export interface ImportScope {
  ptIds: readonly number[];
  references: Model['scopedReferences'];
}

/** The scope of an import by `caller` into `model`, or undefined for the company's own staff. */
export function importScope(model: Model, caller: ScopedCaller): ImportScope | undefined {
  const ptIds = scopeOf(caller);
  return ptIds ? { ptIds, references: model.scopedReferences } : undefined;
}

/** SQL true for the rows of `alias` that reference field `field` may name within the scope, if limited. */
export function referenceScopeSql(
  scope: ImportScope | undefined,
  field: string,
  alias: string,
): RawBuilder<boolean> | undefined {
  const ref = scope?.references.find((r) => r.field === field && !r.link);
  return scope && ref ? scopeSql(ref.chains, alias, scope.ptIds) : undefined;
}

/** The university field a row of a caller bound to exactly one university gets when it names none. */
export function presetUniversity(
  def: ResourceDef,
  scope: ImportScope | undefined,
): { field: string; id: number } | undefined {
  if (scope?.ptIds.length !== 1) return undefined;
  const field = Object.entries(def.fields).find(
    ([, f]) => f.type === 'reference' && f.reference === TENANT_ROOT && !f.readOnly,
  )?.[0];
  return field ? { field, id: Number(scope.ptIds[0]) } : undefined;
}
