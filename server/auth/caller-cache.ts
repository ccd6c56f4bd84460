/**
 * The callers behind bearer tokens, kept in memory for CALLER_CACHE_MS (default 30 s) so an API call
 * does not look its session, roles and permissions up again every time (docs/performance.md).
 *
 * Never stale beyond a notification round trip: the cache is emptied when the change feed
 * (server/db/changes.ts) announces a change of sessions, users, roles, permissions or their links,
 * from this process or any other, and it is bypassed while the feed is not live. Changes made by
 * this process also clear it synchronously (clearCallerCache) before their answer is sent.
 */
import type { Caller } from './caller';
import { ANY_TABLE, type ChangeFeed } from '../db/changes';

const MAX_ENTRIES = 10_000;
/** Tables whose change can alter or end a cached caller. */
export const CALLER_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'users',
  'roles',
  'permissions',
  'role_user',
  'permission_role',
  'user_perguruan_tinggi',
]);

interface Entry {
  until: number;
  caller: Promise<Caller | null>;
}

const instances = new Set<CallerCache>();

export class CallerCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private unsubscribe: () => void;

  constructor(
    private readonly ttlMs: number,
    private readonly feed: ChangeFeed,
  ) {
    this.unsubscribe = feed.subscribe((table) => {
      if (table === ANY_TABLE || CALLER_TABLES.has(table)) this.clear();
    });
    instances.add(this);
  }

  get(token: string, load: () => Promise<Caller | null>): Promise<Caller | null> {
    if (this.ttlMs <= 0 || !this.feed.live) return load();
    const now = Date.now();
    const hit = this.entries.get(token);
    if (hit && now < hit.until) return hit.caller;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const started = this.generation;
    const entry: Entry = { until: now + this.ttlMs, caller: load() };
    this.entries.set(token, entry);
    entry.caller.then(
      (caller) => {
        // A lookup that raced with a clear() must not survive it; unknown tokens are not kept.
        if (this.generation !== started || !caller) this.forget(token, entry);
        else if (caller.sessionExpiresAt !== undefined)
          entry.until = Math.min(entry.until, caller.sessionExpiresAt);
      },
      () => this.forget(token, entry),
    );
    return entry.caller;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  close(): void {
    this.unsubscribe();
    instances.delete(this);
    this.clear();
  }

  private forget(token: string, entry: Entry): void {
    if (this.entries.get(token) === entry) this.entries.delete(token);
  }
}

/** Forget every cached caller of this process (sessions revoked, users / roles / permissions changed). */
export function clearCallerCache(): void {
  for (const cache of instances) cache.clear();
}
