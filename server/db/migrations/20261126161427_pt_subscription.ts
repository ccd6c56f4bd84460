import { sql, type Kysely } from 'kysely';

/**
 * pt_subscription: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_settings ADD COLUMN masa_tenggang_hari integer NOT NULL DEFAULT 14`.execute(db);
  await sql`ALTER TABLE perguruan_tinggi ADD COLUMN langganan_mulai date`.execute(db);
  await sql`ALTER TABLE perguruan_tinggi ADD COLUMN langganan_selesai date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE perguruan_tinggi DROP COLUMN langganan_selesai`.execute(db);
  await sql`ALTER TABLE perguruan_tinggi DROP COLUMN langganan_mulai`.execute(db);
  await sql`ALTER TABLE app_settings DROP COLUMN masa_tenggang_hari`.execute(db);
}
