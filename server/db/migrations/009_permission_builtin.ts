import { sql, type Kysely } from 'kysely';

/**
 * Permissions that come from the declarations are built in (the seed marks them at every start):
 * their name cannot change and they cannot be deleted, like the built-in roles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions ADD COLUMN is_builtin boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE permissions DROP COLUMN is_builtin`.execute(db);
}
