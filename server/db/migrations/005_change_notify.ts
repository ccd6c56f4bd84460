import { sql, type Kysely } from 'kysely';

/**
 * Change notifications (server/db/changes.ts): `wisuda_notify_change()` sends NOTIFY wisuda_change with
 * the table's name; every server process listens and drops what it cached from that table. The
 * generic resource tables get their statement-level triggers at start (ensureChangeTriggers), so a
 * declared resource is covered without a migration. Sessions are special: `last_used_at` is refreshed
 * all the time, so only a revocation, a changed expiry or a deletion is announced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION wisuda_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('wisuda_change', TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER wisuda_change_revoke AFTER UPDATE ON sessions FOR EACH ROW
    WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
      OR OLD.user_id IS DISTINCT FROM NEW.user_id)
    EXECUTE FUNCTION wisuda_notify_change()`.execute(db);
  await sql`CREATE TRIGGER wisuda_change_delete AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT
    EXECUTE FUNCTION wisuda_notify_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS wisuda_change_revoke ON sessions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS wisuda_change_delete ON sessions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS wisuda_notify_change() CASCADE`.execute(db);
}
