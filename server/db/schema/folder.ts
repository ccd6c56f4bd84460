/**
 * A migrations folder (one history's, server/db/histories.ts): every `*.ts` file is a migration,
 * named by its file name and applied in name order; a migration's `<name>.schema.json` beside it
 * records the schema after it (docs/migrations.md).
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { emptySnapshot, parseSnapshot, type SchemaSnapshot } from './snapshot';

export const SNAPSHOT_SUFFIX = '.schema.json';

/** Plain code-point order (not the locale's). */
export function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The folder's files; none when it does not exist (an installation without migrations of its own). */
async function filesOf(folder: string): Promise<string[]> {
  try {
    return await fs.readdir(folder);
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  }
}

/** A migration's file: `.ts`, or `.js` as the package ships the core's (built by scripts/build-server.mjs). */
const MIGRATION_FILE = /^(.*)\.(ts|js)$/;

/** Migration names (file names without `.ts` / `.js`), in the order they apply. */
export async function migrationNames(folder: string): Promise<string[]> {
  const files = await filesOf(folder);
  const names = files
    .filter((f) => MIGRATION_FILE.test(f) && !f.endsWith('.d.ts'))
    .map((f) => f.replace(MIGRATION_FILE, '$1'));
  return [...new Set(names)].sort(byName);
}

/** The file of migration `name` in `folder`: its `.ts`, else its built `.js`. */
export function migrationFile(folder: string, name: string): string {
  const ts = path.join(folder, `${name}.ts`);
  return existsSync(ts) ? ts : path.join(folder, `${name}.js`);
}

export interface RecordedSchema {
  /** The migration that recorded it; undefined when none has (every table is then new). */
  migration?: string;
  snapshot: SchemaSnapshot;
}

/** Every snapshot of the folder, with the migration that recorded it, in name order. */
export async function recordedSnapshots(folder: string): Promise<Required<RecordedSchema>[]> {
  const files = new Set(await filesOf(folder));
  const out: Required<RecordedSchema>[] = [];
  for (const name of await migrationNames(folder)) {
    const file = name + SNAPSHOT_SUFFIX;
    if (!files.has(file)) continue;
    const text = await fs.readFile(path.join(folder, file), 'utf8');
    out.push({ migration: name, snapshot: parseSnapshot(text, path.join(folder, file)) });
  }
  return out;
}

/**
 * The schema recorded by the last migration (by name) that has a snapshot beside it; with `before`,
 * by the last such migration named before it.
 */
export async function recordedSchema(folder: string, before?: string): Promise<RecordedSchema> {
  const all = await recordedSnapshots(folder);
  const last = all.filter((r) => before === undefined || byName(r.migration, before) < 0).pop();
  return last ?? { snapshot: emptySnapshot() };
}
