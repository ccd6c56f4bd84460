import { sql, type Kysely } from 'kysely';

/**
 * Gallery support: server-side secrets (the HMAC key of signed photo URLs, shared by every
 * server process through the database) and the index the newest-first photo lists use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE server_secret (
    name varchar(60) PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX file_created ON file (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX file_favorite_file ON file_favorite (file_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX file_favorite_file`.execute(db);
  await sql`DROP INDEX file_created`.execute(db);
  await sql`DROP TABLE server_secret`.execute(db);
}
