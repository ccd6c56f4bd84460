/**
 * The perguruan tinggi a record belongs to, following its required references (a file group: its
 * acara, then the acara's pt_id). The tenant scoping derives the same chain for its own checks.
 */
import { sql } from 'kysely';
import type { ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import type { Exec, Row } from '../crud/queries';

const ROOT = 'perguruanTinggi';

interface Step {
  field: string;
  /** The table the next step reads (null at the last step, which holds the PT's id). */
  table: string | null;
}

const chains = new Map<string, Step[] | null>();

function chainOf(def: ResourceDef): Step[] | null {
  if (chains.has(def.name)) return chains.get(def.name)!;
  const byName = new Map(RESOURCES.map((r) => [r.name, r]));
  let frontier: { at: ResourceDef; steps: Step[] }[] = [{ at: def, steps: [] }];
  const seen = new Set([def.name]);
  let found: Step[] | null = null;
  while (frontier.length && !found) {
    const next: typeof frontier = [];
    for (const { at, steps } of frontier) {
      for (const [field, f] of Object.entries(at.fields)) {
        if (f.type !== 'reference' || !f.required || f.virtual) continue;
        if (f.reference === ROOT) {
          found ??= [...steps, { field, table: null }];
          continue;
        }
        const target = byName.get(f.reference);
        if (!target || seen.has(target.name)) continue;
        seen.add(target.name);
        next.push({ at: target, steps: [...steps, { field, table: target.table }] });
      }
    }
    frontier = next;
  }
  chains.set(def.name, found);
  return found;
}

/** The PT id of `row` (a record of `def`, or the values of one being written); null when it has none. */
export async function ptOf(trx: Exec, def: ResourceDef, row: Row): Promise<number | null> {
  if (def.name === ROOT) return row.id === undefined || row.id === null ? null : Number(row.id);
  const chain = chainOf(def);
  if (!chain) return null;
  let value: unknown = row[chain[0].field];
  for (let i = 0; i < chain.length - 1; i++) {
    if (value === null || value === undefined) return null;
    const { rows } = await sql<{
      v: unknown;
    }>`SELECT ${sql.ref(chain[i + 1].field)} AS v FROM ${sql.table(chain[i].table!)} WHERE id = ${Number(value)}`.execute(
      trx,
    );
    value = rows[0]?.v;
  }
  return value === null || value === undefined ? null : Number(value);
}
