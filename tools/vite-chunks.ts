/**
 * How the build cuts the app into files. Served over HTTP/1.1 a browser opens six connections to
 * the server, so a first screen made of a hundred small files waits on some eighteen round trips in
 * a row; on a slow mobile network that, as much as the bytes, kept the signed-in pages' first paint
 * late. So:
 *
 * - the libraries the entry needs go into a few chunks (`react`, `mui`, `vendor`: `$initial`);
 * - the public shell's own modules (src/main.tsx, the account pages and the languages, everything
 *   the sign-in page can load without the admin app) keep Rolldown's splitting, which holds the
 *   sign-in page to its budget;
 * - every other module shared by several lazily loaded chunks (the admin app, its screens, its
 *   forms) goes into `screens` chunks, one per set of chunks sharing it, small sets merged into
 *   their neighbours: a screen loads a little it does not use instead of a dozen one-kilobyte files.
 *
 * The public shell is read off the module graph once it is complete (`buildEnd`, before chunking),
 * following the source only: libraries the public shell uses are `$initial`, except those only
 * its lazily loaded account pages use, which the budget test (tests/e2e/bundle-budget.test.ts)
 * would show.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (file: string) => path.join(root, 'src', file);

const PUBLIC_ENTRY = src('main.tsx');
/**
 * The modules whose lazy imports the public shell itself opens: the account pages and the
 * languages. Other lazy imports of its modules (the admin app, the screens the resource
 * declarations name, the MUI account pages' frame) are the admin app's.
 */
const PUBLIC_LAZY_LOADERS = [src('pages/accountRoutes.tsx'), src('providers/i18nProvider.ts')];

interface ModuleGraph {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** The source modules the public shell can load, from its entry. */
export function publicShellOf(graphOf: (id: string) => ModuleGraph | null): Set<string> {
  const seen = new Set<string>();
  const queue = [PUBLIC_ENTRY];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || id.includes(`${path.sep}node_modules${path.sep}`)) continue;
    seen.add(id);
    const info = graphOf(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (PUBLIC_LAZY_LOADERS.includes(id)) queue.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** The plugin that reads the public shell, and the chunk groups of `build.rolldownOptions`. */
export function wisudaChunks() {
  let publicShell = new Set<string>();
  const plugin: Plugin = {
    name: 'wisuda-chunks',
    apply: 'build',
    buildEnd() {
      // a moved file would silently leave the sign-in page to the merge: stop the build instead
      const missing = [PUBLIC_ENTRY, ...PUBLIC_LAZY_LOADERS].filter((id) => !this.getModuleInfo(id));
      if (missing.length)
        this.error(`tools/vite-chunks.ts names modules the build lacks: ${missing.join(', ')}`);
      publicShell = publicShellOf((id) => this.getModuleInfo(id));
    },
  };
  const groups = [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      tags: ['$initial' as const],
      priority: 5,
    },
    {
      name: 'mui',
      test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs|clsx)[\\/]/,
      tags: ['$initial' as const],
      priority: 4,
    },
    { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 3 },
    {
      name: 'screens',
      test: (id: string) => !publicShell.has(id),
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 12_000,
      // only the modules named: their dependencies may be the public shell's
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
  /** `screens-<hash>.js`: a merged chunk's name lists every chunk sharing it. */
  const fileName = ({ name }: { name: string }) =>
    `assets/${name.startsWith('screens~') ? 'screens' : '[name]'}-[hash].js`;
  return { plugin, groups, fileName };
}
