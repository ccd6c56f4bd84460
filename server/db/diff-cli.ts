/**
 * `npm run db:diff -- <label>`: writes migrations/<YYYYMMDDHHmmss>_<label>.ts (and its .schema.json)
 * for what the resource declarations add since the schema recorded by the last migration.
 * `npm run db:diff -- --record-only <label>`: after a hand-written migration, records the schema only.
 * docs/migrations.md.
 */
import '../config-errors';
import path from 'node:path';
import { RESOURCES } from '../../domain/resources';
import { generateMigration } from './schema/generate';

const USAGE = 'Usage: npm run db:diff -- [--record-only] <label>   (label: a few words, e.g. add_sponsor)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const recordOnly = args.includes('--record-only');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--record-only');
  const words = args.filter((a) => !a.startsWith('-'));
  if (unknown.length || !words.length) {
    console.error(unknown.length ? `Unknown option ${unknown.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }
  const result = await generateMigration({ resources: RESOURCES, label: words.join('_'), recordOnly });
  const rel = (f: string) => path.relative(process.cwd(), f);
  switch (result.kind) {
    case 'unchanged':
      console.log(
        `No schema changes: the declarations match the schema recorded by ${result.recordedBy ?? 'no migration'}.`,
      );
      return 0;
    case 'refused':
      console.error(result.message);
      return 1;
    case 'written':
      console.log(
        [
          `Wrote ${rel(result.file)} and ${rel(result.schemaFile)}:`,
          ...result.changes.map((c) => `  - ${c}`),
          recordOnly
            ? 'It records the schema only; your hand-written migration before it does the work.'
            : 'Review it; it runs at the next start (npm start).',
        ].join('\n'),
      );
      return 0;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
