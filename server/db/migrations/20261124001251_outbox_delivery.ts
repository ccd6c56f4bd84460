import { sql, type Kysely } from 'kysely';

/**
 * Mail goes through the job queue (docs/jobs.md): each outbox row records where its delivery stands
 * (`status`: queued, sent, failed, logged), how many attempts were made and the last error. The
 * table exists since 001_domain; the `mailOutbox` declaration lists it read-only.
 *
 * Rows from before: those sent are `sent`; the others were written to the log or their one attempt
 * failed long ago (their links have expired), so they are `logged` and are not sent now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN status varchar(20) NOT NULL DEFAULT 'queued'`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN last_error text`.execute(db);
  await sql`UPDATE outbox SET status = CASE WHEN sent_at IS NULL THEN 'logged' ELSE 'sent' END`.execute(db);
  await sql`CREATE INDEX outbox_status_idx ON outbox (status, id)`.execute(db);
  await sql`CREATE INDEX outbox_sent_at_idx ON outbox (sent_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX outbox_sent_at_idx`.execute(db);
  await sql`DROP INDEX outbox_status_idx`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN last_error`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN attempts`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN status`.execute(db);
}
