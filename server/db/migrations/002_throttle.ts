import { sql, type Kysely } from 'kysely';

/** Shared throttling counters (fixed windows) for the sign-in flows, correct across server processes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE auth_throttle (
    key varchar(300) PRIMARY KEY,
    hits int NOT NULL,
    reset_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX auth_throttle_reset ON auth_throttle (reset_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_throttle`.execute(db);
}
