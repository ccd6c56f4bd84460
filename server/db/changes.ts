/**
 * Which tables changed, in every server process: PostgreSQL triggers send `NOTIFY wisuda_change, '<table>'`
 * on commit (migration 005 + ensureChangeTriggers), and each process LISTENs on its own connection.
 * In-memory caches (callers behind tokens, list totals) drop what they hold for a table when it is
 * announced, so they never serve data older than the notification round trip, whichever process (or
 * psql session) made the change.
 *
 * While the listening connection is down the feed is not `live`: caches must not serve then, and
 * everything is announced as changed (`'*'`) when it comes back, since notifications were missed.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { dbSource, type Db } from './index';

export const CHANGE_CHANNEL = 'wisuda_change';
/** Announced when notifications may have been missed: every table may have changed. */
export const ANY_TABLE = '*';
/** Announced by this process after any successful write request: its list caches start over. */
export const LOCAL_WRITE = '(local write)';

type Listener = (table: string) => void;

export interface ChangeFeed {
  /** True while notifications arrive; caches serve only while live. */
  readonly live: boolean;
  /** Calls `listener` with each changed table's name (or ANY_TABLE). Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /** Announces a change made by this process at once, without waiting for its notification. */
  announce(table: string): void;
  close(): Promise<void>;
}

class Feed implements ChangeFeed {
  live = false;
  private listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(table: string): void {
    for (const listener of this.listeners) listener(table);
  }

  async close(): Promise<void> {
    this.live = false;
  }
}

/** A feed that is never live: for a database we cannot listen to; caches then always miss. */
export function deadFeed(): ChangeFeed {
  return new Feed();
}

const RETRY_MS = [250, 1000, 2000, 5000, 10_000];

/** Listens on a dedicated pg connection, reconnecting with back-off after it drops. */
function pgFeed(url: string, log: (message: string) => void): Promise<ChangeFeed> {
  const feed = new Feed();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const down = (reason: string) => {
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    client = null;
    feed.live = false;
    feed.announce(ANY_TABLE);
    if (closed) return;
    log(`change notifications interrupted (${reason}); caches are bypassed until they are back`);
    timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'wisuda-changes' });
    client = c;
    c.on('error', (err) => down(err.message));
    c.on('end', () => down('connection ended'));
    c.on('notification', (n) => feed.announce(n.payload ?? ANY_TABLE));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== c) return;
      attempt = 0;
      feed.live = true;
      // Whatever changed while we were not listening.
      feed.announce(ANY_TABLE);
    } catch (err) {
      if (client === c) down(err instanceof Error ? err.message : String(err));
    }
  };

  feed.close = async () => {
    closed = true;
    clearTimeout(timer);
    feed.live = false;
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  };
  return connect().then(() => feed);
}

/** Opens the change feed of `db` (a dedicated LISTEN connection on PostgreSQL; PGlite's own listen). */
export async function openChangeFeed(db: Db, log: (message: string) => void): Promise<ChangeFeed> {
  const source = dbSource(db);
  if (!source) return deadFeed();
  if (source.kind === 'pg') return pgFeed(source.url, log);
  const feed = new Feed();
  const unlisten = await source.pglite.listen(CHANGE_CHANNEL, (payload) =>
    feed.announce(payload || ANY_TABLE),
  );
  feed.live = true;
  feed.close = async () => {
    feed.live = false;
    await unlisten().catch(() => undefined);
  };
  return feed;
}

/**
 * Statement-level change triggers on `tables` (the declared resources' tables and their link tables).
 * Idempotent; a trigger another process created at the same moment is fine. A table that does not
 * exist (yet) is skipped: its migration has not run.
 */
export async function ensureChangeTriggers(db: Db, tables: readonly string[]): Promise<void> {
  const { rows } = await sql<{ table: string; has_trigger: boolean }>`
    SELECT c.relname AS table,
      EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'wisuda_change') AS has_trigger
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      AND c.relname = ANY(${[...new Set(tables)]}::text[])`.execute(db);
  for (const { table, has_trigger } of rows) {
    if (has_trigger || table === 'sessions') continue;
    try {
      await sql`CREATE TRIGGER wisuda_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION wisuda_notify_change()`.execute(db);
    } catch (err) {
      if ((err as { code?: string }).code !== '42710') throw err; // duplicate_object: created meanwhile
    }
  }
}
