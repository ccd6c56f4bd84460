/**
 * `schemaOf(resources)`: the tables the declarations need, as a `SchemaSnapshot`. Column types come
 * from the field-type registry (server/crud/field-types.ts), nothing else decides them.
 */
import type { FieldDef, ResourceDef } from '../../../domain/resource';
import { serverFieldType } from '../../crud/field-types';
import { SNAPSHOT_VERSION, type ColumnSchema, type SchemaSnapshot, type TableSchema } from './snapshot';
import { isPlainIdentifier, objectName, sqlLiteral } from './sql-names';

/**
 * Tables of server modules that a declaration may reference without them being declared resources:
 * the gallery's photos (`fileGroup.cover_file_id`), by reference name.
 */
const MODULE_TABLES: Readonly<Record<string, string>> = { file: 'file' };

const STAMP: ColumnSchema = { type: 'timestamptz', nullable: false, default: 'now()' };

function checkName(what: string, name: string): string {
  if (!isPlainIdentifier(name))
    throw new Error(`${what} "${name}" is not a plain SQL name (a-z, 0-9 and _, at most 63 characters)`);
  return name;
}

function columnOf(where: string, f: FieldDef): ColumnSchema {
  const type = serverFieldType(f).column(f);
  if (type === null) throw new Error(`${where}: a ${f.type} field is never a column; declare it virtual`);
  const column: ColumnSchema = { type, nullable: !f.required };
  const literal = sqlLiteral(f.default);
  if (literal !== undefined) column.default = literal;
  return column;
}

/** The table a `reference` / `references` field points to. */
function targetTable(where: string, f: FieldDef, resources: readonly ResourceDef[]): string {
  if (!f.reference) throw new Error(`${where}: a ${f.type} field needs \`reference\` (the target resource)`);
  const target = resources.find((r) => r.name === f.reference);
  if (target) return target.table;
  const moduleTable = MODULE_TABLES[f.reference];
  if (moduleTable) return moduleTable;
  throw new Error(`${where}: references "${f.reference}", which is no declared resource`);
}

/** Adds an index unless a unique key already starts with the same columns (its index serves). */
function addIndex(t: TableSchema, table: string, columns: string[]): void {
  const covered = Object.values(t.uniques).some(
    (u) => u[0] === columns[0] && (columns.length === 1 || u.length === 1),
  );
  if (!covered) t.indexes[objectName(table, columns[0], 'idx')] = columns;
}

function resourceTable(def: ResourceDef, resources: readonly ResourceDef[]): TableSchema {
  const table = def.table;
  const t: TableSchema = {
    // a singleton's one row is id 1
    columns: {
      id: def.singleton
        ? { type: 'bigint', nullable: false, default: '1' }
        : { type: 'bigserial', nullable: false },
    },
    primaryKey: ['id'],
    ...(def.singleton ? { singleton: true as const } : {}),
    foreignKeys: {},
    uniques: {},
    indexes: {},
  };
  const stored = Object.entries(def.fields).filter(([, f]) => !f.virtual);
  for (const [name, f] of stored) {
    const where = `${def.name}.${name}`;
    if (name === 'id' || name === 'created_at' || name === 'updated_at')
      throw new Error(`${where}: "${name}" is a column of every table; choose another field name`);
    t.columns[checkName(`field ${def.name}.`, name)] = columnOf(where, f);
    if (f.type === 'reference') {
      t.foreignKeys[objectName(table, name, 'fkey')] = {
        column: name,
        table: targetTable(where, f, resources),
        onDelete: 'RESTRICT',
      };
    }
  }
  t.columns.created_at = { ...STAMP };
  t.columns.updated_at = { ...STAMP };
  for (const [name, f] of stored) {
    if (f.unique) t.uniques[objectName(table, name, 'key')] = [name];
    if (f.uniqueWith?.length) {
      const columns = [...f.uniqueWith, name];
      for (const c of f.uniqueWith)
        if (!t.columns[c]) throw new Error(`${def.name}.${name}: uniqueWith names "${c}", no stored field`);
      t.uniques[objectName(table, ...columns, 'key')] = columns;
    }
  }
  // every reference column (the target's delete looks it up), every sortable column with id (the
  // list orders by `<field>, id`)
  const sortable = new Set(def.sortFields.filter((s) => def.fields[s] && !def.fields[s].virtual));
  for (const [name, f] of stored) {
    if (sortable.has(name)) addIndex(t, table, [name, 'id']);
    else if (f.type === 'reference') addIndex(t, table, [name]);
  }
  return t;
}

/** The link table of a `references` field with `through`. */
function linkTable(
  def: ResourceDef,
  field: string,
  f: FieldDef,
  resources: readonly ResourceDef[],
): TableSchema {
  const where = `${def.name}.${field}`;
  const through = f.through!;
  const table = checkName(`${where}: link table`, through.table);
  const own = checkName(`${where}: ownKey`, through.ownKey);
  const target = checkName(`${where}: targetKey`, through.targetKey);
  const t: TableSchema = {
    columns: {
      [own]: { type: 'bigint', nullable: false },
      [target]: { type: 'bigint', nullable: false },
    },
    primaryKey: [own, target],
    foreignKeys: {
      [objectName(table, own, 'fkey')]: { column: own, table: def.table, onDelete: 'CASCADE' },
      [objectName(table, target, 'fkey')]: {
        column: target,
        table: targetTable(where, f, resources),
        onDelete: 'RESTRICT',
      },
    },
    uniques: {},
    // the primary key serves lookups by the owner; the target's delete looks up by targetKey
    indexes: { [objectName(table, target, 'idx')]: [target] },
  };
  if (through.orderColumn) {
    t.columns[checkName(`${where}: orderColumn`, through.orderColumn)] = {
      type: 'integer',
      nullable: false,
      default: '0',
    };
  }
  return t;
}

/** The schema the declarations need: each resource's table and the link tables of its `references`. */
export function schemaOf(resources: readonly ResourceDef[]): SchemaSnapshot {
  const tables: Record<string, TableSchema> = {};
  const owner = new Map<string, string>();
  // a resource's table is declared once; a link table may be declared again, identically
  const add = (name: string, by: string, t: TableSchema, shareable = false) => {
    const previous = owner.get(name);
    if (previous !== undefined && (!shareable || JSON.stringify(tables[name]) !== JSON.stringify(t)))
      throw new Error(`table "${name}" is declared twice (${previous} and ${by})`);
    owner.set(name, by);
    tables[name] = t;
  };
  for (const def of resources) {
    add(checkName(`resource ${def.name}: table`, def.table), def.name, resourceTable(def, resources));
  }
  for (const def of resources) {
    for (const [field, f] of Object.entries(def.fields)) {
      if (f.type !== 'references' || !f.through) continue;
      if (resources.some((r) => r.table === f.through!.table))
        throw new Error(`${def.name}.${field}: link table "${f.through.table}" is a resource's table`);
      add(f.through.table, `${def.name}.${field}`, linkTable(def, field, f, resources), true);
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(tables)
      .sort()
      .map((name) => [name, tables[name]]),
  );
  return { version: SNAPSHOT_VERSION, tables: sorted };
}
