/**
 * The build's check that a signed-in page's start-up asks for the admin app and the screen before
 * the language's top-level await holds every later module (tools/vite-chunks.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startOrderProblems } from '../../tools/vite-chunks';

const LANGUAGE = path.resolve('src/providers/i18nProvider.ts');
const chunk = (name: string, more: object = {}) => ({
  type: 'chunk' as const,
  name,
  fileName: `assets/${name}.js`,
  imports: [] as string[],
  moduleIds: [] as string[],
  ...more,
});
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
