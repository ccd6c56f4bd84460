import { sql, type Kysely } from 'kysely';

/**
 * Written by hand (no schema change the declarations know of): a ticket is let in once per acara.
 * The check-in sync inserts each scan as an admission and the database keeps only the first, so two
 * phones syncing the same ticket at once need no lock to take turns. A later admission of a ticket
 * recorded before this index (there should be none) is marked as scanned before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE checkin c SET ganda = true WHERE NOT c.ganda AND EXISTS (
    SELECT 1 FROM checkin d WHERE d.acara_id = c.acara_id AND d.tiket = c.tiket AND NOT d.ganda AND d.id < c.id)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX checkin_tiket_once ON checkin (acara_id, tiket) WHERE NOT ganda`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX checkin_tiket_once`.execute(db);
}
