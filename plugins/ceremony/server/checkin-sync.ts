/**
 * Records a phone's scans in one go: each scan's token is verified again (signature, acara, not
 * revoked), each scan id is recorded once (a resent batch answers as before), and a ticket's first
 * scan on any phone admits it while later ones are flagged as scanned before. The database decides
 * which scan came first (the unique index checkin_tiket_once: one admission per ticket and acara), so
 * two phones syncing the same ticket at once cannot both admit it, and syncs need no lock.
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
  const { rows } = await sql<{ ref: string }>`
    SELECT 'w' || id AS ref FROM kehadiran WHERE acara_id = ${acaraId} AND hadir AND id IN (${list(ids('w'))})
    UNION ALL
    SELECT 'g' || id FROM tiket WHERE acara_id = ${acaraId} AND dicabut_pada IS NULL
      AND id IN (${list(ids('g'))})`.execute(db);
  return new Set(rows.map((r) => r.ref));
}

/** A scan of a ticket of the acara that lets someone in, to be recorded; `index`: its place in the sync. */
interface Entry {
  scan: Scan;
  tiket: string;
  index: number;
}

/**
 * Records `entries` (in time order) as admissions, or as scans of a ticket in already (`ganda`). A
 * row the database refuses is not recorded: its scan id is known (a resent scan), or, as an
 * admission, its ticket is in already (the unique index checkin_tiket_once). Answers the scan ids
 * recorded.
 */
async function record(db: Db, acaraId: number, device: string, entries: Entry[], ganda: boolean) {
  if (!entries.length) return new Set<string>();
  const rows = entries.map(
    ({ scan, tiket }) =>
      sql`(${acaraId}, ${tiket}, ${scan.pintu ?? null}, ${device || null}, ${scan.at}::timestamptz, ${ganda}, ${scan.id})`,
  );
  const { rows: recorded } = await sql<{ scan_id: string }>`
    INSERT INTO checkin (acara_id, tiket, pintu, perangkat, dipindai_pada, ganda, scan_id)
    VALUES ${sql.join(rows)} ON CONFLICT DO NOTHING RETURNING scan_id`.execute(db);
  return new Set(recorded.map((r) => r.scan_id));
}

/** Scans recorded by an earlier sync: whether each was a scan of a ticket in already. */
async function recordedBefore(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, boolean>();
  const { rows } = await sql<{ scan_id: string; ganda: boolean }>`SELECT scan_id, ganda FROM checkin
    WHERE scan_id IN (${list(ids)})`.execute(db);
  return new Map(rows.map((r) => [r.scan_id, r.ganda === true]));
}

/** When, on which phone and at which entrance each of `tickets` was let in. */
async function admissions(db: Db, acaraId: number, tickets: readonly string[]) {
  const first = new Map<string, First>();
  if (!tickets.length) return first;
  const { rows } = await sql<Record<string, unknown>>`SELECT tiket, dipindai_pada, perangkat, pintu
    FROM checkin WHERE acara_id = ${acaraId} AND NOT ganda AND tiket IN (${list(tickets)})`.execute(db);
  for (const r of rows)
    first.set(String(r.tiket), {
      at: iso(r.dipindai_pada),
      perangkat: (r.perangkat as string | null) ?? null,
      pintu: (r.pintu as string | null) ?? null,
    });
  return first;
}

/** The scans that may let someone in, in the order they were made; the others' results. */
function sortOut(acaraId: number, scans: Scan[], claims: (TicketClaims | null)[], good: Set<string>) {
  const results: ScanResult[] = new Array(scans.length);
  const entries: Entry[] = [];
  const order = scans.map((s, i) => i).sort((a, b) => Date.parse(scans[a].at) - Date.parse(scans[b].at));
  for (const i of order) {
    const c = claims[i];
    const base = { id: scans[i].id, tiket: c?.t ?? null, fresh: false };
    if (!c) results[i] = { ...base, status: 'invalid' };
    else if (c.a !== acaraId) results[i] = { ...base, status: 'other_acara' };
    else if (!good.has(c.t)) results[i] = { ...base, status: 'revoked' };
    else entries.push({ scan: scans[i], tiket: c.t, index: i });
  }
  return { results, entries };
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
  const { results, entries } = sortOut(acaraId, scans, claims, await admissible(db, acaraId, refs));
  const admitted = await record(db, acaraId, device, entries, false);
  const refused = entries.filter((e) => !admitted.has(e.scan.id));
  const before = await recordedBefore(
    db,
    refused.map((e) => e.scan.id),
  );
  const flagged = await record(
    db,
    acaraId,
    device,
    refused.filter((e) => !before.has(e.scan.id)),
    true,
  );
  const twice = (id: string) => flagged.has(id) || before.get(id) === true;
  const first = await admissions(
    db,
    acaraId,
    refused.filter((e) => twice(e.scan.id)).map((e) => e.tiket),
  );
  for (const { scan, tiket, index } of entries) {
    const ganda = twice(scan.id);
    const f = first.get(tiket);
    results[index] = {
      id: scan.id,
      tiket,
      fresh: admitted.has(scan.id) || flagged.has(scan.id),
      status: ganda ? 'twice' : 'ok',
      ...(ganda && f ? { first: f } : {}),
    };
  }
  return results;
}
