/**
 * Once per API test run on PGlite: a migrated and seeded database, dumped to a file that every test app
 * starts from (tests/api/helpers.ts), instead of each test file paying for a fresh PGlite's initdb.
 * On real PostgreSQL (DATABASE_URL) every app gets its own new database instead.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dbSource, migrate, openDb } from '../../server/db';
import { seedBase } from '../../server/db/seed';
import { testConfig } from './helpers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite dump every in-memory test database starts from ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return async () => undefined;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-template-'));
  const db = await openDb({});
  await migrate(db);
  await seedBase(db, testConfig(dir));
  const source = dbSource(db);
  if (source?.kind !== 'pglite') throw new Error('expected an in-memory PGlite');
  const dump = await source.pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
