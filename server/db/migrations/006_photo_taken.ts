import { sql, type Kysely } from 'kysely';

/**
 * Photos in the order they were taken: `coalesce(taken_at, created_at)` (the capture time from EXIF,
 * else the upload time) with the id as tie-break. The student gallery pages through it newest first
 * (keyset, server/files/photos.ts); the admin list uses it for sort=["taken_at", ...].
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX file_taken ON file ((coalesce(taken_at, created_at)) DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX file_taken`.execute(db);
}
