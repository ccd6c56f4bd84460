import { sql, type Kysely } from 'kysely';

/**
 * Face search (docs/faces.md): a student's consent (time and text version; withdrawal deletes the
 * fingerprint and the unconfirmed matches), their one face fingerprint (128 float32 numbers as 512 bytes, in a
 * table of its own, deleted with the student), the matches of photos to consenting students (suggested,
 * confirmed or rejected; a rejected one is never suggested again) and which photos were scanned.
 * Fingerprints of faces that match nobody are never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE face_consent (
    mahasiswa_id bigint PRIMARY KEY REFERENCES mahasiswa(id) ON DELETE CASCADE,
    text_version varchar(40) NOT NULL,
    consented_at timestamptz NOT NULL DEFAULT now(),
    withdrawn_at timestamptz
  )`.execute(db);
  await sql`CREATE TABLE face_print (
    mahasiswa_id bigint PRIMARY KEY REFERENCES mahasiswa(id) ON DELETE CASCADE,
    embedding bytea NOT NULL CHECK (octet_length(embedding) = 512),
    source varchar(20) NOT NULL CHECK (source IN ('selfie', 'profile')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE face_match (
    mahasiswa_id bigint NOT NULL REFERENCES mahasiswa(id) ON DELETE CASCADE,
    file_id bigint NOT NULL REFERENCES file(id) ON DELETE CASCADE,
    distance real NOT NULL,
    status varchar(20) NOT NULL DEFAULT 'suggested' CHECK (status IN ('suggested', 'confirmed', 'rejected')),
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    PRIMARY KEY (mahasiswa_id, file_id)
  )`.execute(db);
  await sql`CREATE INDEX face_match_file_id_idx ON face_match (file_id)`.execute(db);
  await sql`CREATE TABLE face_scan (
    file_id bigint PRIMARY KEY REFERENCES file(id) ON DELETE CASCADE,
    scanned_at timestamptz NOT NULL DEFAULT now(),
    faces integer NOT NULL,
    skipped integer NOT NULL DEFAULT 0
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE face_scan`.execute(db);
  await sql`DROP TABLE face_match`.execute(db);
  await sql`DROP TABLE face_print`.execute(db);
  await sql`DROP TABLE face_consent`.execute(db);
}
