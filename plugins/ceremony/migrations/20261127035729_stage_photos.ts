import { sql, type Kysely } from 'kysely';

/**
 * stage_photos: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name. Added by hand (no
 * declaration describes them): each camera's clock offset per acara, from the staff's calibration,
 * and each stage photo's match (tagged at once, waiting for review with its two likely graduates,
 * left alone, or settled by hand), which the matching job rewrites and a person's word never loses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE acara ADD COLUMN panggung_jendela integer DEFAULT 30`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN panggung_margin integer DEFAULT 2`.execute(db);
  await sql`ALTER TABLE file_group ADD COLUMN panggung boolean DEFAULT false`.execute(db);
  await sql`CREATE TABLE stage_camera (
    acara_id bigint NOT NULL REFERENCES acara (id) ON DELETE CASCADE,
    camera varchar(120) NOT NULL,
    offset_ms bigint NOT NULL,
    file_id bigint REFERENCES file (id) ON DELETE SET NULL,
    mahasiswa_id bigint REFERENCES mahasiswa (id) ON DELETE SET NULL,
    calibrated_by bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (acara_id, camera)
  )`.execute(db);
  await sql`CREATE TABLE stage_match (
    file_id bigint PRIMARY KEY REFERENCES file (id) ON DELETE CASCADE,
    acara_id bigint NOT NULL REFERENCES acara (id) ON DELETE CASCADE,
    status varchar(10) NOT NULL,
    mahasiswa_id bigint REFERENCES mahasiswa (id) ON DELETE SET NULL,
    kandidat_1 bigint REFERENCES mahasiswa (id) ON DELETE SET NULL,
    kandidat_2 bigint REFERENCES mahasiswa (id) ON DELETE SET NULL,
    alasan varchar(20),
    corrected_at timestamptz,
    decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX stage_match_acara_status_idx ON stage_match (acara_id, status)`.execute(db);
  await sql`CREATE INDEX stage_match_mahasiswa_idx ON stage_match (mahasiswa_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE stage_match`.execute(db);
  await sql`DROP TABLE stage_camera`.execute(db);
  await sql`ALTER TABLE file_group DROP COLUMN panggung`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN panggung_margin`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN panggung_jendela`.execute(db);
}
