import { sql, type Kysely } from 'kysely';

/**
 * Deleting a user whose account belongs to a mahasiswa is refused (409 naming the mahasiswa) instead of
 * silently clearing `mahasiswa.user_id`: nothing orphaned, nothing changed by surprise. Same constraint
 * name, so the delete's 409 counts the referencing mahasiswa like every other foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mahasiswa
    DROP CONSTRAINT mahasiswa_user_id_fkey,
    ADD CONSTRAINT mahasiswa_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mahasiswa
    DROP CONSTRAINT mahasiswa_user_id_fkey,
    ADD CONSTRAINT mahasiswa_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL`.execute(
    db,
  );
}
