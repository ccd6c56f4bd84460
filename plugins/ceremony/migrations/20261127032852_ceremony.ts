import { sql, type Kysely } from 'kysely';

/**
 * ceremony: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE kehadiran (
    id bigserial PRIMARY KEY,
    acara_id bigint NOT NULL,
    mahasiswa_id bigint,
    hadir boolean NOT NULL DEFAULT false,
    tamu_diminta integer DEFAULT 0,
    tamu_diberikan integer DEFAULT 0,
    nama_panggung varchar(200),
    nama_panggung_disetujui boolean NOT NULL DEFAULT false,
    ejaan varchar(200),
    dikonfirmasi_pada timestamptz,
    urutan integer,
    kursi varchar(40),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT kehadiran_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT,
    CONSTRAINT kehadiran_mahasiswa_id_fkey FOREIGN KEY (mahasiswa_id) REFERENCES mahasiswa (id) ON DELETE RESTRICT,
    CONSTRAINT kehadiran_acara_id_mahasiswa_id_key UNIQUE (acara_id, mahasiswa_id)
  )`.execute(db);
  await sql`CREATE INDEX kehadiran_mahasiswa_id_idx ON kehadiran (mahasiswa_id)`.execute(db);
  await sql`CREATE INDEX kehadiran_dikonfirmasi_pada_idx ON kehadiran (dikonfirmasi_pada, id)`.execute(db);
  await sql`CREATE INDEX kehadiran_urutan_idx ON kehadiran (urutan, id)`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN batas_konfirmasi timestamptz`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN tamu_per_wisudawan integer DEFAULT 0`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN urutan_menurut varchar(20) DEFAULT 'nim'`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN denah_blok varchar(200)`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN denah_baris integer`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN denah_kursi integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE acara DROP COLUMN denah_kursi`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN denah_baris`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN denah_blok`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN urutan_menurut`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN tamu_per_wisudawan`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN batas_konfirmasi`.execute(db);
  await sql`DROP TABLE kehadiran`.execute(db);
}
