/**
 * Who is delivering a mail, and taking back the mail jobs of a worker that died (docs/jobs.md, "A
 * worker that dies").
 *
 * pg-boss marks a job `active` when a worker takes it and forgets who took it: a job whose process was
 * killed stays `active` until it expires (MAIL_EXPIRE_SECONDS). So on PostgreSQL each process holds
 * a session advisory lock on every outbox row of the batch it works on, on a connection of its own.
 * PostgreSQL lets such locks go when their session ends, and a killed process's sessions end with it:
 * an `active` mail job whose row nobody holds has lost its worker, and is failed so that pg-boss
 * retries it (at once). The same locks keep two live workers off one row (a job put back while its worker was
 * merely slow): the second one to come finds the row held and leaves it, or finds it `sent`.
 *
 * PGlite is one process: a job `active` when the process starts belongs to a run that is over.
 */
import { sql } from 'kysely';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { dbSource, type Db } from '../db';
import { BOSS_SCHEMA } from './boss';
import { QUEUES } from './queues';

interface Log {
  warn(obj: object, msg: string): void;
}

/** The high 32 bits of the advisory lock keys of outbox rows (`MAIL` in ASCII). */
export const MAIL_LOCK_SPACE = 0x4d41494c;

/** The lock of one look for orphaned jobs at a time, across processes (no outbox row has id 0). */
const RECOVERY_KEY = 0;

/** The key of an outbox row's lock: the space above, the id's low 32 bits below (a clash only waits). */
const lockKey = (column: string) => `((${MAIL_LOCK_SPACE}::bigint << 32) | (${column} & 4294967295))`;

export interface MailHolds {
  /** Holds these outbox rows for this process; returns those it got (others are held elsewhere). */
  take(outboxIds: readonly number[]): Promise<Held>;
  /** Lets go of rows `take` got. */
  release(held: Held): Promise<void>;
  /**
   * Fails (so pg-boss retries them, at once) the active mail jobs whose worker is gone: on PostgreSQL those
   * started more than `graceSeconds` ago whose row no session holds; on PGlite every active one (call
   * it before this process's worker starts). Returns their ids.
   */
  recover(boss: PgBoss, graceSeconds: number): Promise<string[]>;
  close(): Promise<void>;
}

export interface Held {
  readonly ids: ReadonlySet<number>;
}

/** The message an orphaned job's failure records (pg-boss `output`). */
export const ORPHANED = 'its worker stopped while delivering (process ended): taken up again';

/**
 * Fails the jobs (pg-boss `fail`: the attempt counts, the job is retried or, after its last attempt,
 * failed), then lets the retried ones start now instead of after the retry delay: their worker died,
 * the SMTP server said nothing against the mail.
 */
async function failOrphans(boss: PgBoss, db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return ids;
  for (const id of ids) await boss.fail(QUEUES.mail, id, { message: ORPHANED });
  await sql`UPDATE ${sql.table(`${BOSS_SCHEMA}.job`)} SET start_after = now()
    WHERE name = ${QUEUES.mail} AND id = ANY(${ids}::uuid[]) AND state = 'retry'`.execute(db);
  return ids;
}

/** PGlite (or a database without a source): one process, nothing to hold against. */
function singleProcessHolds(db: Db): MailHolds {
  return {
    async take(outboxIds) {
      return { ids: new Set(outboxIds) };
    },
    async release() {},
    async recover(boss) {
      const { rows } = await sql<{ id: string }>`
        SELECT id FROM ${sql.table(`${BOSS_SCHEMA}.job`)}
        WHERE name = ${QUEUES.mail} AND state = 'active'`.execute(db);
      return failOrphans(
        boss,
        db,
        rows.map((r) => r.id),
      );
    },
    async close() {},
  };
}

/** PostgreSQL: the locks live on one connection of this process, opened again after it drops. */
function pgHolds(db: Db, url: string, log: Log): MailHolds {
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let closed = false;

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, application_name: 'wisuda-mail-holds' });
    const drop = () => {
      if (client === next) client = undefined;
    };
    next.on('error', (err) => {
      log.warn({ err }, 'mail holds connection lost: rows held by this process may be taken up elsewhere');
      drop();
    });
    next.on('end', drop);
    await next.connect();
    if (closed) {
      await next.end();
      throw new Error('mail holds closed');
    }
    client = next;
    return next;
  };
  const connection = async (): Promise<pg.Client> => {
    if (closed) throw new Error('mail holds closed');
    if (client) return client;
    opening ??= open().finally(() => (opening = undefined));
    return opening;
  };

  const holders = new WeakMap<Held, pg.Client>();

  return {
    async take(outboxIds) {
      const conn = await connection();
      const unique = [...new Set(outboxIds)];
      const { rows } = await conn.query<{ id: string }>(
        `SELECT id FROM unnest($1::bigint[]) AS t(id) WHERE pg_try_advisory_lock(${lockKey('id')})`,
        [unique],
      );
      const held: Held = { ids: new Set(rows.map((r) => Number(r.id))) };
      holders.set(held, conn);
      return held;
    },
    async release(held) {
      const conn = holders.get(held);
      // A connection that dropped took its locks with it.
      if (!held.ids.size || !conn || conn !== client) return;
      await conn.query(`SELECT pg_advisory_unlock(${lockKey('id')}) FROM unnest($1::bigint[]) AS t(id)`, [
        [...held.ids],
      ]);
    },
    async recover(boss, graceSeconds) {
      const conn = await connection();
      const recovering = `(${MAIL_LOCK_SPACE}::bigint << 32) | ${RECOVERY_KEY}`;
      const { rows: got } = await conn.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(${recovering}) AS ok`,
      );
      if (!got[0]?.ok) return [];
      try {
        // pg_locks shows a bigint key as classid (high half) and objid (low half), objsubid 1.
        const { rows } = await conn.query<{ id: string }>(
          `SELECT j.id FROM ${BOSS_SCHEMA}.job j
           WHERE j.name = $1 AND j.state = 'active' AND j.started_on < now() - make_interval(secs => $2)
             AND NOT EXISTS (
               SELECT 1 FROM pg_locks l
               WHERE l.locktype = 'advisory' AND l.objsubid = 1
                 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                 AND l.classid::bigint = $3
                 AND l.objid::bigint = ((j.data->>'outboxId')::bigint & 4294967295))`,
          [QUEUES.mail, graceSeconds, MAIL_LOCK_SPACE],
        );
        return await failOrphans(
          boss,
          db,
          rows.map((r) => r.id),
        );
      } finally {
        await conn.query(`SELECT pg_advisory_unlock(${recovering})`);
      }
    },
    async close() {
      closed = true;
      const last = client ?? (await opening?.catch(() => undefined));
      client = undefined;
      await last?.end();
    },
  };
}

export function createMailHolds(db: Db, log: Log): MailHolds {
  const source = dbSource(db);
  return source?.kind === 'pg' ? pgHolds(db, source.url, log) : singleProcessHolds(db);
}
