import { sql, type Kysely } from 'kysely';

/**
 * pt_face_search: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE perguruan_tinggi ADD COLUMN face_search boolean DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE perguruan_tinggi DROP COLUMN face_search`.execute(db);
}
