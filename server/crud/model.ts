/**
 * A resource declaration compiled once into what the SQL layer needs. Every identifier that reaches
 * SQL comes from here (the declaration), never from request input.
 */
import type { FieldDef, ResourceDef } from '../../domain/resource';

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
   * Virtual `references` fields kept in a link table; `target` names the declared target's table and
   * label column (what getoption gives for such a field among `optionFields`).
   */
  links: {
    field: string;
    through: NonNullable<FieldDef['through']>;
    target?: { table: string; labelColumn: string };
  }[];
  sortable: Set<string>;
  /** Fields usable as filters: declared fields that are stored or linked, plus id and the stamps. */
  filterable: Map<string, FieldDef>;
}

const STAMP_FIELD: FieldDef = { type: 'datetime' };

export function compileModel(def: ResourceDef, all: readonly ResourceDef[]): Model {
  const stored = Object.entries(def.fields).filter(([, f]) => !f.virtual);
  const columns = ['id', ...stored.filter(([, f]) => !f.writeOnly).map(([n]) => n), ...STAMP_COLUMNS];
  const writable = new Set(stored.filter(([, f]) => !f.readOnly).map(([n]) => n));
  const joins: RefJoin[] = [];
  for (const name of def.listColumns) {
    const f = def.fields[name];
    if (f?.type !== 'reference' || f.virtual) continue;
    const target = all.find((r) => r.name === f.reference);
    if (!target) continue;
    // the label, and its qualifier when declared (prodi_id → prodi_nama, prodi_jenjang)
    for (const labelColumn of [target.labelField, target.labelQualifier].filter((c) => c !== undefined)) {
      joins.push({
        field: name,
        table: target.table,
        labelColumn,
        as: `${name.replace(/_id$/, '')}_${labelColumn}`,
      });
    }
  }
  const links = Object.entries(def.fields)
    .filter(([, f]) => f.type === 'references' && f.virtual && f.through)
    .map(([field, f]) => {
      const target = all.find((r) => r.name === f.reference);
      return {
        field,
        through: f.through!,
        ...(target ? { target: { table: target.table, labelColumn: target.labelField } } : {}),
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
  return { def, table: def.table, columns, writable, joins, links, sortable, filterable };
}
