/**
 * How the build cuts the app into files. Served over HTTP/1.1 a browser opens six connections to
 * the server, so a first screen made of a hundred small files waits on some eighteen round trips in
 * a row; on a slow mobile network that, as much as the bytes, kept the signed-in pages' first paint
 * late. So:
 *
 * - the libraries the entry needs go into a few chunks (`react`, `mui`, `vendor`: `$initial`);
 * - the entry's own modules that lazily loaded chunks share too go into one `boot` chunk (every page
 *   loads them all first), short of the language provider and what imports it (`bootOf`);
 * - the installation's declarations (wisuda.config.ts and its plugins') go into an `installation`
 *   chunk, measured apart from the product's by the budget test, and what they import of Wisuda
 *   (`wisuda/config` and below: `installationNeedsOf`) into a `config` chunk: merged with the
 *   declarations that import the installation, it made the two chunks import each other;
 * - the other modules of the public shell (the account pages and the languages, everything
 *   the sign-in page can load without the admin app) keep Rolldown's splitting, which holds the
 *   sign-in page to its budget, but a module several of its chunks share is merged with its
 *   neighbours when small (`shell`), so no page fetches a 190-byte file;
 * - the MUI icons several lazily loaded chunks share go into one `icons` chunk: a few hundred bytes
 *   each, merged into a neighbour they made the screens using them load that neighbour's code;
 * - every other module shared by several lazily loaded chunks (the admin app, its screens, its
 *   forms) goes into `screens` chunks, one per set of chunks sharing it, small sets merged into
 *   their neighbours: a screen loads a little it does not use instead of a dozen one-kilobyte files.
 * - the modules of the admin app's frame (src/AdminShell.tsx and its layout, libraries included),
 *   which every signed-in page loads whole, go into four `frame` chunks by where they come from
 *   (`frameChunkOf`): Wisuda's own, MUI's, react-admin's and the other libraries'. Merged into a
 *   neighbour of lazily loaded code (an icon the layout shares with the error pages, say, landing
 *   beside the image cropper) they made the first screen load that code too; cut by which lazily
 *   loaded chunks share them and the small pieces merged, the pieces imported one another in a
 *   circle, and a module that reads an import as it runs (react-admin's bulk delete button makes
 *   its icon's element then) ran before the chunk holding the import had, and read nothing: the
 *   list's bulk bar stopped the screen. A package imports only the packages below it, so the four
 *   chunks cannot form a circle.
 *
 * The build stops when any chunks import one another in a circle (`chunkCircles`), naming them.
 *
 * Two small chunks keep a signed-in page's start-up from queueing its steps one after the other:
 *
 * - `start`: src/loadAdminApp.ts, which asks for the admin app and the route's screen as soon as
 *   the entry's files are there. It imports no other chunk, and the entry imports it before the
 *   chunk holding the language provider, whose top-level `await` (the chosen language's messages)
 *   would otherwise hold every later module, and with them those requests, until the messages
 *   arrived. The build stops if that order is lost.
 * - `routes`: what src/routePreload.ts needs to run (the declarations, the pages, the screens'
 *   loaders), outside the merged `screens` chunks: merged there, it waited on most of the admin
 *   app's files before it could even ask for the screen's.
 *
 * The public shell, the start-up's and the route preloader's needs and the admin frame are read off
 * the module graph once it is complete (`buildEnd`, before chunking), following the source only
 * (the frame: libraries included). Libraries the public shell uses are `$initial`, except those
 * only its lazily loaded account pages use, which the budget test (tests/e2e/bundle-budget.test.ts)
 * would show.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  bootOf,
  closure,
  frameChunkOf,
  installationNeedsOf,
  installationOf,
  publicShellOf,
} from './chunks/graph';
import {
  DECLARATIONS,
  FRAME,
  PUBLIC_ENTRY,
  PUBLIC_LAZY_LOADERS,
  ROUTE_PRELOAD,
  START,
  isLibrary,
  library,
} from './chunks/modules';
import {
  chunkCircles,
  circleSteps,
  entryFilesOf,
  startOrderProblems,
  type OutputChunk,
} from './chunks/output';

/** What the plugin reads off the module graph, for the chunk groups to test modules against. */
interface ChunkSets {
  publicShell: Set<string>;
  boot: Set<string>;
  start: Set<string>;
  routes: Set<string>;
  frame: Set<string>;
  installation: Set<string>;
  installationNeeds: Set<string>;
}

