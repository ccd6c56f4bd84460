/**
 * Universities in their own space: which university (perguruan tinggi) a record belongs to, derived
 * from the resource graph, so that a university's staff reach only their own universities' records
 * (the server enforces it: server/crud/tenancy.ts; docs/tenancy.md).
 */
import type { FieldDef, ResourceDef } from './resource';

/** The resource every tenant-scoped record leads to. */
export const TENANT_ROOT = 'perguruanTinggi';

/**
 * One step of the chain: a reference field (`reference`) or a link-table field (`references`); with
 * `referrer`, the other way: the records of `target` whose reference `field` names this one.
 */
export interface TenantStep {
  field: string;
  target: string;
  referrer?: true;
}

const stepOf = (def: ResourceDef, field: string): TenantStep | undefined => {
  const f: FieldDef | undefined = def.fields[field];
  if (!f || (f.type !== 'reference' && f.type !== 'references') || !f.reference) return undefined;
  if (f.type === 'reference' && f.virtual) return undefined;
  if (f.type === 'references' && !f.through) return undefined;
  return { field, target: f.reference };
};

/** Required stored references: the edges a record always has. */
const requiredSteps = (def: ResourceDef): TenantStep[] =>
  Object.keys(def.fields)
    .filter((n) => def.fields[n].type === 'reference' && def.fields[n].required && !def.fields[n].virtual)
    .map((n) => stepOf(def, n))
    .filter((s): s is TenantStep => s !== undefined);

/**
 * The chain of fields from `def` to perguruanTinggi: `[]` for perguruanTinggi itself, `null` for a
 * global resource. Derived: the shortest chain of required references; a declared `tenant` list is
 * taken as it is (checked by tenantProblems). Two shortest chains starting with different fields
 * are ambiguous: tenantProblems asks for the list then, and none is taken.
 */
export function tenantPath(def: ResourceDef, all: readonly ResourceDef[]): TenantStep[] | null {
  if (def.name === TENANT_ROOT) return [];
  if (def.tenant === false) return null;
  const byName = new Map(all.map((r) => [r.name, r]));
  if (def.tenant) {
    const steps: TenantStep[] = [];
    let at: ResourceDef | undefined = def;
    for (const field of def.tenant) {
      const step = at && stepOf(at, field);
      if (!step) return null;
      steps.push(step);
      at = byName.get(step.target);
    }
    return steps.at(-1)?.target === TENANT_ROOT ? steps : null;
  }
  const found = shortestChains(def, byName);
  if (!found.length) return null;
  const firsts = new Set(found.map((c) => c[0].field));
  return firsts.size === 1 ? found[0] : null;
}

function shortestChains(def: ResourceDef, byName: ReadonlyMap<string, ResourceDef>): TenantStep[][] {
  let frontier: { at: ResourceDef; chain: TenantStep[] }[] = [{ at: def, chain: [] }];
  const seen = new Set([def.name]);
  while (frontier.length) {
    const next: typeof frontier = [];
    const done: TenantStep[][] = [];
    for (const { at, chain } of frontier)
      for (const step of requiredSteps(at)) {
        const path = [...chain, step];
        if (step.target === TENANT_ROOT) done.push(path);
        else {
          const target = byName.get(step.target);
          if (target && !seen.has(target.name)) next.push({ at: target, chain: path });
        }
      }
    if (done.length) return done;
    for (const n of next) seen.add(n.at.name);
    frontier = next;
  }
  return [];
}

/**
 * The further chains of `def` (its `tenantAlso`): each goes to the records referring to it, then along
 * their own chain; one that leads nowhere is left out (tenantProblems names it).
 */
export function tenantAlsoPaths(def: ResourceDef, all: readonly ResourceDef[]): TenantStep[][] {
  const paths: TenantStep[][] = [];
  for (const { resource, field } of def.tenantAlso ?? []) {
    const from = all.find((r) => r.name === resource);
    const f = from?.fields[field];
    if (!from || f?.type !== 'reference' || f.virtual || f.reference !== def.name) continue;
    const rest = tenantPath(from, all);
    if (rest) paths.push([{ field, target: resource, referrer: true }, ...rest]);
  }
  return paths;
}

/** What is wrong with the tenancy of `def` (a declared chain that does not reach, an ambiguous graph). */
export function tenantProblems(def: ResourceDef, all: readonly ResourceDef[]): string[] {
  const also = def.tenantAlso ?? [];
  if (also.length !== tenantAlsoPaths(def, all).length)
    return [
      `${def.name}: tenantAlso names a resource and field that do not reference ${def.name} from a tenant-scoped resource`,
    ];
  if (def.name === TENANT_ROOT || def.tenant === false) return [];
  if (def.tenant) {
    return tenantPath(def, all)
      ? []
      : [
          `${def.name}: tenant [${def.tenant.join(', ')}] is not a chain of reference fields ending at ${TENANT_ROOT}`,
        ];
  }
  const byName = new Map(all.map((r) => [r.name, r]));
  const found = shortestChains(def, byName);
  const firsts = [...new Set(found.map((c) => c[0].field))];
  return firsts.length > 1
    ? [
        `${def.name}: its records reach ${TENANT_ROOT} through ${firsts.join(' and ')}; name the chain with tenant: [...] or say tenant: false`,
      ]
    : [];
}

/** Whether records of `def` belong to a university. */
export const isTenantScoped = (def: ResourceDef, all: readonly ResourceDef[]): boolean =>
  tenantPath(def, all) !== null;
