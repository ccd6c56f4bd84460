/**
 * The build's check that a signed-in page's start-up asks for the admin app and the screen before
 * the language's top-level await holds every later module, that no chunks import one another in a
 * circle, and where the admin app's frame goes (tools/vite-chunks.ts, tools/chunks/).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootOf, frameChunkOf, installationNeedsOf, installationOf } from '../../tools/chunks/graph';
import { chunkCircles, entryFilesOf, startOrderProblems } from '../../tools/chunks/output';

const LANGUAGE = path.resolve('src/providers/i18nProvider.ts');
const chunk = (name: string, more: object = {}) => ({
  type: 'chunk' as const,
  name,
  fileName: `assets/${name}.js`,
  imports: [] as string[],
  moduleIds: [] as string[],
  ...more,
});
/** A module's id, as the build names it: its absolute path. */
const id = (file: string) => path.resolve(file);
/** The module graph of `graph` (each module's static imports), as the build reads it. */
const graphFrom = (graph: Record<string, string[]>) => (m: string) =>
  m in graph ? { importedIds: graph[m], dynamicallyImportedIds: [] as string[] } : null;
const language = chunk('httpClient', { moduleIds: [LANGUAGE] });
const entryImporting = (...files: string[]) => chunk('index', { isEntry: true, imports: files });

describe('the start chunk runs first', () => {
  it('accepts an entry that imports the start chunk, which imports nothing, before the language', () => {
    const chunks = [chunk('start'), language, entryImporting('assets/start.js', 'assets/httpClient.js')];
    expect(startOrderProblems(chunks)).toEqual([]);
  });

  it('names a start chunk imported after the language, or one that imports another chunk', () => {
    expect(
      startOrderProblems([
        chunk('start'),
        language,
        entryImporting('assets/httpClient.js', 'assets/start.js'),
      ]),
    ).toEqual(['the entry imports assets/httpClient.js (the language provider) before assets/start.js']);
    expect(
      startOrderProblems([
        chunk('start', { imports: ['assets/httpClient.js'] }),
        language,
        entryImporting('assets/start.js', 'assets/httpClient.js'),
      ]),
    ).toEqual(['start imports assets/httpClient.js']);
  });

  it('follows what the entry imports: a chunk importing the language provider counts as it', () => {
    const store = chunk('store', { imports: ['assets/httpClient.js'] });
    expect(
      startOrderProblems([
        chunk('start'),
        language,
        store,
        entryImporting('assets/store.js', 'assets/start.js'),
      ]),
    ).toEqual(['the entry imports assets/store.js (the language provider) before assets/start.js']);
    expect(
      startOrderProblems([
        chunk('start'),
        language,
        store,
        entryImporting('assets/start.js', 'assets/store.js'),
      ]),
    ).toEqual([]);
    expect(startOrderProblems([chunk('start'), language, entryImporting('assets/httpClient.js')])).toEqual([
      'the entry does not import assets/start.js',
    ]);
  });

  it('names a build without the chunks it checks', () => {
    expect(startOrderProblems([language, entryImporting('assets/httpClient.js')])).toHaveLength(1);
  });
});

describe('what a lazy import need not list, and the installation chunk', () => {
  it('the entry loads its own file and every chunk it imports, however deep, not the lazy ones', () => {
    const chunks = [
      entryImporting('assets/start.js', 'assets/boot.js'),
      chunk('start'),
      chunk('boot', { imports: ['assets/react.js'] }),
      chunk('react'),
      chunk('declarations', { imports: ['assets/boot.js'] }),
    ];
    expect([...entryFilesOf(chunks)].sort()).toEqual([
      'assets/boot.js',
      'assets/index.js',
      'assets/react.js',
      'assets/start.js',
    ]);
  });

  it('the installation is its config and what that imports, short of the product and libraries', () => {
    const graph: Record<string, string[]> = {
      [id('wisuda.config.ts')]: [id('plugins/ceremony/index.ts'), id('domain/config/index.ts')],
      [id('plugins/ceremony/index.ts')]: [
        id('plugins/ceremony/permissions.ts'),
        id('domain/config/index.ts'),
        id('node_modules/zod/index.js'),
      ],
      [id('plugins/ceremony/permissions.ts')]: [],
      [id('domain/config/index.ts')]: [id('domain/config/plugin.ts')],
    };
    const graphOf = graphFrom(graph);
    expect([...installationOf(graphOf, id('wisuda.config.ts'))].sort()).toEqual([
      id('plugins/ceremony/index.ts'),
      id('plugins/ceremony/permissions.ts'),
      id('wisuda.config.ts'),
    ]);
  });
});

