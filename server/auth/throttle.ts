import { sql } from 'kysely';
import type { Db } from '../db';
import { tooManyRequests } from '../errors';

/**
 * Fixed-window counters in PostgreSQL (table auth_throttle), so every server process sees the
 * same counts. A key is e.g. `login:ip:1.2.3.4` or `forgot:email:a@b.c`.
 */
export interface Rule {
  key: string;
  limit: number;
  windowSeconds: number;
}

interface CounterRow {
  key: string;
  hits: number;
  retry: number;
}

/** Throws 429 (with Retry-After) when any rule's counter has already reached its limit. */
export async function assertNotThrottled(db: Db, rules: Rule[]): Promise<void> {
  if (rules.length === 0) return;
  const { rows } = await sql<CounterRow>`
    SELECT key, hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry
    FROM auth_throttle WHERE key IN (${sql.join(rules.map((r) => r.key))}) AND reset_at > now()`.execute(db);
  throwIfOver(rules, rows);
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
  if (Math.random() < 0.02) await pruneThrottle(db);
  if (throwWhenOver) throwIfOver(rules, rows);
}

/** Forgets a key (e.g. the account's failed logins after a successful one). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await sql`DELETE FROM auth_throttle WHERE key = ${key}`.execute(db);
}

/** Old windows are useless; removed now and then so the table stays small. */
export async function pruneThrottle(db: Db): Promise<void> {
  await sql`DELETE FROM auth_throttle WHERE reset_at < now() - interval '1 hour'`.execute(db);
}

function throwIfOver(rules: Rule[], rows: CounterRow[]): void {
  let retry = 0;
  for (const row of rows) {
    const rule = rules.find((r) => r.key === row.key);
    if (rule && row.hits >= rule.limit) retry = Math.max(retry, row.retry, 1);
  }
  if (retry > 0) throw tooManyRequests(retry);
}
