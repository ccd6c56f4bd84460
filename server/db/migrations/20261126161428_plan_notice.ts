import { sql, type Kysely } from 'kysely';

/**
 * The threshold mails already sent (server/plans/notices.ts): one row per perguruan tinggi, quota,
 * threshold (80, 100) and subscription period (its start day, '-' without one), so each goes once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE plan_notice (
    pt_id bigint NOT NULL REFERENCES perguruan_tinggi (id) ON DELETE CASCADE,
    quota varchar(20) NOT NULL,
    threshold integer NOT NULL,
    periode varchar(10) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (pt_id, quota, threshold, periode)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE plan_notice`.execute(db);
}
