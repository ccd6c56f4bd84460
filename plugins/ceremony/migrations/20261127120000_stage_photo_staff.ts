import { sql, type Kysely } from 'kysely';

/**
 * Written by hand (no schema change): the Ceremony staff role of an installation from before the
 * stage photos page was theirs gets `fileGroup.view`, which the page shows the photos with. A role
 * made after this (a new installation) gets it from its declaration; nothing happens without the role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO permission_role (role_id, permission_id)
    SELECT r.id, p.id FROM roles r JOIN permissions p ON p.name = 'fileGroup.view'
    WHERE r.name = 'panitia_wisuda'
    ON CONFLICT DO NOTHING`.execute(db);
}

/** The grant stays: administrators may have come to rely on it. */
export async function down(): Promise<void> {}
