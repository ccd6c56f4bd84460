import { sql, type Kysely } from 'kysely';

/**
 * Fingerprints are now computed on the face turned eyes-level and averaged with its mirror image
 * (server/faces/engine.ts, docs/faces.md). The ones stored before cannot be compared with those of
 * new scans, and the selfies they came from were never kept, so they are deleted rather than left to
 * match badly: each of those students is shown "add your face" again, and adding it scans their
 * acara's photos again. Consents, suggestions and confirmed tags stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM face_print`.execute(db);
}

export async function down(): Promise<void> {
  // Deleted fingerprints cannot be brought back.
}
