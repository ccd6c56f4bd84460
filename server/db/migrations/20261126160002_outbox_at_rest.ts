import { sql, type Kysely } from 'kysely';

/**
 * The outbox keeps a mail's single-use links only until it is delivered or given up
 * (server/jobs/mail-worker.ts): `text_at_rest` / `html_at_rest` hold the copy without them that is
 * written over the bodies then.
 *
 * Rows from before carry no such copy and nothing says which of their links were single-use: the
 * bodies of those already delivered or given up are dropped now (subject, recipient and state stay);
 * those still queued are delivered as they are, then dropped likewise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN text_at_rest text`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN html_at_rest text`.execute(db);
  await sql`UPDATE outbox SET text_body = '', html_body = NULL, links_removed = true WHERE status <> 'queued'`.execute(
    db,
  );
  await sql`UPDATE outbox SET text_at_rest = '' WHERE status = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN html_at_rest`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN text_at_rest`.execute(db);
}
