/**
 * A resource declaration compiled once into what the SQL layer needs. Every identifier that reaches
 * SQL comes from here (the declaration), never from request input.
 */
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { joinedLabelKey } from '../../domain/joinedLabels';
import { tenantAlsoPaths, tenantPath, type TenantStep } from '../../domain/tenancy';

/**
 * A compiled step of a model's chain: the field, and how it leads to the next table (`referrer`: to
 * the rows of `table` whose `field` names this row).
 */
export type ScopeStep =
  | { kind: 'reference'; field: string; table: string }
  | { kind: 'referrer'; field: string; table: string }
  | { kind: 'link'; field: string; table: string; linkTable: string; ownKey: string; targetKey: string };

export const STAMP_COLUMNS = ['created_at', 'updated_at'] as const;

export interface RefJoin {
  /** Reference field in this table (pt_id). */
  field: string;
  table: string;
  labelColumn: string;
  /** Output name of the label (pt_nama). */
  as: string;
}

export interface Model {
  def: ResourceDef;
  table: string;
  /** Columns read from the table (id, stored readable fields, stamps). */
  columns: string[];
  /** Stored fields a write may set. */
  writable: Set<string>;
  /**
   * Reference fields of the list columns whose target is declared: joined for a display label (one
   * entry per joined column: the target's label field, then its `labelQualifier` if any).
   */
  joins: RefJoin[];
  /**
   * Every stored reference field whose target is declared, joined the same way for one record (a
   * show or edit page): the page names what a record points at even where its user's role may not
   * open the target (a student's program studi without `programStudi.view`). Only the target's
   * label (and qualifier) is read, what a list row of the same record already carries.
   */
  recordJoins: RefJoin[];
  /**
   * Virtual `references` fields kept in a link table; `target` names the declared target's table and
   * label column (what getoption gives for such a field among `optionFields`), and `labels` the
   * columns a record's answer carries as lists beside the ids (`roles` → `roles_name`: the label,
   * then the qualifier if declared), so a role that may not open the target still reads the names.
   */
  links: {
    field: string;
    through: NonNullable<FieldDef['through']>;
    target?: { table: string; labelColumn: string; labels: { column: string; as: string }[] };
  }[];
  sortable: Set<string>;
  /** Fields usable as filters: declared fields that are stored or linked, plus id and the stamps. */
  filterable: Map<string, FieldDef>;
  /** The chain to the record's university (domain/tenancy.ts); null: a global resource. */
  tenant: ScopeStep[] | null;
  /**
   * Every chain placing a record in a university: `tenant`, then those of `tenantAlso` (a user: the
   * universities bound, and their student record's); empty for a global resource. A record is in a
   * caller's scope when any of them reaches one of the caller's universities.
   */
  chains: ScopeStep[][];
  /** Reference and link fields whose target belongs to a university, with the target's chains. */
  scopedReferences: { field: string; link: boolean; table: string; chains: ScopeStep[][] }[];
}

/** A chain of the declarations compiled to tables and link tables (undefined: a target not declared). */
function scopeSteps(
  chain: readonly TenantStep[],
  from: ResourceDef,
  all: readonly ResourceDef[],
): ScopeStep[] | undefined {
  const steps: ScopeStep[] = [];
  let at: ResourceDef | undefined = from;
  for (const { field, target, referrer } of chain) {
    const to = all.find((r) => r.name === target);
    // A referrer step's field is the referring resource's own (mahasiswa.user_id).
    const f = referrer ? to?.fields[field] : at?.fields[field];
    if (!f || !to) return undefined;
    if (referrer) steps.push({ kind: 'referrer', field, table: to.table });
    else
      steps.push(
        f.type === 'references' && f.through
          ? {
              kind: 'link',
              field,
              table: to.table,
              linkTable: f.through.table,
              ownKey: f.through.ownKey,
              targetKey: f.through.targetKey,
            }
          : { kind: 'reference', field, table: to.table },
      );
    at = to;
  }
  return steps;
}

