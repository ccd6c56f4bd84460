import { sql, type Kysely } from 'kysely';

/**
 * sponsor: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sponsor (
    id bigserial PRIMARY KEY,
    nama varchar(120) NOT NULL,
    situs varchar(300),
    logo varchar(300),
    acara_id bigint NOT NULL,
    nilai numeric(14,2),
    tingkat varchar(20),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT sponsor_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT
  )`.execute(db);
  await sql`CREATE INDEX sponsor_nama_idx ON sponsor (nama, id)`.execute(db);
  await sql`CREATE INDEX sponsor_situs_idx ON sponsor (situs, id)`.execute(db);
  await sql`CREATE INDEX sponsor_acara_id_idx ON sponsor (acara_id)`.execute(db);
  await sql`CREATE INDEX sponsor_nilai_idx ON sponsor (nilai, id)`.execute(db);
  await sql`CREATE INDEX sponsor_tingkat_idx ON sponsor (tingkat, id)`.execute(db);
  await sql`ALTER TABLE mahasiswa ADD COLUMN nama_wali varchar(120)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mahasiswa DROP COLUMN nama_wali`.execute(db);
  await sql`DROP TABLE sponsor`.execute(db);
}
