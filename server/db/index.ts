import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';
import * as m001 from './migrations/001_domain';
import * as m002 from './migrations/002_throttle';
import * as m003 from './migrations/003_files';
import * as m004 from './migrations/004_crud_indexes';
import * as m005 from './migrations/005_change_notify';
import * as m006 from './migrations/006_photo_taken';
import * as m007 from './migrations/007_photo_taken_group';
import * as m008 from './migrations/008_mahasiswa_user_restrict';
import * as m009 from './migrations/009_permission_builtin';
import * as m010 from './migrations/010_mahasiswa_status_predikat';

export type Db = Kysely<Database>;

/** Versioned migrations, applied in key order at start. Add a file and list it here. */
const migrations: Record<string, Migration> = {
  '001_domain': m001,
  '002_throttle': m002,
  '003_files': m003,
  '004_crud_indexes': m004,
  '005_change_notify': m005,
  '006_photo_taken': m006,
  '007_photo_taken_group': m007,
  '008_mahasiswa_user_restrict': m008,
  '009_permission_builtin': m009,
  '010_mahasiswa_status_predikat': m010,
};

class StaticMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
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

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
