import { sql, type Kysely } from 'kysely';

/**
 * A change of a signed-in user's e-mail address waits here until its owner opens the link mailed to
 * the NEW address (server/auth/email-change.ts): single use, hashed, 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE email_changes (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    new_email varchar(254) NOT NULL,
    token_hash char(64) NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX email_changes_user ON email_changes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_changes`.execute(db);
}
