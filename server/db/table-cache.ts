/**
 * Answers that depend on a few tables, kept in memory while none of those tables has changed: the
 * change feed (./changes.ts) bumps a table's version on every write to it, from this process or any
 * other, and a key holds the versions of its tables, so a changed table's entries are never served
 * again. Nothing is served while the feed is not live; entries also expire after a time.
 */
import { ANY_TABLE, LOCAL_WRITE, type ChangeFeed } from './changes';

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

/** A bounded map: the oldest entry goes when it is full. A load that fails is not kept. */
export class Entries<T> {
  private map = new Map<string, Entry<T>>();
  constructor(private readonly max: number) {}

  get(key: string, ttlMs: number, now: number): Promise<T> | undefined {
    const hit = this.map.get(key);
    return hit && now - hit.at < ttlMs ? hit.value : undefined;
  }

  set(key: string, value: Promise<T>, now: number): void {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    const entry = { at: now, value };
    this.map.set(key, entry);
    value.catch(() => {
      if (this.map.get(key) === entry) this.map.delete(key);
    });
  }

  clear(): void {
    this.map.clear();
  }
}

/** The version of each table: a number that grows with every change announced. */
export class TableVersions {
  private versions = new Map<string, number>();

  bump(table: string): void {
    this.versions.set(table, this.of(table) + 1);
  }

  of(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  /** The versions of `tables` as one key part. */
  key(tables: readonly string[]): string {
    return tables.map((t) => this.of(t)).join(',');
  }
}

export interface TableCacheOptions {
  ttlMs: number;
  /** Entries kept at most (the oldest goes first). */
  max: number;
}

/**
 * A shared cache of answers keyed by what was asked and the versions of the tables they were read
 * from. A write through this process (LOCAL_WRITE) does not empty it: what it holds is invalidated
 * by its tables' own notifications, which arrive when the writing transaction commits.
 */
export class TableCache {
  private readonly versions = new TableVersions();
  private readonly entries: Entries<unknown>;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: TableCacheOptions,
  ) {
    this.entries = new Entries(options.max);
    feed.subscribe((table) => {
      if (table === LOCAL_WRITE) return;
      if (table === ANY_TABLE) this.entries.clear();
      else this.versions.bump(table);
    });
  }

  /** What `load` answers for `key`, read from `tables`: kept while none of them changed. */
  get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.feed.live) return load();
    const full = `${key}|${this.versions.key(tables)}`;
    const now = Date.now();
    const hit = this.entries.get(full, this.options.ttlMs, now) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    this.entries.set(full, value, now);
    return value;
  }
}
