/**
 * What changed between two snapshots: the steps db:diff may write (new tables in the order of their
 * foreign keys, new columns, keys and indexes, and changes that lose nothing: a wider varchar, a
 * dropped NOT NULL, a changed default, a dropped index or unique key) and the changes it refuses
 * (a table or column gone, a type change, a rename, NOT NULL added, a foreign key retargeted),
 * each with the SQL a hand-written migration would start from.
 */
import { alterTable, columnDdl, createIndexDdl, createTableDdl, foreignKeyDdl, uniqueDdl } from './ddl';
import type { ColumnSchema, SchemaSnapshot, TableSchema } from './snapshot';
import { ident } from './sql-names';

export interface Step {
  up: string;
  /** The statement undoing it (down()); none when an earlier undo covers it (DROP TABLE its indexes). */
  down?: string;
  /** Written above the statement in the migration. */
  comment?: string;
}

export interface Refusal {
  change: string;
  /** SQL a hand-written migration could start from. */
  hint: string;
}

export interface SchemaDiff {
  /** Every difference, one line each (what the start check and db:diff print). */
  changes: string[];
  /** The statements db:diff writes when nothing is refused. */
  steps: Step[];
  refused: Refusal[];
}

const cols = (c: readonly string[]) => `(${c.join(', ')})`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** varchar(n) → varchar(m ≥ n) or text: every stored value still fits, PostgreSQL rewrites nothing. */
function widens(from: string, to: string): boolean {
  const a = /^varchar\((\d+)\)$/.exec(from);
  if (!a) return false;
  if (to === 'text') return true;
  const b = /^varchar\((\d+)\)$/.exec(to);
  return !!b && Number(b[1]) >= Number(a[1]);
}

/**
 * New tables, each after the tables its foreign keys point to. A cycle among new tables is broken by
 * adding those keys after every table exists (`deferred`).
 */
function creationOrder(
  to: SchemaSnapshot,
  names: string[],
): { order: string[]; deferred: Map<string, string[]> } {
  const pending = new Set(names);
  const order: string[] = [];
  const deferred = new Map<string, string[]>();
  const waitsFor = (table: string) =>
    Object.values(to.tables[table].foreignKeys)
      .map((fk) => fk.table)
      .filter((target) => target !== table && pending.has(target));
  while (pending.size) {
    const next = [...pending].find((t) => waitsFor(t).length === 0) ?? [...pending][0];
    const late = Object.entries(to.tables[next].foreignKeys)
      .filter(([, fk]) => fk.table !== next && pending.has(fk.table))
      .map(([name]) => name);
    if (late.length) deferred.set(next, late);
    pending.delete(next);
    order.push(next);
  }
  return { order, deferred };
}

function newTables(from: SchemaSnapshot, to: SchemaSnapshot, d: SchemaDiff): void {
  const added = Object.keys(to.tables).filter((t) => !from.tables[t]);
  const { order, deferred } = creationOrder(to, added);
  for (const table of order) {
    const t = to.tables[table];
    const late = deferred.get(table) ?? [];
    const inline = Object.keys(t.foreignKeys).filter((k) => !late.includes(k));
    d.changes.push(`new table ${table}`);
    d.steps.push({ up: createTableDdl(table, t, inline), down: `DROP TABLE ${ident(table)}` });
    if (t.singleton)
      d.steps.push({
        up: `INSERT INTO ${ident(table)} (id) VALUES (1)`,
        comment: 'The one row of a singleton resource.',
      });
    for (const [name, columns] of Object.entries(t.indexes))
      d.steps.push({ up: createIndexDdl(name, table, columns) });
  }
  for (const table of order) {
    for (const name of deferred.get(table) ?? []) {
      d.steps.push({
        up: alterTable(table, `ADD ${foreignKeyDdl(name, to.tables[table].foreignKeys[name])}`),
        down: alterTable(table, `DROP CONSTRAINT ${ident(name)}`),
        comment: 'Added once both tables exist (their foreign keys point at each other).',
      });
    }
  }
}

