/**
 * The perguruan tinggi a record belongs to, along the chain the tenancy derives from its required
 * references (domain/tenancy.ts: a file group through its acara, then the acara's pt_id).
 */
import { sql } from 'kysely';
import type { ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { TENANT_ROOT, tenantPath } from '../../domain/tenancy';
import type { Exec, Row } from '../crud/queries';

const id = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * The PT id of `row` (a record of `def`, or the values of one being written); null when it has
 * none, or several (a chain through a link table: a user's universities).
 */
export async function ptOf(trx: Exec, def: ResourceDef, row: Row): Promise<number | null> {
  if (def.name === TENANT_ROOT) return id(row.id);
  const all = RESOURCES.includes(def) ? RESOURCES : [...RESOURCES, def];
  const chain = tenantPath(def, all);
  if (!chain?.length || def.fields[chain[0].field]?.type === 'references') return null;
  const tables = new Map(all.map((r) => [r.name, r.table]));
  let value = id(row[chain[0].field]);
  for (let i = 1; i < chain.length && value !== null; i++) {
    const table = tables.get(chain[i - 1].target);
    if (!table) return null;
    const { rows } = await sql<{
      v: unknown;
    }>`SELECT ${sql.ref(chain[i].field)} AS v FROM ${sql.table(table)} WHERE id = ${value}`.execute(trx);
    value = id(rows[0]?.v);
  }
  return value;
}
