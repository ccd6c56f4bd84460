/** The installation's own tests: every `*.test.ts` under its tests/ folder, run by `wisuda test`. */
import fs from 'node:fs/promises';
import path from 'node:path';

export async function installationTests(root) {
  const entries = await fs.readdir(path.join(root, 'tests'), { recursive: true }).catch(() => []);
  return entries
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(root, 'tests', f));
}