describe("the entry's shared modules", () => {
  it('leave out the language provider and what imports it, which wait on its top-level await', () => {
    const graph: Record<string, string[]> = {
      [id('src/main.tsx')]: [id('src/Root.tsx'), id('src/i18n/merge.ts')],
      [id('src/Root.tsx')]: [id('src/layout/BootSpinner.tsx'), id('domain/format.ts')],
      [id('src/layout/BootSpinner.tsx')]: [LANGUAGE],
      [LANGUAGE]: [id('src/i18n/merge.ts'), id('domain/format.ts')],
      [id('src/i18n/merge.ts')]: [],
      [id('domain/format.ts')]: [],
    };
    const graphOf = graphFrom(graph);
    expect([...bootOf(graphOf)].sort()).toEqual([id('domain/format.ts'), id('src/i18n/merge.ts')]);
  });
});

describe('chunks that import one another in a circle', () => {
  it('are named in import order, however long the circle', () => {
    const chunks = [
      entryImporting('assets/list.js'),
      chunk('list', { imports: ['assets/buttons.js', 'assets/react.js'] }),
      chunk('buttons', { imports: ['assets/icons.js'] }),
      chunk('icons', { imports: ['assets/list.js'] }),
      chunk('react'),
    ];
    expect(chunkCircles(chunks)).toEqual([['assets/list.js', 'assets/buttons.js', 'assets/icons.js']]);
    expect(
      chunkCircles([chunk('a', { imports: ['assets/b.js'] }), chunk('b', { imports: ['assets/a.js'] })]),
    ).toEqual([['assets/a.js', 'assets/b.js']]);
  });

  it('are none where chunks share what they import without importing back', () => {
    const chunks = [
      entryImporting('assets/list.js', 'assets/form.js'),
      chunk('list', { imports: ['assets/frame.js', 'assets/react.js'] }),
      chunk('form', { imports: ['assets/frame.js', 'assets/list.js'] }),
      chunk('frame', { imports: ['assets/react.js'] }),
      chunk('react'),
    ];
    expect(chunkCircles(chunks)).toEqual([]);
  });
});

describe("the admin app's frame", () => {
  it('goes into a chunk by where each module comes from: Wisuda, react-admin, MUI or another library', () => {
    expect(frameChunkOf(path.resolve('src/layout/ShellLayout.tsx'))).toBe('frame');
    expect(frameChunkOf(path.resolve('node_modules/ra-ui-materialui/dist/list/ListView.js'))).toBe(
      'frame-ra',
    );
    expect(frameChunkOf(path.resolve('node_modules/ra-core/dist/index.js'))).toBe('frame-ra');
    expect(frameChunkOf(path.resolve('node_modules/@mui/material/esm/Button/Button.js'))).toBe('frame-mui');
    expect(frameChunkOf(path.resolve('node_modules/@emotion/react/dist/index.js'))).toBe('frame-mui');
    expect(frameChunkOf(path.resolve('node_modules/lodash/cloneDeep.js'))).toBe('frame-lib');
    expect(frameChunkOf(path.resolve('node_modules/react-hook-form/dist/index.esm.mjs'))).toBe('frame-lib');
  });
});

describe('what the installation imports of Wisuda', () => {
  it('is the product modules its declarations import and theirs, never the installation nor what imports it', () => {
    const graph: Record<string, string[]> = {
      [id('domain/resources/index.ts')]: [id('wisuda.config.ts'), id('domain/resource.ts')],
      [id('wisuda.config.ts')]: [id('plugins/ceremony/index.ts'), id('domain/config/index.ts')],
      [id('plugins/ceremony/index.ts')]: [id('domain/config/index.ts'), id('node_modules/zod/index.js')],
      [id('domain/config/index.ts')]: [id('domain/config/plugin.ts')],
      [id('domain/config/plugin.ts')]: [],
      [id('domain/resource.ts')]: [],
    };
    const graphOf = graphFrom(graph);
    const installation = installationOf(graphOf, id('wisuda.config.ts'));
    expect([...installationNeedsOf(graphOf, installation)].sort()).toEqual([
      id('domain/config/index.ts'),
      id('domain/config/plugin.ts'),
    ]);
  });
});
