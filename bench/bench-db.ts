/**
 * A benchmark's database: on PostgreSQL a database of its own made on DATABASE_URL's server (dropped
 * by `close`), else an in-memory PGlite; migrated and seeded with the API tests' settings (no demo
 * data, silent log, no built screens) in a temporary data folder.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../server/config';
import { migrate, openDb, type Db } from '../server/db';
import { seedBase } from '../server/db/seed';
import { createDatabase, testConfig } from '../tests/api/helpers';

export interface BenchDatabase {
  db: Db;
  config: Config;
  label: 'PostgreSQL' | 'PGlite';
  /** Closes the database, drops the one made on PostgreSQL and removes the data folder. */
  close(): Promise<void>;
}

export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const created = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `wisuda-${name}-`));
  const config = { ...testConfig(dataDir), databaseUrl: created?.url };
  const db = await openDb({ databaseUrl: created?.url });
  await migrate(db);
  await seedBase(db, config);
  return {
    db,
    config,
    label: created ? 'PostgreSQL' : 'PGlite',
    async close() {
      await db.destroy();
      await created?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
