/** The DDL statements of snapshot pieces: CREATE TABLE, columns, constraints, indexes. */
import type { ColumnSchema, ForeignKeySchema, TableSchema } from './snapshot';
import { ident } from './sql-names';

const list = (columns: readonly string[]) => columns.map(ident).join(', ');

/** `name type [NOT NULL] [DEFAULT x]`, as in CREATE TABLE and ADD COLUMN. */
export function columnDdl(name: string, c: ColumnSchema): string {
  return [
    ident(name),
    c.type,
    c.nullable ? '' : 'NOT NULL',
    c.default === undefined ? '' : `DEFAULT ${c.default}`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function foreignKeyDdl(name: string, fk: ForeignKeySchema): string {
  return `CONSTRAINT ${ident(name)} FOREIGN KEY (${ident(fk.column)}) REFERENCES ${ident(fk.table)} (id) ON DELETE ${fk.onDelete}`;
}

export function uniqueDdl(name: string, columns: readonly string[]): string {
  return `CONSTRAINT ${ident(name)} UNIQUE (${list(columns)})`;
}

/** CREATE TABLE with its primary key, unique keys and the foreign keys in `inlineKeys`. */
export function createTableDdl(table: string, t: TableSchema, inlineKeys: readonly string[]): string {
  const single = t.primaryKey.length === 1 ? t.primaryKey[0] : undefined;
  const lines = Object.entries(t.columns).map(([name, c]) => {
    if (name !== single) return columnDdl(name, c);
    const check = t.singleton ? ` CHECK (${ident(name)} = 1)` : '';
    const dflt = c.default === undefined ? '' : ` DEFAULT ${c.default}`;
    return `${ident(name)} ${c.type} PRIMARY KEY${dflt}${check}`;
  });
  if (!single) lines.push(`PRIMARY KEY (${list(t.primaryKey)})`);
  for (const name of inlineKeys) lines.push(foreignKeyDdl(name, t.foreignKeys[name]));
  for (const [name, columns] of Object.entries(t.uniques)) lines.push(uniqueDdl(name, columns));
  return `CREATE TABLE ${ident(table)} (\n  ${lines.join(',\n  ')}\n)`;
}

export function createIndexDdl(name: string, table: string, columns: readonly string[]): string {
  return `CREATE INDEX ${ident(name)} ON ${ident(table)} (${list(columns)})`;
}

export function alterTable(table: string, action: string): string {
  return `ALTER TABLE ${ident(table)} ${action}`;
}
