/**
 * `npm run db:diff -- <label>` (server/db/diff-cli.ts): compares one history's declarations with the
 * schema its last migration recorded (on top of the histories before it) and writes the migration
 * between them into that history's folder, with its snapshot, or refuses a change that could lose
 * data (docs/migrations.md). Development tool: uses prettier.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { CORE_MIGRATIONS_FOLDER, type HistoryKey } from '../histories';
import { compareHistory, diffCommand, historyIndex, type DeclaredHistory } from './declared';
import type { SchemaDiff, Step } from './diff';
import { SNAPSHOT_SUFFIX, migrationNames } from './folder';
import { historyCollisions } from './recorded';
import { snapshotJson } from './snapshot';

export interface GenerateOptions {
  /** The histories in the order they apply, each with its declarations. */
  histories: readonly DeclaredHistory[];
  /** The one to write into (default: the last, the installation's). */
  history?: HistoryKey;
  /** Names the migration: `<YYYYMMDDHHmmss>_<label as [a-z0-9_]>`. */
  label: string;
  /**
   * Write no SQL, only record the declarations' schema: after a hand-written migration that brought
   * the database there.
   */
  recordOnly?: boolean;
  now?: Date;
}

export type GenerateResult =
  | { kind: 'unchanged'; recordedBy?: string }
  | { kind: 'written'; name: string; file: string; schemaFile: string; changes: string[] }
  | { kind: 'refused'; message: string; changes: string[] };

/** The label as it goes into a file name; throws when nothing usable is left. */
export function slugLabel(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);
  if (!slug) throw new Error('A label is required: npm run db:diff -- <label> (e.g. add_sponsor)');
  return slug;
}

const stamp = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);

/** `<YYYYMMDDHHmmss>_<slug>`, later than every timestamped migration already there. */
function nextName(existing: string[], slug: string, now: Date): string {
  const last = existing
    .filter((n) => /^\d{14}_/.test(n))
    .map((n) => n.slice(0, 14))
    .pop();
  if (!last || stamp(now) > last) return `${stamp(now)}_${slug}`;
  // the clock is behind the last migration's name: one second after it
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(last)!.map(Number);
  return `${stamp(new Date(Date.UTC(y, mo - 1, d, h, mi, s + 1)))}_${slug}`;
}

/** Comment text cut into `//` lines of about 100 characters. */
function lineComment(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length > 96) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.map((l) => `${indent}// ${l}\n`).join('');
}

/** SQL inside a template literal: backslashes, backticks and `${` escaped. */
const templateText = (s: string) => s.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');

function statement(sql: string, comment?: string): string {
  const body = templateText(sql).replaceAll('\n', '\n  ');
  return (comment ? lineComment(comment, '  ') : '') + `  await sql\`${body}\`.execute(db);\n`;
}

function migrationSource(label: string, steps: Step[]): string {
  const up = steps.map((s) => statement(s.up, s.comment)).join('');
  const down = [...steps]
    .reverse()
    .flatMap((s) => (s.down ? [statement(s.down)] : []))
    .join('');
  return `import { sql, type Kysely } from 'kysely';

/**
 * ${label}: written by \`npm run db:diff\` from the resource declarations (docs/migrations.md). The
 * schema after it is recorded beside it, in the .schema.json file of the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
${up}}

export async function down(db: Kysely<unknown>): Promise<void> {
${down}}
`;
}

function recordOnlySource(label: string, command: string): string {
  return `/**
 * ${label}: records the schema after the hand-written migration(s) before it
 * (\`${command}${label}\`, docs/migrations.md); the schema is in the .schema.json
 * file of the same name. It changes nothing itself.
 */
export async function up(): Promise<void> {
  // Nothing to run: the migrations before it brought the database to the recorded schema.
}
`;
}

function refusal(diff: SchemaDiff, slug: string, history: DeclaredHistory): string {
  const folder = path.relative(process.cwd(), history.folder) || '.';
  const lines = [
    'db:diff writes only changes that lose no data. These need a migration written by hand:',
    ...diff.refused.flatMap((r) => [`  - ${r.change}`, `      ${r.hint}`]),
  ];
  if (diff.steps.length) {
    lines.push(
      'The declarations also change this, which belongs in the same hand-written migration:',
      ...diff.steps.map((s) => `      ${s.up.replaceAll('\n', '\n      ')}`),
    );
  }
  lines.push(
    'Nothing was written. Write that migration by hand:',
    `  1. ${folder}/<YYYYMMDDHHmmss>_${slug}.ts (the current UTC time, \`date -u +%Y%m%d%H%M%S\`) exporting`,
    '     `async function up(db: Kysely<unknown>)` that runs the SQL, one statement per',
    '     await sql`...`.execute(db), like the files beside it;',
    `  2. then \`${diffCommand(history, '--record-only ')}${slug}\` records the schema after it (docs/migrations.md).`,
  );
  return lines.join('\n');
}

async function formatted(text: string, parser: 'typescript' | 'json'): Promise<string> {
  const prettier = await import('prettier');
  // the repository's style, wherever the folder is (tests write to temporary ones)
  const config = await prettier.resolveConfig(path.join(CORE_MIGRATIONS_FOLDER, 'migration.ts'));
  return prettier.format(text, { ...config, parser });
}

/** Writes the history's next migration (and its snapshot) for its declarations, or says why not. */
export async function generateMigration(options: GenerateOptions): Promise<GenerateResult> {
  const { histories } = options;
  const i = options.history ? historyIndex(histories, options.history) : histories.length - 1;
  const history = histories[i];
  const slug = slugLabel(options.label);
  const collided = await historyCollisions(histories);
  if (collided.length) return { kind: 'refused', message: collided.join('\n'), changes: [] };
  const { recorded, record, diff } = await compareHistory(histories, i);
  if (!diff.changes.length) return { kind: 'unchanged', recordedBy: recorded.migration };
  if (diff.refused.length && !options.recordOnly)
    return { kind: 'refused', message: refusal(diff, slug, history), changes: diff.changes };

  const folder = history.folder;
  await fs.mkdir(folder, { recursive: true });
  const name = nextName(await migrationNames(folder), slug, options.now ?? new Date());
  const file = path.join(folder, `${name}.ts`);
  const schemaFile = path.join(folder, name + SNAPSHOT_SUFFIX);
  const source = options.recordOnly
    ? recordOnlySource(slug, diffCommand(history, '--record-only '))
    : migrationSource(slug, diff.steps);
  // the snapshot first: a migration file without its snapshot would record nothing
  await fs.writeFile(schemaFile, await formatted(snapshotJson(record), 'json'), { flag: 'wx' });
  await fs.writeFile(file, await formatted(source, 'typescript'), { flag: 'wx' });
  return { kind: 'written', name, file, schemaFile, changes: diff.changes };
}
