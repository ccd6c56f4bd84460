/**
 * What a scanner answers for a code, from what it keeps for the acara alone (no network): the
 * signature against the acara's public keys, the acara, revocation, the roster entry, and whether
 * this ticket was let in already (on this phone, or on another one as of the last sync).
 */
import type { CheckinPack, RosterEntry } from '../tickets/api';
import { verifyToken } from '../tickets/token';

export type Outcome =
  | { status: 'ok'; ticket: string; entry: RosterEntry | null; name: string }
  | { status: 'twice'; ticket: string; entry: RosterEntry | null; name: string; first: Seen }
  | { status: 'revoked' | 'other_acara'; ticket: string; name: string }
  | { status: 'invalid' | 'unsupported' };

/** When and where a ticket was let in. */
export interface Seen {
  at: string;
  pintu: string | null;
  perangkat: string | null;
}

export async function checkCode(
  code: string,
  pack: CheckinPack,
  seen: Readonly<Record<string, Seen>>,
): Promise<Outcome> {
  const verdict = await verifyToken(code, pack.keys);
  if (!verdict.ok) return { status: verdict.reason === 'unsupported' ? 'unsupported' : 'invalid' };
  const { claims } = verdict;
  const base = { ticket: claims.t, name: claims.n };
  if (claims.a !== pack.acara.id) return { status: 'other_acara', ...base };
  if (pack.revoked.includes(claims.t)) return { status: 'revoked', ...base };
  const entry = pack.roster[claims.t] ?? null;
  const first = seen[claims.t];
  if (first) return { status: 'twice', ...base, entry, first };
  return { status: 'ok', ...base, entry };
}
