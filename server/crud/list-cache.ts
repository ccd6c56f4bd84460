/**
 * Results of list queries kept in memory, so that paging through a large list does not count the
 * table again for every page, and a page asked again (react-admin refetches on every visit, several
 * administrators look at the same lists) is answered without a query.
 *
 * An entry depends on its table, the tables its labels come from and its link tables. It is never
 * served once the change feed (server/db/changes.ts) has announced a change of any of them, from this
 * process or any other (a write through this process also invalidates synchronously, before its
 * answer is sent). Nothing is served while the feed is not live, and entries also expire after
 * LIST_CACHE_MS (default 60 s; 0 turns the page cache off, totals stay cached). What a list returns does not depend on who
 * asks (the permission check runs before), so entries are shared between callers.
 */
import { ANY_TABLE, LOCAL_WRITE, type ChangeFeed } from '../db/changes';
import { Entries, TableVersions } from '../db/table-cache';
import type { Model } from './model';
import type { Condition, ListParams } from './params';
import type { Row } from './queries';

/** Totals are always kept (that is what makes paging cheap); LIST_CACHE_MS governs pages. */
const TOTAL_TTL_MS = 60_000;
const MAX_TOTALS = 1000;
/** Memory bound: at most MAX_PAGES pages of at most MAX_PAGE_ROWS rows (larger pages, e.g. exports, are not kept). */
const MAX_PAGES = 200;
const MAX_PAGE_ROWS = 100;

export interface Page {
  rows: Row[];
  total: number;
  /** The answer's JSON, made once per cached page (see the list route). */
  body?: string;
}

export class ListCache {
  private versions = new TableVersions();
  private totals = new Entries<number>(MAX_TOTALS);
  private pages = new Entries<Page>(MAX_PAGES);
  private deps = new WeakMap<Model, string[]>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly pageTtlMs: number,
  ) {
    feed.subscribe((table) => {
      if (table !== ANY_TABLE && table !== LOCAL_WRITE) return this.invalidate(table);
      this.totals.clear();
      this.pages.clear();
    });
  }

  /** The number of rows of `model` matching `conditions`, kept apart from pages so that paging reuses it. */
  total(model: Model, conditions: readonly Condition[], load: () => Promise<number>): Promise<number> {
    return this.cached(this.totals, TOTAL_TTL_MS, `${this.keyOf(model)}|${JSON.stringify(conditions)}`, load);
  }

  /** One page of `model`'s list with its total. */
  page(model: Model, params: ListParams, load: () => Promise<Page>): Promise<Page> {
    if (params.limit > MAX_PAGE_ROWS) return load();
    return this.cached(this.pages, this.pageTtlMs, `${this.keyOf(model)}|${JSON.stringify(params)}`, load);
  }

  /** Forget what depends on `table` (after a write to it). */
  invalidate(table: string): void {
    this.versions.bump(table);
  }

  private cached<T>(entries: Entries<T>, ttlMs: number, key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0 || !this.feed.live) return load();
    const now = Date.now();
    const hit = entries.get(key, ttlMs, now);
    if (hit) return hit;
    const value = load();
    entries.set(key, value, now);
    return value;
  }

  /** The table and the current versions of everything it depends on. */
  private keyOf(model: Model): string {
    return `${model.table}|${this.versions.key(this.dependencies(model))}`;
  }

  private dependencies(model: Model): string[] {
    let deps = this.deps.get(model);
    if (!deps) {
      // (a scoped caller's list also depends on the tables its chains pass: a student record's account)
      const chained = model.chains
        .flat()
        .flatMap((s) => (s.kind === 'link' ? [s.table, s.linkTable] : [s.table]));
      deps = [
        ...new Set([
          model.table,
          ...model.joins.map((j) => j.table),
          ...model.links.flatMap((l) => [l.through.table, ...(l.target ? [l.target.table] : [])]),
          ...chained,
        ]),
      ];
      this.deps.set(model, deps);
    }
    return deps;
  }
}
