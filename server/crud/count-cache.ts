/**
 * Totals of list queries, kept a few seconds per (table, filter) so paging through a large list does
 * not count the table again for every page. A write through the API clears its table's totals at once;
 * writes by other processes show up after the TTL.
 */
import type { Condition } from './params';

const TTL_MS = 5000;
const MAX_KEYS = 500;

export class CountCache {
  private entries = new Map<string, { at: number; value: Promise<number> }>();
  private versions = new Map<string, number>();

  async get(table: string, conditions: readonly Condition[], load: () => Promise<number>): Promise<number> {
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
