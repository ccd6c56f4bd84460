import { sql } from 'kysely';
import { storedFields, type ResourceDef } from '../../domain/resource';
import type { Db } from '../db';
import type { Storage } from '../files/storage';

/** The key prefixes the server writes (server/files/keys.ts newBaseKey): nothing else is swept. */
export const SWEPT_PREFIXES = ['photos/', 'profile/', 'images/'] as const;

/** Candidate keys checked against the database per query. */
const BATCH = 1000;

export interface SweepResult {
  /** Objects older than the grace period that were looked up. */
  checked: number;
  /** Keys removed from the storage. */
  removed: string[];
}

/**
 * Every column that may hold a storage key: the photo's three objects, and each stored `image`
 * field of the declarations (users.foto and mahasiswa.foto hold `profile/` keys; app_settings.logo
 * and perguruan_tinggi.logo, and a configured image field, may).
 */
export function keyColumns(resources: readonly ResourceDef[]): { table: string; column: string }[] {
  const columns = [
    { table: 'file', column: 'storage_key' },
    { table: 'file', column: 'thumb_key' },
    { table: 'file', column: 'preview_key' },
  ];
  for (const def of resources)
    for (const [name, field] of storedFields(def))
      if (field.type === 'image') columns.push({ table: def.table, column: name });
  return columns;
}

/** Of `keys`, those some row references. */
async function referenced(
  db: Db,
  columns: { table: string; column: string }[],
  keys: string[],
): Promise<Set<string>> {
  const used = sql.join(
    columns.map(({ table, column }) => sql`SELECT ${sql.ref(column)}::text AS k FROM ${sql.table(table)}`),
    sql` UNION ALL `,
  );
  // One pass over each table per batch (a hash semi-join), whatever the indexes.
  const { rows } = await sql<{ k: string }>`
    SELECT c.k FROM unnest(${keys}::text[]) AS c(k) WHERE c.k IN (${used})`.execute(db);
  return new Set(rows.map((r) => r.k));
}

/**
 * Removes the stored objects no row references (a photo whose row was never written because the
 * upload failed half-way, a profile photo replaced while its delete failed, a crash between the two)
 * once they are older than `graceMs`: an upload in progress writes its objects before its row.
 */
export async function sweepOrphans(
  db: Db,
  storage: Storage,
  options: { graceMs: number; resources: readonly ResourceDef[]; now?: Date },
): Promise<SweepResult> {
  const before = (options.now ?? new Date()).getTime() - options.graceMs;
  const columns = keyColumns(options.resources);
  const result: SweepResult = { checked: 0, removed: [] };
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const keys = batch;
    batch = [];
    result.checked += keys.length;
    const used = await referenced(db, columns, keys);
    for (const key of keys) {
      if (used.has(key)) continue;
      await storage.delete(key);
      result.removed.push(key);
    }
  };
  for (const prefix of SWEPT_PREFIXES) {
    for await (const entry of storage.list(prefix)) {
      if (entry.modifiedAt.getTime() >= before) continue;
      batch.push(entry.key);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  return result;
}
