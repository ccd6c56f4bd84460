import { sql, type Kysely } from 'kysely';

/**
 * tickets: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name. Added by hand
 * (no declaration describes them): the tickets' signing keys, whose private half never leaves the
 * server, and the index the check-in looks a ticket's scans up by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE antrean_tamu (
    id bigserial PRIMARY KEY,
    acara_id bigint NOT NULL,
    kehadiran_id bigint NOT NULL,
    jumlah integer NOT NULL,
    diberikan integer DEFAULT 0,
    diminta_pada timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT antrean_tamu_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT,
    CONSTRAINT antrean_tamu_kehadiran_id_fkey FOREIGN KEY (kehadiran_id) REFERENCES kehadiran (id) ON DELETE RESTRICT,
    CONSTRAINT antrean_tamu_acara_id_kehadiran_id_key UNIQUE (acara_id, kehadiran_id)
  )`.execute(db);
  await sql`CREATE INDEX antrean_tamu_kehadiran_id_idx ON antrean_tamu (kehadiran_id)`.execute(db);
  await sql`CREATE INDEX antrean_tamu_diminta_pada_idx ON antrean_tamu (diminta_pada, id)`.execute(db);
  await sql`CREATE TABLE checkin (
    id bigserial PRIMARY KEY,
    acara_id bigint NOT NULL,
    tiket varchar(40) NOT NULL,
    pintu varchar(60),
    perangkat varchar(80),
    dipindai_pada timestamptz NOT NULL,
    ganda boolean NOT NULL DEFAULT false,
    scan_id varchar(80) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT checkin_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT,
    CONSTRAINT checkin_scan_id_key UNIQUE (scan_id)
  )`.execute(db);
  await sql`CREATE INDEX checkin_acara_id_idx ON checkin (acara_id)`.execute(db);
  await sql`CREATE INDEX checkin_dipindai_pada_idx ON checkin (dipindai_pada, id)`.execute(db);
  await sql`CREATE TABLE petugas_checkin (
    id bigserial PRIMARY KEY,
    acara_id bigint NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT petugas_checkin_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT,
    CONSTRAINT petugas_checkin_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE RESTRICT,
    CONSTRAINT petugas_checkin_acara_id_user_id_key UNIQUE (acara_id, user_id)
  )`.execute(db);
  await sql`CREATE INDEX petugas_checkin_user_id_idx ON petugas_checkin (user_id)`.execute(db);
  await sql`CREATE TABLE tiket (
    id bigserial PRIMARY KEY,
    acara_id bigint NOT NULL,
    kehadiran_id bigint NOT NULL,
    nama_tamu varchar(200) NOT NULL,
    email_tamu varchar(254) NOT NULL,
    bahasa varchar(10),
    dikirim_pada timestamptz,
    dicabut_pada timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT tiket_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT,
    CONSTRAINT tiket_kehadiran_id_fkey FOREIGN KEY (kehadiran_id) REFERENCES kehadiran (id) ON DELETE RESTRICT
  )`.execute(db);
  await sql`CREATE INDEX tiket_acara_id_idx ON tiket (acara_id)`.execute(db);
  await sql`CREATE INDEX tiket_kehadiran_id_idx ON tiket (kehadiran_id)`.execute(db);
  await sql`CREATE INDEX tiket_dikirim_pada_idx ON tiket (dikirim_pada, id)`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN pintu_dibuka timestamptz`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN kursi_tamu integer`.execute(db);
  await sql`ALTER TABLE acara ADD COLUMN pintu_masuk varchar(200)`.execute(db);
  await sql`CREATE INDEX checkin_acara_id_tiket_idx ON checkin (acara_id, tiket, dipindai_pada)`.execute(db);
  await sql`CREATE TABLE tiket_kunci (
    kid varchar(20) PRIMARY KEY,
    public_key text NOT NULL,
    private_key text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    retired_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tiket_kunci`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN pintu_masuk`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN kursi_tamu`.execute(db);
  await sql`ALTER TABLE acara DROP COLUMN pintu_dibuka`.execute(db);
  await sql`DROP TABLE tiket`.execute(db);
  await sql`DROP TABLE petugas_checkin`.execute(db);
  await sql`DROP TABLE checkin`.execute(db);
  await sql`DROP TABLE antrean_tamu`.execute(db);
}
