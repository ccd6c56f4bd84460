/**
 * What a check-in phone keeps between visits and without a network, per acara, in localStorage:
 * the pack (keys, revocations, roster, who was in at the last sync), the tickets this phone let in,
 * and the scans not synced yet. A phone that reloads offline goes on where it stopped.
 */
import type { CheckinPack, QueuedScan } from '../tickets/api';
import type { Seen } from './check';

const key = (acara: number, what: string) => `wisuda.checkin.${acara}.${what}`;

function read<T>(name: string, fallback: T): T {
  try {
    const text = localStorage.getItem(name);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
const write = (name: string, value: unknown) => localStorage.setItem(name, JSON.stringify(value));

export const loadPack = (acara: number) => read<CheckinPack | null>(key(acara, 'pack'), null);
export const savePack = (pack: CheckinPack) => write(key(pack.acara.id, 'pack'), pack);

export const loadSeen = (acara: number) => read<Record<string, Seen>>(key(acara, 'seen'), {});
export const saveSeen = (acara: number, seen: Record<string, Seen>) => write(key(acara, 'seen'), seen);

export const loadQueue = (acara: number) => read<QueuedScan[]>(key(acara, 'queue'), []);
export const saveQueue = (acara: number, queue: readonly QueuedScan[]) => write(key(acara, 'queue'), queue);

/** This phone's name in the scans it sends (made once, kept). */
export function deviceId(): string {
  const name = 'wisuda.checkin.device';
  let id = localStorage.getItem(name);
  if (!id) localStorage.setItem(name, (id = `hp-${crypto.randomUUID().slice(0, 8)}`));
  return id;
}

/** The tickets in at the last sync (any phone) merged with this phone's own: what `twice` checks. */
export function seenFrom(pack: CheckinPack, own: Record<string, Seen>): Record<string, Seen> {
  const out: Record<string, Seen> = {};
  for (const t of pack.scanned) out[t] = { at: pack.at, pintu: null, perangkat: null };
  return { ...out, ...own };
}