/** Every chain of `def`, compiled: its own, then its `tenantAlso` ones (empty: global). */
function chainsOf(def: ResourceDef, all: readonly ResourceDef[]): ScopeStep[][] {
  const own = tenantPath(def, all);
  if (!own) return [];
  return [own, ...tenantAlsoPaths(def, all)]
    .map((c) => scopeSteps(c, def, all))
    .filter((c): c is ScopeStep[] => c !== undefined);
}

function compileTenancy(
  def: ResourceDef,
  all: readonly ResourceDef[],
): Pick<Model, 'tenant' | 'chains' | 'scopedReferences'> {
  const chain = tenantPath(def, all);
  const tenant = chain ? (scopeSteps(chain, def, all) ?? null) : null;
  const scopedReferences: Model['scopedReferences'] = [];
  for (const [field, f] of Object.entries(def.fields)) {
    const stored = f.type === 'reference' && !f.virtual;
    const link = f.type === 'references' && f.virtual === true && f.through !== undefined;
    if ((!stored && !link) || !f.reference) continue;
    const target = all.find((r) => r.name === f.reference);
    const chains = target ? chainsOf(target, all) : [];
    if (target && chains.length) scopedReferences.push({ field, link, table: target.table, chains });
  }
  return { tenant, chains: tenant ? chainsOf(def, all) : [], scopedReferences };
}

const STAMP_FIELD: FieldDef = { type: 'datetime' };

/** The columns naming a record of `target`: its label, and its qualifier when declared. */
const labelColumns = (target: ResourceDef): string[] =>
  [target.labelField, target.labelQualifier].filter((c) => c !== undefined);

/** The label joins of the reference fields among `names` whose target is declared. */
function labelJoins(def: ResourceDef, all: readonly ResourceDef[], names: readonly string[]): RefJoin[] {
  const joins: RefJoin[] = [];
  for (const name of names) {
    const f = def.fields[name];
    if (f?.type !== 'reference' || f.virtual || f.writeOnly) continue;
    const target = all.find((r) => r.name === f.reference);
    if (!target) continue;
    // the label, and its qualifier when declared (prodi_id → prodi_nama, prodi_jenjang)
    for (const labelColumn of labelColumns(target))
      joins.push({ field: name, table: target.table, labelColumn, as: joinedLabelKey(name, labelColumn) });
  }
  return joins;
}

export function compileModel(def: ResourceDef, all: readonly ResourceDef[]): Model {
  const stored = Object.entries(def.fields).filter(([, f]) => !f.virtual);
  const columns = ['id', ...stored.filter(([, f]) => !f.writeOnly).map(([n]) => n), ...STAMP_COLUMNS];
  const writable = new Set(stored.filter(([, f]) => !f.readOnly).map(([n]) => n));
  const joins = labelJoins(def, all, def.listColumns);
  const recordJoins = labelJoins(def, all, Object.keys(def.fields));
  const links = Object.entries(def.fields)
    .filter(([, f]) => f.type === 'references' && f.virtual && f.through)
    .map(([field, f]) => {
      const target = all.find((r) => r.name === f.reference);
      return {
        field,
        through: f.through!,
        ...(target
          ? {
              target: {
                table: target.table,
                labelColumn: target.labelField,
                labels: labelColumns(target).map((column) => ({ column, as: joinedLabelKey(field, column) })),
              },
            }
          : {}),
      };
    });
  const sortable = new Set<string>(['id', ...STAMP_COLUMNS, ...def.sortFields]);
  // The id column filters as a reference to the resource itself: ids only (domain/field-types.ts idOf).
  const idField: FieldDef = { type: 'reference', reference: def.name };
  const filterable = new Map<string, FieldDef>([['id', idField]]);
  for (const s of STAMP_COLUMNS) filterable.set(s, STAMP_FIELD);
  for (const [n, f] of Object.entries(def.fields)) {
    if (f.writeOnly || f.type === 'password') continue;
    if (!f.virtual || (f.type === 'references' && f.through)) filterable.set(n, f);
  }
  return {
    def,
    table: def.table,
    columns,
    writable,
    joins,
    recordJoins,
    links,
    sortable,
    filterable,
    ...compileTenancy(def, all),
  };
}
