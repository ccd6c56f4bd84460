/**
 * The modules an installation's files and the package's own code meet by name (docs/extending.md):
 * `wisuda-installation/config` and `wisuda-installation/server` are the installation's
 * wisuda.config.ts and wisuda.server.ts; `wisuda/config`, `wisuda/server`, `wisuda/pages` and the
 * first-party plugins (`wisuda/ceremony`, `wisuda/ceremony/server`) are the package's public modules, as source, so the app and the installation's pages share one copy.
 * Vite and Vitest resolve them with these aliases; TypeScript and tsx with tsconfig.json `paths`;
 * the built server with bin/hooks.js.
 */
import path from 'node:path';

export interface AliasEntry {
  find: RegExp;
  replacement: string;
}

/** `installation`: the folder of wisuda.config.ts; `pkg`: the wisuda package's folder. */
export function wisudaAliases(installation: string, pkg: string): AliasEntry[] {
  const exact = (name: string, file: string): AliasEntry => ({
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: file,
  });
  return [
    exact('wisuda-installation/config', path.join(installation, 'wisuda.config.ts')),
    exact('wisuda-installation/server', path.join(installation, 'wisuda.server.ts')),
    exact('wisuda/config', path.join(pkg, 'domain/config/index.ts')),
    exact('wisuda/server', path.join(pkg, 'server/extend/index.ts')),
    exact('wisuda/pages', path.join(pkg, 'src/pages/extend/index.ts')),
    exact('wisuda/ceremony', path.join(pkg, 'plugins/ceremony/index.ts')),
    exact('wisuda/ceremony/server', path.join(pkg, 'plugins/ceremony/server.ts')),
  ];
}
