/**
 * What the build's chunking reads off the module graph before it cuts chunks: the modules the
 * public shell, the entry, the installation and what it needs of Wisuda can load, and the frame
 * chunk of a module (tools/vite-chunks.ts).
 */
import { LANGUAGE_PROVIDER, PUBLIC_ENTRY, PUBLIC_LAZY_LOADERS, isLibrary, library, root } from './modules';
import path from 'node:path';

export interface ModuleGraph {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type GraphOf = (id: string) => ModuleGraph | null;

/**
 * The modules reachable from `from` by static imports, and by the lazy ones of `lazyOpeners`: the
 * source modules only, or with `libraries` the libraries' modules too.
 */
export function closure(
  graphOf: GraphOf,
  from: readonly string[],
  { lazyOpeners = [], libraries = false }: { lazyOpeners?: readonly string[]; libraries?: boolean } = {},
): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || (!libraries && isLibrary(id))) continue;
    seen.add(id);
    const info = graphOf(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (lazyOpeners.includes(id)) queue.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** The source modules the public shell can load, from its entry. */
export function publicShellOf(graphOf: GraphOf): Set<string> {
  return closure(graphOf, [PUBLIC_ENTRY], { lazyOpeners: PUBLIC_LAZY_LOADERS });
}

/**
 * The modules the entry imports (however deep) that do not import the language provider: they run
 * before its top-level `await`, so a chunk of them never waits on it. With the provider or what
 * imports it, the chunk would wait on the language's messages, whose own chunks import modules of
 * it: neither would ever finish.
 */
export function bootOf(graphOf: GraphOf): Set<string> {
  const entry = closure(graphOf, [PUBLIC_ENTRY]);
  const waits = new Set([LANGUAGE_PROVIDER]);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of entry)
      if (!waits.has(id) && graphOf(id)?.importedIds.some((dep) => waits.has(dep))) {
        waits.add(id);
        grew = true;
      }
  }
  return new Set([...entry].filter((id) => !waits.has(id)));
}

/**
 * The installation's own declarations: its wisuda.config.ts and what that imports (the plugins'
 * declaration modules), short of Wisuda's app and ground (`src/`, `domain/`, `server/`).
 */
export function installationOf(graphOf: GraphOf, config: string): Set<string> {
  const product = ['src', 'domain', 'server'].map((dir) => path.join(root, dir) + path.sep);
  const seen = new Set<string>();
  const queue = [config];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || isLibrary(id) || product.some((dir) => id.startsWith(dir))) continue;
    seen.add(id);
    queue.push(...(graphOf(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What the installation's declarations import of Wisuda (`wisuda/config`, `wisuda/pages`) and what
 * that imports, source only: below the installation, never importing it.
 */
export function installationNeedsOf(graphOf: GraphOf, installation: ReadonlySet<string>): Set<string> {
  const imported = [...installation].flatMap((id) => graphOf(id)?.importedIds ?? []);
  return closure(
    graphOf,
    imported.filter((id) => !installation.has(id)),
  );
}

/**
 * The frame chunk of a module of the admin app's frame, by where it comes from. Wisuda's own code
 * imports the libraries, react-admin imports MUI and the other libraries, MUI only the other ones
 * (its own helpers among them): every import runs down that list, so the chunks never import one
 * another in a circle, and each stays under the 150 kB (gzip) a chunk may weigh.
 */
export function frameChunkOf(id: string): string {
  if (!isLibrary(id)) return 'frame';
  if (library(/node_modules[\\/](ra-[a-z0-9-]+|react-admin)[\\/]/)(id)) return 'frame-ra';
  if (library(/node_modules[\\/](@mui|@emotion)[\\/]/)(id)) return 'frame-mui';
  return 'frame-lib';
}
