/** What a perguruan tinggi uses of each quota (domain/plans.ts QUOTAS says which records count). */
import { sql } from 'kysely';
import {
  limitOf,
  percentOf,
  QUOTA_KEYS,
  shownAmount,
  type QuotaKey,
  type QuotaMeter,
} from '../../domain/plans';
import type { Exec } from '../crud/queries';

type Usage = Record<QuotaKey, number>;

/** The usage of every quota of the PTs `ptIds` (one query), by PT id. */
export async function usageOf(db: Exec, ptIds: readonly number[]): Promise<Map<number, Usage>> {
  const out = new Map<number, Usage>();
  if (!ptIds.length) return out;
  const ids = sql.join(ptIds.map((id) => sql`${id}::bigint`));
  const { rows } = await sql<{ id: number; mahasiswa: number; acara: number; foto: number; storage: number }>`
    SELECT pt.id,
      (SELECT count(*) FROM mahasiswa m WHERE m.pt_id = pt.id) AS mahasiswa,
      (SELECT count(*) FROM acara a WHERE a.pt_id = pt.id) AS acara,
      photos.foto, photos.storage
    FROM perguruan_tinggi pt
    CROSS JOIN LATERAL (
      SELECT count(f.id) AS foto, coalesce(sum(f.size), 0) AS storage
      FROM acara a JOIN file_group g ON g.acara_id = a.id JOIN file f ON f.file_group_id = g.id
      WHERE a.pt_id = pt.id
    ) photos
    WHERE pt.id IN (${ids})`.execute(db);
  for (const r of rows)
    out.set(Number(r.id), {
      mahasiswa: Number(r.mahasiswa),
      acara: Number(r.acara),
      foto: Number(r.foto),
      storage: Number(r.storage),
    });
  return out;
}

/** The meters of one PT: used, limit and share per quota, counts as they are and storage in GB. */
export function metersOf(usage: Usage, plan: Record<string, unknown> | null): QuotaMeter[] {
  return QUOTA_KEYS.map((quota) => {
    const limit = limitOf(plan, quota);
    return {
      quota,
      used: shownAmount(quota, usage[quota]),
      limit: limit === null ? null : shownAmount(quota, limit),
      percent: percentOf(usage[quota], limit),
    };
  });
}
