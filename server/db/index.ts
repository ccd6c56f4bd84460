import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect, sql, type Migration } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';
import { migrationTitle, recordedName, type MigrationHistory } from './histories';
import { installedHistories } from './plugin-histories';
import { migrationFile, migrationNames } from './schema/folder';
import { HistoryCollisionError, historyCollisions } from './schema/recorded';

export type Db = Kysely<Database>;

// Postgres bigint and numeric come back as strings by default; ids fit in a JS number,
// and numeric columns (ipk, harga) are small enough to be exact as doubles.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v); // date stays 'YYYY-MM-DD'

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined means in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir`), e.g. a migrated test database. */
  template?: Blob;
  /** Where PostgreSQL connection errors are reported (default: stderr). */
  log?: (message: string) => void;
}

/**
 * How to reach the database behind a `Db` outside Kysely (LISTEN needs its own connection; the
 * metrics read the pool's counts).
 */
export type DbSource = { kind: 'pg'; url: string; pool: pg.Pool } | { kind: 'pglite'; pglite: PGlite };

const sources = new WeakMap<Db, DbSource>();

export function dbSource(db: Db): DbSource | undefined {
  return sources.get(db);
}

/** How many queries `db` runs at once: its pool's connections, one for the embedded database. */
export function dbConnections(db: Db): number {
  const source = sources.get(db);
  return source?.kind === 'pg' ? (source.pool.options.max ?? 10) : 1;
}

/** Milliseconds a request waits for a pooled connection (a free one, or a new one) before it fails with 503. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Logs connection errors, at most one line per second (a restart drops every connection at once). */
function connectionErrorLog(log: (message: string) => void): (err: Error) => void {
  let last = 0;
  let suppressed = 0;
  return (err) => {
    const now = Date.now();
    if (now - last < 1000) {
      suppressed++;
      return;
    }
    last = now;
    const more = suppressed ? ` (and ${suppressed} more since the last report)` : '';
    suppressed = 0;
    log(`PostgreSQL connection error: ${err.message}${more}; the pool opens new connections as needed`);
  };
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // TCP keep-alive probes after 10 s of silence: a server that vanished without closing the
      // connection (network partition, failed host) is noticed instead of waited for.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A client whose connection the server terminates (restart, failover, pg_terminate_backend,
    // DROP DATABASE ... FORCE) emits 'error'; without a listener that crashes the process. pg-pool
    // listens on idle clients only (and re-emits on the pool), not on checked-out ones, whose
    // connection may end between two queries of a transaction: every client gets its own listener.
    // The failed query itself rejects (answered 503, server/errors.ts) and the pool discards the client.
    const report = connectionErrorLog(options.log ?? ((m) => console.error(m)));
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => undefined); // idle client: already reported by its own listener
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    sources.set(db, { kind: 'pg', url: options.databaseUrl, pool });
    return db;
  }
  if (options.dataDir) await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
  // One options object: `new PGlite(undefined, opts)` would drop opts (in-memory databases lost the parsers).
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.dataDir ? undefined : options.template,
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  sources.set(db, { kind: 'pglite', pglite });
  return db;
}

export interface MigrateOptions {
  /**
   * Default: the core's, the plugins' of wisuda.server.ts, then the installation's
   * (`installedHistories()`, server/db/plugin-histories.ts).
   */
  histories?: readonly MigrationHistory[];
}

interface Planned {
  history: MigrationHistory;
  /** File name without `.ts`. */
  name: string;
  /** As `kysely_migration` records it. */
  recorded: string;
}

/** Every migration of the histories, in the order they apply: history by history, each in name order. */
async function planned(histories: readonly MigrationHistory[]): Promise<Planned[]> {
  const all: Planned[] = [];
  const seen = new Map<string, MigrationHistory>();
  for (const history of histories) {
    for (const name of await migrationNames(history.folder)) {
      const recorded = recordedName(history, name);
      const other = seen.get(recorded);
      if (other)
        throw new Error(
          `${migrationTitle(history, name)} has the name of ${migrationTitle(other, name)}; rename yours (a new timestamp)`,
        );
      seen.set(recorded, history);
      all.push({ history, name, recorded });
    }
  }
  return all;
}

async function load(m: Planned): Promise<Migration> {
  const file = pathToFileURL(migrationFile(m.history.folder, m.name)).href;
  const module = (await import(file)) as Partial<Migration>;
  if (typeof module.up !== 'function')
    throw new Error(`${migrationTitle(m.history, m.name)}: the file exports no up(db)`);
  return module as Migration;
}

/**
 * Kysely's migration lock on PostgreSQL (its PostgresAdapter's advisory lock id): a process running
 * Kysely's Migrator on the same database (an older release) and this one never migrate at once.
 */
const MIGRATION_LOCK_ID = sql.lit(BigInt('3853314791062309107'));

async function applyPending(trx: Kysely<unknown>, all: readonly Planned[]): Promise<void> {
  // Kysely's migration table, as its Migrator made it: databases migrated before keep their rows
  await sql`CREATE TABLE IF NOT EXISTS kysely_migration (
    name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(trx);
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(trx);
  const applied = new Set(rows.map((r) => r.name));
  const known = new Set(all.map((m) => m.recorded));
  const missing = [...applied].filter((n) => !known.has(n));
  if (missing.length)
    throw new Error(
      `The database has applied migration ${missing.join(', ')}, which no migrations folder has; restore its file`,
    );
  for (const m of all.filter((p) => !applied.has(p.recorded))) {
    try {
      await (await load(m)).up(trx);
    } catch (err) {
      const code = (err as { code?: string }).code;
      const made =
        code === '42P07' || code === '42701'
          ? ' (another history made it already: docs/upgrading.md says what to do)'
          : '';
      throw new Error(`${migrationTitle(m.history, m.name)} failed: ${String(err)}${made}`, { cause: err });
    }
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${m.recorded}, ${new Date().toISOString()})`.execute(
      trx,
    );
  }
}

/**
 * Applies the migrations the database has not run yet: the core's first, then the plugins', then the
 * installation's, each history in name order, all in one transaction (any failure applies nothing).
 * A table or column that a later history already made and an earlier one now creates too stops it
 * before anything runs (HistoryCollisionError, one line per collision naming both migrations).
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<void> {
  const histories = options.histories ?? installedHistories();
  const collided = await historyCollisions(histories);
  if (collided.length) throw new HistoryCollisionError(collided);
  const all = await planned(histories);
  await db.connection().execute(async (conn) => {
    await sql`WITH t AS (SELECT set_config('lock_timeout', '3600000', true))
      SELECT pg_advisory_lock(${MIGRATION_LOCK_ID}) FROM t`.execute(conn);
    try {
      await conn.transaction().execute((trx) => applyPending(trx as unknown as Kysely<unknown>, all));
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn);
    }
  });
}
