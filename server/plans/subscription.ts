/**
 * A perguruan tinggi's subscription as the plan rules read it: its plan's limits and features, its
 * period, and (on request) a lock that serialises every usage-growing write of that PT.
 */
import { sql } from 'kysely';
import type { Exec } from '../crud/queries';

export interface PtSubscription {
  id: number;
  nama: string;
  /** null: no plan (no limits, every feature). */
  plan: Record<string, unknown> | null;
  planName: string | null;
  fitur: string[];
  mulai: unknown;
  selesai: unknown;
}

interface PtRow {
  id: number;
  nama: string;
  langganan_mulai: unknown;
  langganan_selesai: unknown;
  plan_id: number | null;
  plan_nama: string | null;
  max_mahasiswa: number | null;
  max_acara: number | null;
  max_foto: number | null;
  max_storage_gb: number | null;
  fitur: unknown;
}

/**
 * The PT `ptId` with its plan; undefined when there is no such PT. `lock`: the PT's row is held
 * (FOR NO KEY UPDATE, which foreign-key checks of other writes do not wait for) until `trx` ends,
 * so two writes of the same PT count its usage one after the other.
 */
export async function loadSubscription(
  trx: Exec,
  ptId: number,
  opts: { lock?: boolean } = {},
): Promise<PtSubscription | undefined> {
  const lock = opts.lock ? sql`FOR NO KEY UPDATE OF pt` : sql``;
  const { rows } = await sql<PtRow>`
    SELECT pt.id, pt.nama, pt.langganan_mulai, pt.langganan_selesai, p.id AS plan_id, p.nama AS plan_nama,
      p.max_mahasiswa, p.max_acara, p.max_foto, p.max_storage_gb, p.fitur
    FROM perguruan_tinggi pt LEFT JOIN plan p ON p.id = pt.paket_id
    WHERE pt.id = ${ptId} ${lock}`.execute(trx);
  const r = rows[0];
  if (!r) return undefined;
  const fitur = Array.isArray(r.fitur) ? r.fitur.map(String) : [];
  return {
    id: Number(r.id),
    nama: r.nama,
    plan:
      r.plan_id === null
        ? null
        : {
            max_mahasiswa: r.max_mahasiswa,
            max_acara: r.max_acara,
            max_foto: r.max_foto,
            max_storage_gb: r.max_storage_gb,
          },
    planName: r.plan_nama,
    fitur,
    mulai: r.langganan_mulai,
    selesai: r.langganan_selesai,
  };
}

/** Days of grace after a subscription's end (application setting `masa_tenggang_hari`). */
export async function graceDays(trx: Exec): Promise<number> {
  const { rows } = await sql<{
    masa_tenggang_hari: number | null;
  }>`SELECT masa_tenggang_hari FROM app_settings ORDER BY id LIMIT 1`.execute(trx);
  const days = rows[0]?.masa_tenggang_hari;
  return days === null || days === undefined ? 14 : Number(days);
}

/** Today's calendar day (UTC) as YYYY-MM-DD. */
export const today = (): string => new Date().toISOString().slice(0, 10);
