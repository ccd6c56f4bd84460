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
}

/** How to reach the database behind a `Db` outside Kysely (LISTEN needs its own connection). */
export type DbSource = { kind: 'pg'; url: string } | { kind: 'pglite'; pglite: PGlite };

const sources = new WeakMap<Db, DbSource>();

export function dbSource(db: Db): DbSource | undefined {
  return sources.get(db);
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle client the server terminates (restart, failover, DROP DATABASE ... FORCE) emits 'error';
    // unhandled it would crash the process. The pool drops that client and opens a new one when needed.
    pool.on('error', (err) => console.error(`PostgreSQL idle client error: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    sources.set(db, { kind: 'pg', url: options.databaseUrl });
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
