// The project's own TypeScript sources, as the lint scripts read them: the files at the root and
// under the named folders, without tests, declaration files or what a build or a run wrote.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'tests']);

const isSource = (entry: string) =>
  /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !/\.test\.tsx?$/.test(entry);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(entry) ? [] : sourceFiles(path);
    return isSource(entry) ? [path] : [];
  });
}

/** The sources at the root and under `folders` (paths from the root), as absolute paths. */
export function projectSourceFiles(folders: readonly string[]): string[] {
  const rootFiles = readdirSync(ROOT)
    .filter(isSource)
    .map((entry) => join(ROOT, entry));
  return [...rootFiles, ...folders.flatMap((folder) => sourceFiles(join(ROOT, folder)))];
}
