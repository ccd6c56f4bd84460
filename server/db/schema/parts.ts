/**
 * A history's part of the schema (docs/migrations.md): what the installation's (or a plugin's)
 * declarations add to the schema of the histories before it. Its own tables whole; of a table it
 * extends (a built-in one), only the columns, keys and indexes it added, and the indexes it dropped
 * (a `sortFields` without a built-in sortable field). The core's history records whole schemas.
 */
import { SNAPSHOT_VERSION, type SchemaSnapshot, type TableSchema } from './snapshot';

export function emptyPart(): SchemaSnapshot {
  return { version: SNAPSHOT_VERSION, part: true, tables: {} };
}

function missingFrom<T>(all: Record<string, T>, base: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(all).filter(([k]) => !(k in base)));
}

/** What `full` adds to `base`: the part a history records. */
export function partOf(full: SchemaSnapshot, base: SchemaSnapshot): SchemaSnapshot {
  const part = emptyPart();
  for (const [name, table] of Object.entries(full.tables)) {
    const b = base.tables[name];
    if (!b) {
      part.tables[name] = table;
      continue;
    }
    const extension: TableSchema = {
      extends: true,
      columns: missingFrom(table.columns, b.columns),
      primaryKey: [],
      foreignKeys: missingFrom(table.foreignKeys, b.foreignKeys),
      uniques: missingFrom(table.uniques, b.uniques),
      indexes: missingFrom(table.indexes, b.indexes),
    };
    const dropped = Object.keys(b.indexes).filter((i) => !(i in table.indexes));
    if (dropped.length) extension.droppedIndexes = dropped;
    const empty = [extension.columns, extension.foreignKeys, extension.uniques, extension.indexes].every(
      (o) => !Object.keys(o).length,
    );
    if (!empty || dropped.length) part.tables[name] = extension;
  }
  return part;
}

const STAMPS = ['created_at', 'updated_at'];

/** `base` with `part` added: the schema once the part's history has run (a whole schema as a part adds nothing). */
export function overlay(base: SchemaSnapshot, part: SchemaSnapshot): SchemaSnapshot {
  const tables: Record<string, TableSchema> = { ...base.tables };
  for (const [name, t] of Object.entries(part.tables)) {
    const b = base.tables[name];
    if (!t.extends || !b) {
      if (!t.extends) tables[name] = t;
      continue;
    }
    const own = Object.entries(b.columns);
    // added columns sit before the timestamps, where schemaOf puts an added field
    const columns = Object.fromEntries([
      ...own.filter(([c]) => !STAMPS.includes(c)),
      ...Object.entries(t.columns),
      ...own.filter(([c]) => STAMPS.includes(c)),
    ]);
    const indexes = Object.fromEntries(
      Object.entries(b.indexes).filter(([i]) => !t.droppedIndexes?.includes(i)),
    );
    tables[name] = {
      ...b,
      columns,
      foreignKeys: { ...b.foreignKeys, ...t.foreignKeys },
      uniques: { ...b.uniques, ...t.uniques },
      indexes: { ...indexes, ...t.indexes },
    };
  }
  return { version: SNAPSHOT_VERSION, tables };
}

/** A table or column of a part that the schema before it has too (or a table it extends that is gone). */
export interface Collision {
  table: string;
  /** Undefined: the table itself. */
  column?: string;
  /** The part extends a table the schema before it no longer has. */
  gone?: true;
}

export function collisions(base: SchemaSnapshot, part: SchemaSnapshot): Collision[] {
  const out: Collision[] = [];
  for (const [table, t] of Object.entries(part.tables)) {
    const b = base.tables[table];
    if (!t.extends) {
      if (b) out.push({ table });
    } else if (!b) out.push({ table, gone: true });
    else for (const column of Object.keys(t.columns)) if (b.columns[column]) out.push({ table, column });
  }
  return out;
}

/** Whether a recorded snapshot (whole or part) has the table, or the table's column. */
export function records(snapshot: SchemaSnapshot, c: Collision): boolean {
  const t = snapshot.tables[c.table];
  if (!t) return false;
  return c.column === undefined ? !t.extends : c.column in t.columns;
}
