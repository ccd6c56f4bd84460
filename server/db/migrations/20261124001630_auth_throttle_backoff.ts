import { sql, type Kysely } from 'kysely';

/**
 * Locks with back-off for the sign-in counters (server/auth/throttle.ts): `strikes` counts the locks a
 * key had lately, so each new one lasts twice as long (up to a cap). Counters are now reserved before
 * an attempt is evaluated, in one statement, so parallel attempts cannot pass the limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE auth_throttle ADD COLUMN strikes int NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE auth_throttle DROP COLUMN strikes`.execute(db);
}
