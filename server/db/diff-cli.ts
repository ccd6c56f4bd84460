/**
 * `npm run db:diff -- <label>`: writes migrations/<YYYYMMDDHHmmss>_<label>.ts (and its .schema.json)
 * for what the installation's declarations add since the schema its last migration recorded.
 * `--record-only`: after a hand-written migration, records the schema only. `--core`: into the core's
 * history (server/db/migrations/, for Wisuda's own declarations); `--plugin <name>`: a plugin's.
 * docs/migrations.md.
 */
import '../config-errors';
import path from 'node:path';
import type { HistoryKey } from './histories';
import { generateMigration } from './schema/generate';
import { declaredHistories } from './schema/project';

const USAGE =
  'Usage: npm run db:diff -- [--record-only] [--core | --plugin <name>] <label>   (label: a few words, e.g. add_sponsor)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const recordOnly = args.includes('--record-only');
  const plugin = args.indexOf('--plugin');
  const pluginName = plugin >= 0 ? args[plugin + 1] : undefined;
  const rest = args.filter((_, i) => plugin < 0 || (i !== plugin && i !== plugin + 1));
  const unknown = rest.filter((a) => a.startsWith('-') && a !== '--record-only' && a !== '--core');
  const words = rest.filter((a) => !a.startsWith('-'));
  if (unknown.length || !words.length || (plugin >= 0 && !pluginName)) {
    console.error(unknown.length ? `Unknown option ${unknown.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }
  const history: HistoryKey = args.includes('--core')
    ? 'core'
    : pluginName
      ? `plugin:${pluginName}`
      : 'installation';
  const histories = declaredHistories();
  if (!histories.some((h) => h.key === history)) {
    console.error(
      `Plugin "${pluginName}" has no migration history: list it in plugins of wisuda.config.ts, and its ` +
        'definePluginServer(..., { migrations }) in plugins of wisuda.server.ts (docs/extending.md#plugins).',
    );
    return 2;
  }
  const result = await generateMigration({
    histories,
    history,
    label: words.join('_'),
    recordOnly,
  });
  const rel = (f: string) => path.relative(process.cwd(), f);
  switch (result.kind) {
    case 'unchanged':
      console.log(
        result.recordedBy
          ? `No schema changes: the ${history} declarations match the schema recorded by ${result.recordedBy}.`
          : `No schema changes: the ${history} declarations add nothing, and its history records nothing yet.`,
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
