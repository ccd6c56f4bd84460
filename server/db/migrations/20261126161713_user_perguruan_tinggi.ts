import { sql, type Kysely } from 'kysely';

/**
 * user_perguruan_tinggi: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE user_perguruan_tinggi (
    user_id bigint NOT NULL,
    pt_id bigint NOT NULL,
    PRIMARY KEY (user_id, pt_id),
    CONSTRAINT user_perguruan_tinggi_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT user_perguruan_tinggi_pt_id_fkey FOREIGN KEY (pt_id) REFERENCES perguruan_tinggi (id) ON DELETE RESTRICT
  )`.execute(db);
  await sql`CREATE INDEX user_perguruan_tinggi_pt_id_idx ON user_perguruan_tinggi (pt_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_perguruan_tinggi`.execute(db);
}