function addedColumn(table: string, name: string, c: ColumnSchema, d: SchemaDiff): void {
  d.changes.push(`new column ${table}.${name}`);
  // existing rows need a value: NOT NULL only with a default to give them
  const nullable = c.nullable || c.default === undefined;
  d.steps.push({
    up: alterTable(table, `ADD COLUMN ${columnDdl(name, { ...c, nullable })}`),
    down: alterTable(table, `DROP COLUMN ${ident(name)}`),
    comment:
      nullable && !c.nullable
        ? `${name} is required, but added nullable: the existing rows have no value for it. Fill it, then ` +
          `make it NOT NULL in a migration of your own (docs/migrations.md).`
        : undefined,
  });
}

function changedColumn(table: string, name: string, a: ColumnSchema, b: ColumnSchema, d: SchemaDiff): void {
  const col = `${table}.${name}`;
  if (a.type !== b.type) {
    if (widens(a.type, b.type)) {
      d.changes.push(`column ${col} widens from ${a.type} to ${b.type}`);
      d.steps.push({
        up: alterTable(table, `ALTER COLUMN ${ident(name)} TYPE ${b.type}`),
        down: alterTable(table, `ALTER COLUMN ${ident(name)} TYPE ${a.type}`),
      });
    } else {
      d.refused.push({
        change: `column ${col} changes type from ${a.type} to ${b.type}`,
        hint: alterTable(table, `ALTER COLUMN ${ident(name)} TYPE ${b.type} USING ${ident(name)}::${b.type}`),
      });
    }
  }
  if (a.nullable && !b.nullable) {
    d.refused.push({
      change: `column ${col} becomes NOT NULL`,
      hint:
        `UPDATE ${ident(table)} SET ${ident(name)} = <value> WHERE ${ident(name)} IS NULL; ` +
        alterTable(table, `ALTER COLUMN ${ident(name)} SET NOT NULL`),
    });
  } else if (!a.nullable && b.nullable) {
    d.changes.push(`column ${col} becomes nullable`);
    d.steps.push({
      up: alterTable(table, `ALTER COLUMN ${ident(name)} DROP NOT NULL`),
      down: alterTable(table, `ALTER COLUMN ${ident(name)} SET NOT NULL`),
    });
  }
  if (a.default !== b.default) {
    const set = (v: string | undefined) =>
      alterTable(
        table,
        `ALTER COLUMN ${ident(name)} ${v === undefined ? 'DROP DEFAULT' : `SET DEFAULT ${v}`}`,
      );
    d.changes.push(`column ${col} default ${a.default ?? 'none'} → ${b.default ?? 'none'}`);
    d.steps.push({ up: set(b.default), down: set(a.default) });
  }
}

