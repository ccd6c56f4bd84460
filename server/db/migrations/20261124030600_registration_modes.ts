import { sql, type Kysely } from 'kysely';

/**
 * Registration an institution controls: app_settings.registrasi (open | approval | closed) replaces
 * the yes/no registrasi_dibuka (closed where it was false), and users.persetujuan keeps a
 * self-registered account's approval (pending | approved | rejected; null when none was asked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_settings ADD COLUMN registrasi varchar(20) NOT NULL DEFAULT 'open'`.execute(db);
  await sql`UPDATE app_settings SET registrasi = 'closed' WHERE NOT registrasi_dibuka`.execute(db);
  await sql`ALTER TABLE app_settings DROP COLUMN registrasi_dibuka`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN persetujuan varchar(20)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN persetujuan`.execute(db);
  await sql`ALTER TABLE app_settings ADD COLUMN registrasi_dibuka boolean NOT NULL DEFAULT true`.execute(db);
  await sql`UPDATE app_settings SET registrasi_dibuka = (registrasi <> 'closed')`.execute(db);
  await sql`ALTER TABLE app_settings DROP COLUMN registrasi`.execute(db);
}
