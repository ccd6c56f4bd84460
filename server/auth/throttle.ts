import { sql } from 'kysely';
import type { Db } from '../db';
import { tooManyRequests } from '../errors';

/**
 * Counters in PostgreSQL (table auth_throttle), so every server process sees the same counts. A key
 * is e.g. `login:ip:1.2.3.4` or `forgot:email:a@b.c`. Each row counts `hits` until `reset_at`; a
 * rule with `lock` is locked once its counter fills, for a time that doubles with each lock the key
 * had within a day (`strikes`), up to a cap.
 */
export interface Rule {
  key: string;
  limit: number;
  /** Length of the counting window (a fixed window from the first hit). */
  windowSeconds: number;
  /** Lock with back-off when the counter fills, instead of waiting for the window's end. */
  lock?: { seconds: number; maxSeconds: number };
}

interface CounterRow {
  key: string;
  hits: number;
  retry: number;
}

/** How long a key remembers its locks (for the back-off) after its last window or lock ended. */
const STRIKE_MEMORY = '1 day';

/**
 * Reserves one attempt on every rule, BEFORE the attempt is evaluated: each counter is checked and
 * incremented by one statement (INSERT ... ON CONFLICT DO UPDATE ... WHERE not full), so parallel
 * requests cannot all pass a check before any of them counts. All or nothing: the rules are taken in
 * one transaction, and when one is full the others are not counted either. Throws 429 with
 * Retry-After when a counter is full (or locked).
 *
 * Callers keep rules in one order of kinds (address, account, account+address) so transactions lock
 * rows in the same order and cannot deadlock.
 */
export async function reserve(db: Db, rules: Rule[]): Promise<void> {
  if (rules.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const rule of rules) {
      const lock = rule.lock;
      const lockSeconds = lock?.seconds ?? 0;
      const lockMax = lock?.maxSeconds ?? 0;
      // The hit count after this attempt, and the strikes remembered (forgotten after a quiet day).
      const next = sql`(CASE WHEN t.reset_at <= now() THEN 1 ELSE t.hits + 1 END)`;
      const strikes = sql`(CASE WHEN t.reset_at < now() - ${STRIKE_MEMORY}::interval THEN 0 ELSE t.strikes END)`;
      const locks = sql`(${lock !== undefined} AND ${next} >= ${rule.limit}::int)`;
      const firstLocks = lock !== undefined && rule.limit <= 1;
      const { rows } = await sql<{ hits: number }>`
        INSERT INTO auth_throttle AS t (key, hits, reset_at, strikes)
        VALUES (${rule.key}, 1,
          now() + make_interval(secs => ${firstLocks ? lockSeconds : rule.windowSeconds}::float8),
          ${firstLocks ? 1 : 0}::int)
        ON CONFLICT (key) DO UPDATE SET
          hits = ${next},
          reset_at = CASE
            WHEN ${locks} THEN now() + make_interval(secs =>
              least(${lockMax}::float8, ${lockSeconds}::float8 * power(2, least(${strikes}, 30))))
            WHEN t.reset_at <= now() THEN now() + make_interval(secs => ${rule.windowSeconds}::float8)
            ELSE t.reset_at END,
          strikes = CASE WHEN ${locks} THEN ${strikes} + 1 ELSE ${strikes} END
        WHERE t.reset_at <= now() OR t.hits < ${rule.limit}::int
        RETURNING hits`.execute(trx);
      if (rows.length === 0) {
        // Full: nothing was counted for this rule; the transaction's other reservations roll back.
        const { rows: left } = await sql<{ retry: number }>`
          SELECT greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS retry
          FROM auth_throttle WHERE key = ${rule.key}`.execute(trx);
        throw tooManyRequests(left[0]?.retry ?? 1);
      }
    }
  });
  // Now and then, drop long-finished windows so the table stays small.
  if (Math.random() < 0.02) await pruneThrottle(db).catch(() => undefined);
}

/** Gives a reserved attempt back (e.g. the address's count after a successful sign-in). */
export async function release(db: Db, key: string): Promise<void> {
  await sql`UPDATE auth_throttle SET hits = greatest(hits - 1, 0) WHERE key = ${key} AND reset_at > now()`.execute(
    db,
  );
}

/** Counts one hit against every rule, atomically; throws 429 when a counter went over its limit. */
export async function hit(db: Db, rules: Rule[], { throwWhenOver = true } = {}): Promise<void> {
  const rows: CounterRow[] = [];
  for (const rule of rules) {
    const { rows: r } = await sql<CounterRow>`
      INSERT INTO auth_throttle AS t (key, hits, reset_at)
      VALUES (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN t.reset_at <= now() THEN 1 ELSE t.hits + 1 END,
        reset_at = CASE WHEN t.reset_at <= now() THEN EXCLUDED.reset_at ELSE t.reset_at END
      RETURNING key, hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry`.execute(db);
    // Each hit over the limit is itself counted, so the limit is "more than `limit`" here.
    rows.push(...r.map((row) => ({ ...row, hits: row.hits - 1 })));
  }
  // Now and then, drop long-finished windows so the table stays small.
  if (Math.random() < 0.02) await pruneThrottle(db).catch(() => undefined);
  if (throwWhenOver) throwIfOver(rules, rows);
}

/** Forgets keys (e.g. the account's attempts after a successful sign-in): their counts and locks. */
export async function clearKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await sql`DELETE FROM auth_throttle WHERE key IN (${sql.join(keys)})`.execute(db);
}

/** Forgets every key starting with one of the prefixes. */
export async function clearPrefixes(db: Db, prefixes: string[]): Promise<void> {
  for (const prefix of prefixes)
    await sql`DELETE FROM auth_throttle WHERE left(key, ${prefix.length}::int) = ${prefix}`.execute(db);
}

/**
 * Old windows are useless; removed now and then so the table stays small. Locked rows are skipped
 * (a reservation holds them), so this never waits on, or deadlocks with, a sign-in.
 */
export async function pruneThrottle(db: Db): Promise<void> {
  await sql`DELETE FROM auth_throttle WHERE key IN (
    SELECT key FROM auth_throttle
    WHERE reset_at < now() - interval '1 hour' AND (strikes = 0 OR reset_at < now() - ${STRIKE_MEMORY}::interval)
    FOR UPDATE SKIP LOCKED)`.execute(db);
}

function throwIfOver(rules: Rule[], rows: CounterRow[]): void {
  let retry = 0;
  for (const row of rows) {
    const rule = rules.find((r) => r.key === row.key);
    if (rule && row.hits >= rule.limit) retry = Math.max(retry, row.retry, 1);
  }
  if (retry > 0) throw tooManyRequests(retry);
}
