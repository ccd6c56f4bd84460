import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';
import { MIGRATIONS_FOLDER, byName, migrationNames } from './schema/folder';

export type Db = Kysely<Database>;

/**
 * Every `*.ts` file of the migrations folder, imported by name (the `.schema.json` snapshots beside
 * them are db:diff's, docs/migrations.md). No list to keep: a file put there is a migration.
 */
class FolderMigrations implements MigrationProvider {
  readonly #folder: string;
  constructor(folder: string) {
    this.#folder = folder;
  }
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const name of await migrationNames(this.#folder)) {
      const module = (await import(
        pathToFileURL(path.join(this.#folder, `${name}.ts`)).href
      )) as Partial<Migration>;
      if (typeof module.up !== 'function') throw new Error(`Migration ${name}: the file exports no up(db)`);
      migrations[name] = module as Migration;
    }
    return migrations;
  }
}

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
  /** Default: `migrations/` at the project root. */
  folder?: string;
}

/**
 * Applies the migrations of the folder the database has not run yet, in name order. Unordered ones
 * run too: a product migration and an integrator's interleave by name (timestamps), and one named
 * before a migration the database already has is still applied.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new FolderMigrations(options.folder ?? MIGRATIONS_FOLDER),
    allowUnorderedMigrations: true,
    nameComparator: byName,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
