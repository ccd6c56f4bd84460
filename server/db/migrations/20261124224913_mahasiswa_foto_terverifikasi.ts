import { sql, type Kysely } from 'kysely';

/**
 * mahasiswa_foto_terverifikasi: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mahasiswa ADD COLUMN foto_terverifikasi boolean DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mahasiswa DROP COLUMN foto_terverifikasi`.execute(db);
}
