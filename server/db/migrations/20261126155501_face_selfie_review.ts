import { sql, type Kysely } from 'kysely';

/**
 * A selfie of a student without a verified profile photo waits here until staff compare it with the
 * student's record (docs/faces.md, "Enrolment"): a small copy of the image and its fingerprint, one
 * row per student. Approval moves the fingerprint to face_print and deletes the row; refusal keeps
 * only that it was refused (image and fingerprint deleted), so the student is told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE face_selfie (
    mahasiswa_id bigint PRIMARY KEY REFERENCES mahasiswa(id) ON DELETE CASCADE,
    status varchar(20) NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'refused')),
    image bytea,
    embedding bytea CHECK (octet_length(embedding) = 512),
    face_pixels integer NOT NULL,
    score real NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    CHECK ((status = 'waiting') = (image IS NOT NULL AND embedding IS NOT NULL)),
    CHECK (status = 'waiting' OR (image IS NULL AND embedding IS NULL))
  )`.execute(db);
  await sql`CREATE INDEX face_selfie_waiting_idx ON face_selfie (created_at) WHERE status = 'waiting'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE face_selfie`.execute(db);
}
