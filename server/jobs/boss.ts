import PgBoss from 'pg-boss';
import { dbSource, type Db } from '../db';
import { kyselyBossDb, pgliteBossDb } from './boss-db';

/** pg-boss keeps its tables in their own schema, beside the app's. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * The pg-boss of this database. On PostgreSQL it opens a small pool of its own (its fetches and
 * maintenance never wait behind the app's pool); on the embedded PGlite, which has one connection,
 * it shares the app's (./boss-db.ts).
 */
export function createBoss(db: Db, options: Omit<PgBoss.ConstructorOptions, 'db'> = {}): PgBoss {
  const source = dbSource(db);
  const connection: PgBoss.ConstructorOptions =
    source?.kind === 'pg'
      ? { connectionString: source.url, max: 4, application_name: 'wisuda-jobs' }
      : {
          db:
            source?.kind === 'pglite' ? pgliteBossDb(db as never, source.pglite) : kyselyBossDb(db as never),
        };
  return new PgBoss({ schema: BOSS_SCHEMA, ...options, ...connection });
}

/**
 * A pg-boss that only adds jobs, each through the Kysely executor it is given (the database, or a
 * transaction so the job exists only if the work causing it commits). It opens nothing and starts
 * nothing: the queues must exist (startJobs installs them when the app starts).
 */
export function createSender(db: Db): PgBoss {
  return new PgBoss({
    schema: BOSS_SCHEMA,
    db: kyselyBossDb(db as never),
    supervise: false,
    schedule: false,
  });
}

/** pg-boss's `db` option for a statement in `db` (a transaction, or the database). */
export function inTransaction(db: Db): PgBoss.ConnectionOptions {
  return { db: kyselyBossDb(db as never) };
}
