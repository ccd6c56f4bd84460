import { sql, type Kysely } from 'kysely';

/**
 * One group's photos in the order they were taken (the student gallery's group views and the admin
 * list filtered by group, sorted by taken_at): the group, then `coalesce(taken_at, created_at)` and id,
 * so a page of one group is read straight from the index instead of filtering the whole `file_taken`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX file_group_taken ON file (file_group_id, (coalesce(taken_at, created_at)) DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX file_group_taken`.execute(db);
}
