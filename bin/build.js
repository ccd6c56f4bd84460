/**
 * `wisuda build`: the app, built by Vite with the package's sources and the installation's
 * wisuda.config.ts (its resources, pages and plugins), into the installation's dist/. `wisuda start`
 * builds only when the package's version or the installation's browser-side files changed since the
 * last build (a fingerprint in .wisuda/build.json).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files whose change needs a new build: the config and what it may import for the browser. */
const SOURCES = ['wisuda.config.ts', 'custom', 'plugins', 'package.json'];

async function filesUnder(entry) {
  const stat = await fs.stat(entry).catch(() => undefined);
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  const names = (await fs.readdir(entry)).filter((n) => n !== 'node_modules').sort();
  return (await Promise.all(names.map((n) => filesUnder(path.join(entry, n))))).flat();
}

async function fingerprint(root, pkg) {
  const hash = crypto.createHash('sha256');
  hash.update(await fs.readFile(path.join(pkg, 'package.json')));
  for (const entry of SOURCES)
    for (const file of await filesUnder(path.join(root, entry))) {
      hash.update(path.relative(root, file));
      hash.update(await fs.readFile(file));
    }
  return hash.digest('hex');
}

const stampFile = (root) => path.join(root, '.wisuda', 'build.json');

export async function buildNeeded(root, pkg) {
  const stamp = await fs.readFile(stampFile(root), 'utf8').catch(() => '{}');
  const index = await fs.stat(path.join(root, 'dist', 'index.html')).catch(() => undefined);
  return !index || JSON.parse(stamp).fingerprint !== (await fingerprint(root, pkg));
}

export async function buildApp(root, pkg) {
  // the package's vite.config.ts imports its tools without extensions, as the repository's own build does
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const { build } = await import('vite');
  await build({ root: pkg, configFile: path.join(pkg, 'vite.config.ts'), logLevel: 'warn' });
  await fs.mkdir(path.dirname(stampFile(root)), { recursive: true });
  await fs.writeFile(stampFile(root), JSON.stringify({ fingerprint: await fingerprint(root, pkg) }) + '\n');
  console.log(`Built the app into ${path.relative(process.cwd(), path.join(root, 'dist')) || 'dist'}/`);
}
