/**
 * Optional (CALLER_CACHE_MS, default 0 = off): the callers behind bearer tokens, kept for a moment so
 * a burst of API calls does not look the session up again for every request (docs/performance.md).
 * Any revocation in this process (logout, password change, deactivation) and any change of users,
 * roles or permissions through the API clears it at once; a change made by another server process,
 * or directly in the database, is seen after at most CALLER_CACHE_MS.
 */
import type { Caller } from '../context';

const MAX_ENTRIES = 10_000;

const entries = new Map<string, { at: number; caller: Promise<Caller | null> }>();
let generation = 0;

export async function cachedCaller(
  token: string,
  ttlMs: number,
  load: () => Promise<Caller | null>,
): Promise<Caller | null> {
  if (ttlMs <= 0) return load();
  const now = Date.now();
  const hit = entries.get(token);
  if (hit && now - hit.at < ttlMs) return hit.caller;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const started = generation;
  const caller = load();
  entries.set(token, { at: now, caller });
  caller.then(
    // A lookup that raced with a clear() must not survive it.
    () => {
      if (generation !== started) entries.delete(token);
    },
    () => entries.delete(token),
  );
  return caller;
}

/** Forget every cached caller (sessions revoked, users / roles / permissions changed). */
export function clearCallerCache(): void {
  generation++;
  entries.clear();
}
