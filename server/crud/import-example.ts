/**
 * The reference cells of the import template's example row, taken from the records there are (the
 * first active ones that belong together: a program studi of the fakultas of the perguruan tinggi),
 * so the template imports as it is downloaded, on the demo data as on an institution's own.
 */
import { sql } from 'kysely';
import type { ResourceDef } from '../../domain/resource';
import type { Exec, Row } from './queries';
import { qualifiedLabel, refInfo } from './import-rows';
import { referenceScopeSql, type ImportScope } from './import-scope';

/** Field name → the cell naming a real record (its code, else its label, qualified when needed). */
export async function exampleReferences(
  db: Exec,
  def: ResourceDef,
  all: readonly ResourceDef[],
  scope?: ImportScope,
): Promise<Record<string, string>> {
  const chosen: Record<string, number> = {};
  const cells: Record<string, string> = {};
  for (const info of refInfo(def, all)) {
    const { target } = info;
    const where = info.scope
      .filter((s) => chosen[s] !== undefined)
      .map((s) => sql`${sql.ref(s)} = ${chosen[s]}`);
    if ('is_active' in target.fields) where.push(sql`is_active IS NOT FALSE`);
    const inScope = referenceScopeSql(scope, info.field, 't');
    if (inScope) where.push(inScope);
    const qualifier = target.labelQualifier ? [target.labelQualifier] : [];
    const cols = [...new Set(['id', target.labelField, ...qualifier, ...info.codes])];
    const { rows } =
      await sql<Row>`SELECT ${sql.join(cols.map((c) => sql.ref(c)))} FROM ${sql.table(target.table)} t
      ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``} ORDER BY id LIMIT 1`.execute(db);
    const record = rows[0];
    if (!record) continue;
    chosen[info.field] = Number(record.id);
    const code = info.codes.find((c) => record[c] !== null && record[c] !== undefined);
    if (code) {
      cells[info.field] = String(record[code]);
      continue;
    }
    // The label alone unless another record in the same scope has it too.
    const label = String(record[target.labelField]);
    const { rows: same } = await sql<Row>`SELECT count(*)::int AS n FROM ${sql.table(target.table)} t
      WHERE lower(${sql.ref(target.labelField)}) = ${label.toLowerCase()}
      ${where.length ? sql`AND ${sql.join(where, sql` AND `)}` : sql``}`.execute(db);
    cells[info.field] = Number(same[0]?.n) > 1 ? qualifiedLabel(target, record) : label;
  }
  return cells;
}
