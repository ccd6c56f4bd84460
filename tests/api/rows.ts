import { sql } from 'kysely';
import type { Db } from '../../server/db';

/** Inserts one row into `table` as it is (no hooks, no checks) and answers its id: a test's fixture. */
export async function insertRow(db: Db, table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(
    cols.map((c) => sql.ref(c)),
  )}) VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING id`.execute(db);
  return Number(rows[0].id);
}
