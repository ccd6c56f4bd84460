/**
 * The perguruan tinggi a record belongs to, along the chain its compiled model holds (domain/tenancy.ts,
 * compiled once in server/crud/model.ts: a file group through its acara, then the acara's pt_id).
 */
import { sql } from 'kysely';
import type { Model } from '../crud/model';
import type { Exec, Row } from '../crud/queries';

const id = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * The PT id of `row` (a record of `model`, or the values of one being written); null when it has
 * none, or several (a chain through a link table: a user's universities).
 */
export async function ptOf(trx: Exec, model: Model, row: Row): Promise<number | null> {
  const steps = model.tenant;
  if (!steps) return null;
  if (!steps.length) return id(row.id);
  if (steps[0].kind === 'link') return null;
  let value = id(row[steps[0].field]);
  for (let i = 1; i < steps.length && value !== null; i++) {
    const { rows } = await sql<{
      v: unknown;
    }>`SELECT ${sql.ref(steps[i].field)} AS v FROM ${sql.table(steps[i - 1].table)} WHERE id = ${value}`.execute(
      trx,
    );
    value = id(rows[0]?.v);
  }
  return value;
}
