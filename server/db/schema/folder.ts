/**
 * The migrations folder (`migrations/` at the project root): every `*.ts` file is a migration, named
 * by its file name and applied in name order; a migration's `<name>.schema.json` beside it records
 * the schema after it (docs/migrations.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptySnapshot, parseSnapshot, type SchemaSnapshot } from './snapshot';

export const MIGRATIONS_FOLDER = path.resolve(fileURLToPath(new URL('../../../migrations', import.meta.url)));

export const SNAPSHOT_SUFFIX = '.schema.json';

/** Plain code-point order (Kysely's Migrator is given the same, not the locale's). */
export function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Migration names (file names without `.ts`), in the order they apply. */
export async function migrationNames(folder: string): Promise<string[]> {
  const files = await fs.readdir(folder);
  return files
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort(byName);
}

export interface RecordedSchema {
  /** The migration that recorded it; undefined when none has (every table is then new). */
  migration?: string;
  snapshot: SchemaSnapshot;
}

/** The schema recorded by the last migration (by name) that has a snapshot beside it. */
export async function recordedSchema(folder: string): Promise<RecordedSchema> {
  const names = await migrationNames(folder);
  const files = new Set(await fs.readdir(folder));
  for (const name of names.reverse()) {
    const file = name + SNAPSHOT_SUFFIX;
    if (!files.has(file)) continue;
    const text = await fs.readFile(path.join(folder, file), 'utf8');
    return { migration: name, snapshot: parseSnapshot(text, path.join(folder, file)) };
  }
  return { snapshot: emptySnapshot() };
}
