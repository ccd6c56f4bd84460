/**
 * Node.js module hooks of an installation's processes (bin/wisuda.js registers them): the names
 * `wisuda-installation/config` and `wisuda-installation/server` are the installation's
 * wisuda.config.ts and wisuda.server.ts, and the installation's TypeScript (those two, its
 * migrations, its plugins) is compiled by esbuild as it is loaded. The package's own server is
 * JavaScript already (dist-server/) and is loaded as it is.
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';

/** @type {{ root: string }} */
let options = { root: process.cwd() };

export async function initialize(data) {
  options = data;
}

const INSTALLATION = {
  'wisuda-installation/config': 'wisuda.config.ts',
  'wisuda-installation/server': 'wisuda.server.ts',
};

const TS = /\.(ts|tsx|mts)$/;
const TRY = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, nextResolve) {
  const file = INSTALLATION[specifier];
  if (file) return { url: pathToFileURL(`${options.root}/${file}`).href, shortCircuit: true };
  const fromTs = context.parentURL && TS.test(new URL(context.parentURL).pathname);
  if (!fromTs || !(specifier.startsWith('.') || specifier.startsWith('/')))
    return nextResolve(specifier, context);
  // TypeScript's imports name no extension (`./plugins/toga`) or `.js` for a `.ts` file
  const base = new URL(specifier, context.parentURL);
  const stem = base.pathname.replace(/\.js$/, '');
  for (const end of ['', ...TRY]) {
    const candidate = new URL(`file://${stem}${end}`);
    if ((end || TS.test(stem)) && existsSync(fileURLToPath(candidate)))
      return { url: candidate.href + base.search, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TS.test(new URL(url).pathname)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = await fs.readFile(file, 'utf8');
  const { code } = await transform(source, {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    sourcefile: file,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
