import { sql, type Kysely } from 'kysely';

/**
 * A pending e-mail change can be cancelled from the OLD address: the notice mailed there at request
 * time carries its own single-use link (hashed here), valid while the change is pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_changes ADD COLUMN cancel_token_hash char(64) UNIQUE`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_changes DROP COLUMN cancel_token_hash`.execute(db);
}
