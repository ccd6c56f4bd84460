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
// The first-party plugins: the browser part (read by the server with the config) and the server
// part, each with its migrations beside it, where `new URL('./migrations/', import.meta.url)` finds them.
const FIRST_PARTY = ['ceremony'];

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  external: ['wisuda-installation/*', 'wisuda/*'],
  outdir: out,
  jsx: 'automatic',
  logLevel: 'warning',
};

await fs.rm(out, { recursive: true, force: true });
const migrations = (await fs.readdir(migrationsIn)).filter((f) => f.endsWith('.ts'));
/** `<name>/index`, `<name>/server` and `<name>/migrations/<migration>` of each first-party plugin. */
async function pluginEntries(name) {
  const folder = `plugins/${name}/migrations`;
  const files = (await fs.readdir(path.join(root, folder))).filter((f) => f.endsWith('.ts'));
  return {
    [`${name}/index`]: `plugins/${name}/index.ts`,
    [`${name}/server`]: `plugins/${name}/server.ts`,
    ...Object.fromEntries(files.map((f) => [`${name}/migrations/${f.slice(0, -3)}`, `${folder}/${f}`])),
  };
}
const plugins = Object.assign({}, ...(await Promise.all(FIRST_PARTY.map(pluginEntries))));
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
    ...plugins,
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
const copySnapshots = async (from, to) => {
  for (const f of await fs.readdir(from))
    if (f.endsWith('.schema.json')) await fs.copyFile(path.join(from, f), path.join(to, f));
};
await copySnapshots(migrationsIn, path.join(out, 'migrations'));
for (const name of FIRST_PARTY)
  await copySnapshots(path.join(root, `plugins/${name}/migrations`), path.join(out, name, 'migrations'));
console.log(`dist-server/: ${(await fs.readdir(out)).length} files`);
