/**
 * mail_outbox: records the schema after the hand-written migration(s) before it
 * (`npm run db:diff -- --record-only mail_outbox`, docs/migrations.md); the schema is in the .schema.json
 * file of the same name. It changes nothing itself.
 */
export async function up(): Promise<void> {
  // Nothing to run: the migrations before it brought the database to the recorded schema.
}
