import { CompiledQuery, type Kysely } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/** What pg-boss runs its SQL through (its `db` option): `executeSql(text, values)` → `{ rows }`. */
export type BossDb = PgBoss.Db;

/** pg-boss passes `undefined` for options not given; the drivers want null. */
const params = (values: unknown[] | undefined): unknown[] => (values ?? []).map((v) => v ?? null);

/**
 * pg-boss's statements run through a Kysely executor: a transaction (`send` in the same transaction
 * as the work that causes the job) or the database itself.
 */
export function kyselyBossDb(db: Kysely<unknown>): BossDb {
  return {
    async executeSql(text, values) {
      const result = await db.executeQuery(CompiledQuery.raw(text, params(values)));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

/**
 * pg-boss on the embedded PGlite: it cannot open a pool there, so its statements share the app's one
 * connection. Each one waits its turn behind the app's queries and transactions (the Kysely driver
 * hands the connection out one holder at a time), so a job fetch never lands inside a request's
 * transaction. pg-boss's schema creation and maintenance are several statements in one text without
 * parameters (`BEGIN; ...; COMMIT;`), which the extended protocol refuses: those go through PGlite's
 * simple-protocol `exec`, rolled back if one fails so the session is not left in an aborted block.
 */
export function pgliteBossDb(db: Kysely<unknown>, pglite: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length) {
        const result = await db.executeQuery(CompiledQuery.raw(text, params(values)));
        return { rows: result.rows as never[] };
      }
      return db.connection().execute(async () => {
        try {
          const results = await pglite.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as never[] };
        } catch (err) {
          if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
          throw err;
        }
      });
    },
  };
}