function changedTable(table: string, a: TableSchema, b: TableSchema, d: SchemaDiff): void {
  if (!same(a.primaryKey, b.primaryKey) || !!a.singleton !== !!b.singleton) {
    d.refused.push({
      change: `table ${table} changes its primary key ${cols(a.primaryKey)} → ${cols(b.primaryKey)}${
        !!a.singleton !== !!b.singleton
          ? b.singleton
            ? ' and becomes a singleton'
            : ' and stops being a singleton'
          : ''
      }`,
      hint: `a new table, filled from ${table} with INSERT ... SELECT`,
    });
  }
  const gone = Object.keys(a.columns).filter((c) => !b.columns[c]);
  const added = Object.keys(b.columns).filter((c) => !a.columns[c]);
  for (const name of gone) {
    // a column gone beside a new one of the same type is most likely a rename
    const renamed = added.filter((n) => b.columns[n].type === a.columns[name].type);
    d.refused.push(
      renamed.length === 1
        ? {
            change: `column ${table}.${name} is gone and ${table}.${renamed[0]} is new: renamed?`,
            hint: alterTable(table, `RENAME COLUMN ${ident(name)} TO ${ident(renamed[0])}`),
          }
        : {
            change: `column ${table}.${name} is gone`,
            hint: alterTable(table, `DROP COLUMN ${ident(name)}`),
          },
    );
  }
  for (const name of added) addedColumn(table, name, b.columns[name], d);
  for (const name of Object.keys(b.columns)) {
    if (a.columns[name]) changedColumn(table, name, a.columns[name], b.columns[name], d);
  }

  for (const [name, fk] of Object.entries(b.foreignKeys)) {
    const old = a.foreignKeys[name];
    if (!old) {
      d.changes.push(`new foreign key ${table}.${fk.column} → ${fk.table}`);
      d.steps.push({
        up: alterTable(table, `ADD ${foreignKeyDdl(name, fk)}`),
        down: alterTable(table, `DROP CONSTRAINT IF EXISTS ${ident(name)}`),
      });
    } else if (!same(old, fk)) {
      d.refused.push({
        change: `foreign key ${table}.${fk.column} changes from ${old.table} (ON DELETE ${old.onDelete}) to ${fk.table} (ON DELETE ${fk.onDelete})`,
        hint:
          `UPDATE ${ident(table)} SET ${ident(fk.column)} = <an id of ${fk.table}>; ` +
          alterTable(table, `DROP CONSTRAINT ${ident(name)}, ADD ${foreignKeyDdl(name, fk)}`),
      });
    }
  }
  for (const [name, fk] of Object.entries(a.foreignKeys)) {
    if (b.foreignKeys[name] || !b.columns[fk.column]) continue; // a gone column is refused above
    d.changes.push(`foreign key ${table}.${fk.column} → ${fk.table} dropped`);
    d.steps.push({
      up: alterTable(table, `DROP CONSTRAINT IF EXISTS ${ident(name)}`),
      down: alterTable(table, `ADD ${foreignKeyDdl(name, fk)}`),
    });
  }

  for (const [name, columns] of Object.entries(b.uniques)) {
    if (a.uniques[name]) continue; // the name is made of the columns
    d.changes.push(`new unique key ${table} ${cols(columns)}`);
    d.steps.push({
      up: alterTable(table, `ADD ${uniqueDdl(name, columns)}`),
      down: alterTable(table, `DROP CONSTRAINT IF EXISTS ${ident(name)}`),
      comment: 'Fails while rows repeat a value: remove the duplicates first.',
    });
  }
  for (const [name, columns] of Object.entries(a.uniques)) {
    if (b.uniques[name] || !columns.every((c) => b.columns[c])) continue;
    d.changes.push(`unique key ${table} ${cols(columns)} dropped`);
    d.steps.push({
      up: alterTable(table, `DROP CONSTRAINT IF EXISTS ${ident(name)}`),
      down: alterTable(table, `ADD ${uniqueDdl(name, columns)}`),
    });
  }

  for (const [name, columns] of Object.entries(b.indexes)) {
    if (same(a.indexes[name], columns)) continue;
    if (a.indexes[name]) {
      d.changes.push(`index ${name} changes to ${table} ${cols(columns)}`);
      d.steps.push({
        up: `DROP INDEX IF EXISTS ${ident(name)}`,
        down: createIndexDdl(name, table, a.indexes[name]),
      });
    } else {
      d.changes.push(`new index ${table} ${cols(columns)}`);
    }
    d.steps.push({ up: createIndexDdl(name, table, columns), down: `DROP INDEX IF EXISTS ${ident(name)}` });
  }
  for (const [name, columns] of Object.entries(a.indexes)) {
    if (b.indexes[name] || !columns.every((c) => b.columns[c])) continue;
    d.changes.push(`index ${table} ${cols(columns)} dropped`);
    d.steps.push({ up: `DROP INDEX IF EXISTS ${ident(name)}`, down: createIndexDdl(name, table, columns) });
  }
}

/** The differences from `from` (the schema recorded by the last migration) to `to` (the declarations'). */
export function diffSchemas(from: SchemaSnapshot, to: SchemaSnapshot): SchemaDiff {
  const d: SchemaDiff = { changes: [], steps: [], refused: [] };
  const gone = Object.keys(from.tables).filter((t) => !to.tables[t]);
  const added = Object.keys(to.tables).filter((t) => !from.tables[t]);
  for (const table of gone) {
    const renamed = added.filter((n) =>
      same(Object.keys(to.tables[n].columns), Object.keys(from.tables[table].columns)),
    );
    d.refused.push(
      renamed.length === 1
        ? {
            change: `table ${table} is gone and ${renamed[0]} is new: renamed?`,
            hint: `ALTER TABLE ${ident(table)} RENAME TO ${ident(renamed[0])}`,
          }
        : { change: `table ${table} is gone`, hint: `DROP TABLE ${ident(table)}` },
    );
  }
  newTables(from, to, d);
  for (const table of Object.keys(to.tables)) {
    if (from.tables[table]) changedTable(table, from.tables[table], to.tables[table], d);
  }
  d.changes.push(...d.refused.map((r) => r.change));
  return d;
}
