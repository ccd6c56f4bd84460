import { sql, type Kysely } from 'kysely';

/**
 * stage_call: written by `npm run db:diff` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name. Added by hand:
 * the index the reader's screen and the stage photo matching read an acara's walk by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE stage_call (
    id bigserial PRIMARY KEY,
    acara_id bigint NOT NULL,
    mahasiswa_id bigint NOT NULL,
    called_at timestamptz NOT NULL,
    source varchar(20) NOT NULL,
    corrected_by bigint,
    superseded boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT stage_call_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT,
    CONSTRAINT stage_call_mahasiswa_id_fkey FOREIGN KEY (mahasiswa_id) REFERENCES mahasiswa (id) ON DELETE RESTRICT,
    CONSTRAINT stage_call_corrected_by_fkey FOREIGN KEY (corrected_by) REFERENCES users (id) ON DELETE RESTRICT
  )`.execute(db);
  await sql`CREATE INDEX stage_call_acara_id_idx ON stage_call (acara_id)`.execute(db);
  await sql`CREATE INDEX stage_call_mahasiswa_id_idx ON stage_call (mahasiswa_id)`.execute(db);
  await sql`CREATE INDEX stage_call_called_at_idx ON stage_call (called_at, id)`.execute(db);
  await sql`CREATE INDEX stage_call_corrected_by_idx ON stage_call (corrected_by)`.execute(db);
  await sql`CREATE INDEX stage_call_acara_id_called_at_idx ON stage_call (acara_id, called_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE stage_call`.execute(db);
}
