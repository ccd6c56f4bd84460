/**
 * Builds the server of the `wisuda` package (`npm pack` runs it): JavaScript in dist-server/, so an
 * installation compiles none of the core's TypeScript at start. One flat folder, so that the
 * `new URL('./…', import.meta.url)` of the sources (the core's migrations, the worker threads)
 * find their files beside every chunk. Packages stay imports (npm installs them), and so do the
 * installation's modules (`wisuda-installation/config`, `…/server`), which bin/hooks.js resolves.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-server');
const migrationsIn = path.join(root, 'server/db/migrations');

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  external: ['wisuda-installation/*', 'wisuda/*'],
  outdir: out,
  logLevel: 'warning',
};

await fs.rm(out, { recursive: true, force: true });
const migrations = (await fs.readdir(migrationsIn)).filter((f) => f.endsWith('.ts'));
await build({
  ...common,
  splitting: true,
  entryPoints: {
    main: 'server/main.ts',
    'config-check-cli': 'server/config-check-cli.ts',
    'diff-cli': 'server/db/diff-cli.ts',
    'seed-demo-cli': 'server/db/seed-demo-cli.ts',
    config: 'domain/config/index.ts',
    server: 'server/extend/index.ts',
    'menu-icons': 'domain/menu-icons.ts',
    ...Object.fromEntries(
      migrations.map((f) => [`migrations/${f.slice(0, -3)}`, `server/db/migrations/${f}`]),
    ),
  },
  chunkNames: 'chunk-[hash]',
});
// worker threads: each a whole bundle of its own, under the name the pool starts it by
await build({
  ...common,
  entryPoints: {
    'face-worker': 'server/faces/face-worker.mjs',
    'import-worker': 'server/crud/import-worker.mjs',
  },
  outExtension: { '.js': '.mjs' },
});
for (const f of await fs.readdir(migrationsIn))
  if (f.endsWith('.schema.json'))
    await fs.copyFile(path.join(migrationsIn, f), path.join(out, 'migrations', f));
console.log(`dist-server/: ${(await fs.readdir(out)).length} files`);
