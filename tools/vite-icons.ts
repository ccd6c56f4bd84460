/**
 * Vite plugin: the module `virtual:wisuda/icons` imports exactly the @mui/icons-material icons the
 * menu declarations name (built-in and wisuda.config.ts), so any icon can be named without every
 * icon reaching the bundle. An icon name that does not exist stops the build, naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { packageDir } from './package-dir';

const ID = 'virtual:wisuda/icons';
const RESOLVED = `\0${ID}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function iconNames(): Promise<string[]> {
  // `wisuda build` (bin/wisuda.js): the package's built module, the installation's config through bin/hooks.js
  const built = process.env.WISUDA_MENU_ICONS;
  if (built) return ((await import(built)) as { menuIconNames: () => string[] }).menuIconNames();
  // In this repository the declarations are TypeScript that imports wisuda.config.ts: loaded through tsx, outside the bundle.
  const { tsImport } = await import('tsx/esm/api');
  const url = new URL(`file://${path.join(root, 'domain/menu-icons.ts')}?t=${Date.now()}`).href;
  const mod = (await tsImport(url, import.meta.url)) as { menuIconNames: () => string[] };
  return mod.menuIconNames();
}

export function iconModule(names: readonly string[]): string {
  const iconDir = path.join(packageDir('@mui/icons-material', root), 'esm');
  const unknown = names.filter(
    (n) => !/^[A-Za-z0-9]+$/.test(n) || !fs.existsSync(path.join(iconDir, `${n}.js`)),
  );
  if (unknown.length)
    throw new Error(
      `Unknown menu icon(s) ${unknown.join(', ')}: use a name of @mui/icons-material (https://mui.com/material-ui/material-icons/)`,
    );
  return [
    ...names.map((n) => `import ${n} from '@mui/icons-material/${n}';`),
    `export const ICONS = { ${names.join(', ')} };`,
  ].join('\n');
}

export function wisudaIcons(): Plugin {
  return {
    name: 'wisuda-icons',
    resolveId(source) {
      return source === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return iconModule(await iconNames());
    },
  };
}
