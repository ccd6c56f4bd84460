import { sql, type Kysely } from 'kysely';

/**
 * Which camera took each photo (server/files/exif.ts cameraKey: its model and a hash of its serial),
 * read from the upload's EXIF like the capture time: stage photos are matched per camera, each with
 * its own clock offset (plugins/ceremony). Photos stored before stay without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE file ADD COLUMN camera varchar(120)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE file DROP COLUMN camera`.execute(db);
}
