/**
 * Size budget (issue 12 §11): the sign-in page's JavaScript, followed from the built index.html
 * through the module graph to its first screen (bench/bundle-size.ts), is at most 150 kB gzip
 * (level 9). A size, not a timing: the same on any machine. Reads the build the browser tests
 * serve (`DIST_DIR`, default dist/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Build, ROUTES } from '../../bench/bundle-size';
import { assertBuilt } from './helpers';

/** Whether a chunk (a manifest key or a file) holds zod: its classes keep their names when minified. */
function holdsZod(build: Build, keyOrFile: string): boolean {
  const file = build.manifest[keyOrFile]?.file ?? keyOrFile;
  return fs.readFileSync(path.join(build.dist, file), 'utf8').includes('$ZodType');
}

describe('bundle budget', () => {
  it('the sign-in page loads at most 150 kB of gzipped JavaScript, without the admin app or MUI screens', () => {
    assertBuilt();
    const build = new Build(path.resolve(process.env.DIST_DIR ?? 'dist'));
    const plan = ROUTES.find((r) => r.path === '/auth/login')!;
    expect(plan.budgetKb).toBe(150);
    const size = build.route(plan);
    expect(size.notSplit).toEqual([]);
    expect(size.gz / 1024).toBeLessThanOrEqual(150);
    // What it must not contain: the admin app, MUI, the chart library, the resource declarations.
    const sources = new Set(
      Object.entries(build.manifest)
        .filter(([, chunk]) => size.files.includes(chunk.file))
        .map(([key]) => key),
    );
    for (const absent of [
      'src/AdminShell.tsx',
      'src/pages/PublicMuiPages.tsx',
      'src/pages/auth/lite/ResendInFrame.tsx',
      'src/pages/dashboard/AdminCharts.tsx',
      'src/i18n/en/index.ts',
    ]) {
      expect(sources.has(absent), absent).toBe(false);
    }
  });

  it('the students list loads no form code: forms, form-only inputs, zod, the import dialog and the CSV writer load when used', () => {
    assertBuilt();
    const build = new Build(path.resolve(process.env.DIST_DIR ?? 'dist'));
    const plan = ROUTES.find((r) => r.path === '/master/mahasiswa')!;
    const size = build.route(plan);
    expect(size.notSplit).toEqual([]);
    expect(size.gz / 1024).toBeLessThanOrEqual(plan.budgetKb!);
    // a few files rather than a hundred small ones (tools/vite-chunks.ts): over HTTP/1.1 the
    // browser fetches six at a time, so each further six cost a round trip
    expect(size.files.length).toBeLessThanOrEqual(75);
    const lazyOnes = [
      'src/resources/mahasiswa/forms.tsx',
      'src/resources/generic/fieldTypes/formInputs.tsx',
      'src/resources/mahasiswa/ImportDialog.tsx',
      'node_modules/papaparse/papaparse.min.js', // the CSV writer: with the first export
    ];
    for (const key of lazyOnes) {
      expect(build.manifest[key], `${key} is its own chunk`).toBeDefined();
      expect(size.files.includes(build.manifest[key].file), key).toBe(false);
    }
    // nor zod, which only checks what a form sends
    for (const file of size.files) expect(holdsZod(build, file), file).toBe(false);
  });

  it('a signed-in page asks for its screen without waiting for the admin app or the language', () => {
    assertBuilt();
    const build = new Build(path.resolve(process.env.DIST_DIR ?? 'dist'));
    const entry = build.initial();
    // The start-up's first chunk imports nothing, so it runs before the language's top-level await
    // (the build itself stops when the entry imports it later: tools/vite-chunks.ts).
    const start = build.manifest['index.html'].imports?.find((key) => build.manifest[key].name === 'start');
    expect(start, 'the entry imports the start chunk').toBeDefined();
    expect(build.manifest[start!].imports ?? []).toEqual([]);
    // What the route preloader needs beyond the entry: the declarations, not the admin app's frame
    // (before the `routes` chunk: 24 files, 170 kB gzip, most of the admin app), nor zod (33 kB
    // with it: the field types' registry imported it for their schemas).
    const needs = [...build.closure('src/routePreload.ts')].filter((key) => !entry.has(key));
    expect(needs).not.toContain('src/AdminShell.tsx');
    const gzOf = (keys: string[]) =>
      keys.reduce((sum, key) => sum + build.sizeOf(build.manifest[key].file).gz, 0) / 1024;
    // The installation's declarations (wisuda.config.ts and its plugins': resources, fields, the
    // files of their pages) grow with what each installation enables, not with the product: they
    // have a chunk of their own (tools/vite-chunks.ts), and the product's part is held to 20 kB
    // whatever the installation declares. The demo installation's (the ceremony plugin: 6
    // resources, fields on acara, 9 lazy pages and widgets) is held to 3 kB.
    const installation = needs.filter((key) => build.manifest[key].name === 'installation');
    expect(installation.length, 'the installation chunk').toBe(1);
    const product = needs.filter((key) => !installation.includes(key));
    expect(gzOf(product)).toBeLessThanOrEqual(20);
    expect(gzOf(installation)).toBeLessThanOrEqual(3);
    expect(needs.length).toBeLessThanOrEqual(6);
    for (const key of needs) expect(holdsZod(build, key), key).toBe(false);
  });

  it('takes the production build of react-router, whose exports name only its development build', () => {
    assertBuilt();
    const assets = path.join(path.resolve(process.env.DIST_DIR ?? 'dist'), 'assets');
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // a warning of react-router's development build alone (ENABLE_DEV_WARNINGS)
    for (const file of scripts)
      expect(fs.readFileSync(path.join(assets, file), 'utf8'), file).not.toContain(
        'but the parent route path has no trailing',
      );
  });
});
