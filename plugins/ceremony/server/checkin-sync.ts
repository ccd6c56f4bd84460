/**
 * Records a phone's scans in one go: each scan's token is verified again (signature, acara, not
 * revoked), each scan id is recorded once (a resent batch answers as before), and a ticket's first
 * scan on any phone admits it while later ones are flagged as scanned before. Syncs of one acara
 * take turns (an advisory lock), so two phones syncing the same ticket at once cannot both admit it.
 */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import { verifyToken, type TicketClaims } from '../tickets/token';
import { publicKeys } from './ticket-keys';

type Db = PluginRouteKit['db'];

export interface Scan {
  id: string;
  token: string;
  at: string;
  pintu?: string | null;
}

export interface ScanResult {
  id: string;
  tiket: string | null;
  status: 'ok' | 'twice' | 'revoked' | 'invalid' | 'other_acara';
  first?: { at: string; perangkat: string | null; pintu: string | null };
  /** Recorded by this sync (not an earlier one). */
  fresh: boolean;
}

type First = NonNullable<ScanResult['first']>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const list = (items: readonly (string | number)[]) => (items.length ? sql.join(items) : sql`NULL`);

/** The tickets among `refs` that let someone in: attending graduates and guests not revoked. */
async function admissible(db: Db, acaraId: number, refs: readonly string[]) {
  const ids = (kind: string) => refs.filter((r) => r[0] === kind).map((r) => Number(r.slice(1)));
  const w = await sql<{ id: string }>`SELECT id FROM kehadiran WHERE acara_id = ${acaraId} AND hadir
    AND id IN (${list(ids('w'))})`.execute(db);
  const g = await sql<{
    id: string;
  }>`SELECT id FROM tiket WHERE acara_id = ${acaraId} AND dicabut_pada IS NULL
    AND id IN (${list(ids('g'))})`.execute(db);
  return new Set([...w.rows.map((r) => `w${r.id}`), ...g.rows.map((r) => `g${r.id}`)]);
}

async function known(db: Db, acaraId: number, scans: readonly Scan[], refs: readonly string[]) {
  const before = await sql<Record<string, unknown>>`SELECT scan_id, tiket, ganda FROM checkin
    WHERE scan_id IN (${list(scans.map((s) => s.id))})`.execute(db);
  const firsts = await sql<
    Record<string, unknown>
  >`SELECT DISTINCT ON (tiket) tiket, dipindai_pada, perangkat, pintu
    FROM checkin WHERE acara_id = ${acaraId} AND NOT ganda AND tiket IN (${list(refs)})
    ORDER BY tiket, id`.execute(db);
  const first = new Map<string, First>();
  for (const r of firsts.rows)
    first.set(String(r.tiket), {
      at: iso(r.dipindai_pada),
      perangkat: (r.perangkat as string | null) ?? null,
      pintu: (r.pintu as string | null) ?? null,
    });
  return { seen: new Map(before.rows.map((r) => [String(r.scan_id), r])), first };
}

export async function syncScans(
  db: Db,
  acaraId: number,
  device: string,
  scans: Scan[],
): Promise<ScanResult[]> {
  const keys = await publicKeys(db);
  const verdicts = await Promise.all(scans.map((s) => verifyToken(s.token, keys)));
  const claims = verdicts.map((v) => (v.ok ? v.claims : null));
  const refs = [...new Set(claims.filter((c): c is TicketClaims => !!c && c.a === acaraId).map((c) => c.t))];
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${acaraId}::bigint)`.execute(trx);
    const good = await admissible(trx, acaraId, refs);
    const { seen, first } = await known(trx, acaraId, scans, refs);
    const rows: ReturnType<typeof sql>[] = [];
    const order = scans.map((s, i) => i).sort((a, b) => Date.parse(scans[a].at) - Date.parse(scans[b].at));
    const results: ScanResult[] = new Array(scans.length);
    for (const i of order) {
      const scan = scans[i];
      const c = claims[i];
      const tiket = c?.t ?? null;
      const base = { id: scan.id, tiket, fresh: false };
      if (!c) results[i] = { ...base, status: 'invalid' };
      else if (c.a !== acaraId) results[i] = { ...base, status: 'other_acara' };
      else if (!good.has(c.t)) results[i] = { ...base, status: 'revoked' };
      else {
        const earlier = seen.get(scan.id);
        const f = first.get(c.t);
        const ganda = earlier ? earlier.ganda === true : !!f;
        if (!earlier) {
          const pintu = scan.pintu ?? null;
          rows.push(
            sql`(${acaraId}, ${c.t}, ${pintu}, ${device || null}, ${scan.at}::timestamptz, ${ganda}, ${scan.id})`,
          );
          if (!f) first.set(c.t, { at: new Date(scan.at).toISOString(), perangkat: device || null, pintu });
        }
        results[i] = {
          ...base,
          fresh: !earlier,
          status: ganda ? 'twice' : 'ok',
          ...(ganda && f ? { first: f } : {}),
        };
      }
    }
    if (rows.length)
      await sql`INSERT INTO checkin (acara_id, tiket, pintu, perangkat, dipindai_pada, ganda, scan_id)
        VALUES ${sql.join(rows)} ON CONFLICT (scan_id) DO NOTHING`.execute(trx);
    return results;
  });
}