/** The chunk groups of `build.rolldownOptions`, testing modules against what `sets` holds then. */
function groupsOf(sets: ChunkSets) {
  return [
    {
      name: 'start',
      // with Vite's helper that its `import()`s call
      test: (id: string) => sets.start.has(id) || id.includes('vite/preload-helper'),
      includeDependenciesRecursively: false,
      priority: 6,
    },
    {
      name: 'react',
      test: library(/node_modules[\\/](react|react-dom|scheduler)[\\/]/),
      tags: ['$initial' as const],
      priority: 5,
    },
    {
      name: 'mui',
      test: library(/node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs|clsx)[\\/]/),
      tags: ['$initial' as const],
      priority: 4,
    },
    { name: 'vendor', test: isLibrary, tags: ['$initial' as const], priority: 3 },
    {
      // The installation's declarations (wisuda.config.ts, its plugins' resources, fields, pages
      // and widgets), which the route preloader reads with the product's: a chunk of their own, so
      // the budget test tells what the product's start-up costs from what an installation adds
      name: 'installation',
      test: (id: string) => sets.installation.has(id),
      includeDependenciesRecursively: false,
      priority: 2.5,
    },
    {
      name: 'config',
      // short of the entry's own modules, which every page loads first (`boot`)
      test: (id: string) => sets.installationNeeds.has(id) && !sets.boot.has(id),
      includeDependenciesRecursively: false,
      priority: 2.4,
    },
    {
      name: 'routes',
      test: (id: string) => sets.routes.has(id),
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      // the modules every signed-in page loads, never in a chunk of lazily loaded code (which the
      // first screen would then load too)
      name: frameChunkOf,
      test: (id: string) => sets.frame.has(id) && !sets.publicShell.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 1.5,
    },
    {
      // the icons lazily loaded screens share, in one chunk of their own (a few hundred bytes
      // each): merged into a neighbour's code, a list's toolbar icon made the list load the photo
      // viewer and the image cropper beside it
      name: 'icons',
      test: (id: string) =>
        id.includes(`${path.sep}@mui${path.sep}icons-material${path.sep}`) && !sets.publicShell.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 1.2,
    },
    {
      name: 'screens',
      test: (id: string) => !sets.publicShell.has(id),
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 12_000,
      // only the modules named: their dependencies may be the public shell's
      includeDependenciesRecursively: false,
      priority: 1,
    },
    {
      // The entry's own modules that lazily loaded chunks share too, in one chunk: every page
      // loads all of them before it runs anything else, so splitting them by the chunks sharing
      // them only added files (twenty-one for the entry, each lazy page adding sharers to split by).
      // Not the language provider nor what imports it (`bootOf`).
      name: 'boot',
      test: (id: string) => sets.boot.has(id) && !isLibrary(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 0.7,
    },
    {
      // The public shell's own modules that several of its chunks share: Rolldown gave each set of
      // sharers a chunk, down to a 190-byte one, and every signed-in page fetched some twenty of
      // them. Sets under 1.5 kB join their nearest neighbour (a few hundred bytes more on the
      // sign-in page, seven files fewer; more than that pushed the sign-in page past its budget).
      name: 'shell',
      test: (id: string) => sets.publicShell.has(id) && !isLibrary(id),
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 1_500,
      includeDependenciesRecursively: false,
      priority: 0.5,
    },
  ];
}

/** The plugin that reads the public shell, and the chunk groups of `build.rolldownOptions`. */
export function wisudaChunks() {
  const none = () => new Set<string>();
  const sets: ChunkSets = {
    publicShell: none(),
    boot: none(),
    start: none(),
    routes: none(),
    frame: none(),
    installation: none(),
    installationNeeds: none(),
  };
  let entryFiles = none();
  const plugin: Plugin = {
    name: 'wisuda-chunks',
    apply: 'build',
    async buildEnd() {
      // a moved file would silently leave the sign-in page to the merge: stop the build instead
      const missing = [PUBLIC_ENTRY, START, ROUTE_PRELOAD, ...FRAME, ...PUBLIC_LAZY_LOADERS].filter(
        (id) => !this.getModuleInfo(id),
      );
      if (missing.length)
        this.error(`tools/vite-chunks.ts names modules the build lacks: ${missing.join(', ')}`);
      const graphOf = (id: string) => this.getModuleInfo(id);
      const publicShell = publicShellOf(graphOf);
      const config = await this.resolve('wisuda-installation/config', DECLARATIONS);
      const installation = config ? installationOf(graphOf, config.id) : none();
      Object.assign(sets, {
        publicShell,
        boot: bootOf(graphOf),
        start: closure(graphOf, [START]),
        routes: new Set([...closure(graphOf, [ROUTE_PRELOAD])].filter((id) => !publicShell.has(id))),
        frame: closure(graphOf, FRAME, { libraries: true }),
        installation,
        installationNeeds: installationNeedsOf(graphOf, installation),
      });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as OutputChunk[];
      const problems = [
        ...startOrderProblems(chunks),
        ...chunkCircles(chunks).map(
          (circle) =>
            `chunks import one another in a circle: ${circleSteps(chunks, circle, (id) => this.getModuleInfo(id)).join(' → ')}`,
        ),
      ];
      if (problems.length) this.error(`tools/vite-chunks.ts: ${problems.join('; ')}`);
      entryFiles = entryFilesOf(chunks);
    },
  };
  const groups = groupsOf(sets);
  /**
   * `screens-<hash>.js`, `shell-<hash>.js`: a merged chunk's name lists every chunk sharing it, and
   * each lazy import lists the files it needs by name in the importing chunk (a few hundred such
   * names in the declarations, which every first screen loads: a plugin's pages and widgets).
   */
  const fileName = ({ name }: { name: string }) =>
    `assets/${/^(screens|shell)~/.exec(name)?.[1] ?? '[name]'}-[hash].js`;
  /**
   * `build.modulePreload.resolveDependencies`: the files a lazy import lists to fetch beside its
   * chunk, without those the entry loads (fetched before any of its code runs). Their names were a
   * quarter of the lists the declarations carry (a plugin's pages and widgets), which every first
   * screen loads. Vite's generateBundle, which writes the lists, runs after this plugin's.
   */
  const resolveDependencies = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'js' ? deps.filter((dep) => !entryFiles.has(dep)) : deps;
  return { plugin, groups, fileName, resolveDependencies };
}
