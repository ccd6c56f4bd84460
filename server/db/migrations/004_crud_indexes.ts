import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the generic lists (server/crud): sorting the big lists without a filter, and the `q`
 * search (ILIKE '%text%') through trigram indexes where pg_trgm is available (PostgreSQL; the embedded
 * PGlite has no pg_trgm loaded and searches by scanning, which is fine at its scale).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE INDEX IF NOT EXISTS mahasiswa_nama_id ON mahasiswa (nama, id)`,
    sql`CREATE INDEX IF NOT EXISTS mahasiswa_pt_nama_id ON mahasiswa (pt_id, nama, id)`,
    sql`CREATE INDEX IF NOT EXISTS mahasiswa_ipk ON mahasiswa (ipk)`,
    sql`CREATE INDEX IF NOT EXISTS mahasiswa_tanggal_lulus ON mahasiswa (tanggal_lulus)`,
    sql`CREATE INDEX IF NOT EXISTS mahasiswa_angkatan ON mahasiswa (angkatan)`,
    sql`CREATE INDEX IF NOT EXISTS users_name_id ON users (name, id)`,
    sql`CREATE INDEX IF NOT EXISTS program_studi_fakultas ON program_studi (fakultas_id)`,
    sql`CREATE INDEX IF NOT EXISTS fakultas_pt ON fakultas (pt_id)`,
  ];
  for (const s of statements) await s.execute(db);
  // The (pt_id, nama) index of 001 is covered by (pt_id, nama, id).
  await sql`DROP INDEX IF EXISTS mahasiswa_pt_nama`.execute(db);

  const { rows } = await sql<{
    ok: boolean;
  }>`SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS ok`.execute(db);
  if (!rows[0]?.ok) return;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  const trigram: [string, string, string][] = [
    ['mahasiswa_nim_trgm', 'mahasiswa', 'nim'],
    ['mahasiswa_nama_trgm', 'mahasiswa', 'nama'],
    ['mahasiswa_email_trgm', 'mahasiswa', 'email'],
    ['users_name_trgm', 'users', 'name'],
    ['users_email_trgm', 'users', 'email'],
    ['users_nim_trgm', 'users', 'nim'],
  ];
  for (const [name, table, column] of trigram) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON ${sql.table(table)} USING gin (${sql.ref(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'mahasiswa_nama_id',
    'mahasiswa_pt_nama_id',
    'mahasiswa_ipk',
    'mahasiswa_tanggal_lulus',
    'mahasiswa_angkatan',
    'users_name_id',
    'program_studi_fakultas',
    'fakultas_pt',
    'mahasiswa_nim_trgm',
    'mahasiswa_nama_trgm',
    'mahasiswa_email_trgm',
    'users_name_trgm',
    'users_email_trgm',
    'users_nim_trgm',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  }
  await sql`CREATE INDEX IF NOT EXISTS mahasiswa_pt_nama ON mahasiswa (pt_id, nama)`.execute(db);
}
