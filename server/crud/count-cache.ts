/**
 * Totals of list queries, kept per (table, filter) so paging through a large list does not count the
 * table again for every page. Emptied for a table when the change feed (server/db/changes.ts)
 * announces a change of it, from this process or any other; a write through this process also
 * invalidates at once. Bypassed while the feed is not live; entries also expire after TTL_MS.
 */
import { ANY_TABLE, type ChangeFeed } from '../db/changes';
import type { Condition } from './params';

const TTL_MS = 60_000;
const MAX_KEYS = 500;

export class CountCache {
  private entries = new Map<string, { at: number; value: Promise<number> }>();
  private versions = new Map<string, number>();

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe((table) => {
      if (table === ANY_TABLE) this.entries.clear();
      else this.invalidate(table);
    });
  }

  async get(table: string, conditions: readonly Condition[], load: () => Promise<number>): Promise<number> {
    if (!this.feed.live) return load();
    const key = `${table}|${this.versions.get(table) ?? 0}|${JSON.stringify(conditions)}`;
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < TTL_MS) return hit.value;
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }
}
