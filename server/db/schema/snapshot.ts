/**
 * The schema as the resource declarations describe it, as plain JSON: what `schemaOf` derives and
 * what each generated migration records beside itself (`<migration>.schema.json`). Names of
 * constraints and indexes are part of it, so two snapshots compare key by key.
 */

export const SNAPSHOT_VERSION = 1;

export interface ColumnSchema {
  /** SQL type as written in DDL: `varchar(150)`, `numeric(14,2)`, `bigserial`. */
  type: string;
  nullable: boolean;
  /** SQL literal of the column's DEFAULT, already quoted (`'draft'`, `0`, `true`, `now()`). */
  default?: string;
}

export type OnDelete = 'RESTRICT' | 'CASCADE' | 'SET NULL';

export interface ForeignKeySchema {
  column: string;
  /** Referenced table; the referenced column is always its `id`. */
  table: string;
  onDelete: OnDelete;
}

export interface TableSchema {
  /** In table order. */
  columns: Record<string, ColumnSchema>;
  primaryKey: string[];
  /** A one-row table (`singleton` resource): id is always 1 and the row is created with the table. */
  singleton?: true;
  /**
   * In a history's part (`SchemaSnapshot.part`): a table of an earlier history (the core's), of which
   * this part holds only what its own history added (columns, keys, indexes); no primary key.
   */
  extends?: true;
  /** By constraint name (`<table>_<column>_fkey`). */
  foreignKeys: Record<string, ForeignKeySchema>;
  /** Unique constraints by name (`<table>_<columns>_key`): their columns, in key order. */
  uniques: Record<string, string[]>;
  /** Plain btree indexes by name (`<table>_<column>_idx`): their columns, in key order. */
  indexes: Record<string, string[]>;
  /** In a part's `extends` table: the earlier history's indexes this history dropped. */
  droppedIndexes?: string[];
}

export interface SchemaSnapshot {
  version: typeof SNAPSHOT_VERSION;
  /**
   * What one history adds to the histories before it (server/db/schema/parts.ts), as the
   * installation's and the plugins' migrations record it; absent in the core's, which are whole.
   */
  part?: true;
  /** By table name, sorted. */
  tables: Record<string, TableSchema>;
}

export function emptySnapshot(): SchemaSnapshot {
  return { version: SNAPSHOT_VERSION, tables: {} };
}

/** Parses a recorded snapshot, refusing anything that is not one (`source` names the file in errors). */
export function parseSnapshot(text: string, source: string): SchemaSnapshot {
  const value = JSON.parse(text) as Partial<SchemaSnapshot>;
  if (value?.version !== SNAPSHOT_VERSION || typeof value.tables !== 'object' || value.tables === null)
    throw new Error(`${source} is not a schema snapshot of version ${SNAPSHOT_VERSION}`);
  return value as SchemaSnapshot;
}

/** JSON with one line per object of plain values (a column, a foreign key, an index's columns). */
function compactJson(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  const plain = entries.every(([, v]) => v === null || typeof v !== 'object' || Array.isArray(v));
  if (plain) return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
  const inner = indent + '  ';
  const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** Stable JSON of a snapshot (tables sorted by name), as written beside a migration. */
export function snapshotJson(snapshot: SchemaSnapshot): string {
  const tables = Object.fromEntries(
    Object.keys(snapshot.tables)
      .sort()
      .map((t) => [t, snapshot.tables[t]]),
  );
  const part = snapshot.part ? { part: true } : {};
  return compactJson({ version: snapshot.version, ...part, tables }, '') + '\n';
}
