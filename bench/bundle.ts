/**
 * `npm run bench:bundle`: gzip size of the JavaScript the sign-in page and the dashboard load
 * (issue 4 §11). Reads the built `dist/index.html` and Vite's manifest (`dist/.vite/manifest.json`),
 * follows static imports from the entry and from the lazily loaded screens each page needs.
 * Targets: sign-in page ≤ 250 kB gz, no single chunk > 150 kB gz.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(process.argv[2] ?? 'dist');
const SIGN_IN_TARGET_KB = 250;
const CHUNK_TARGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Source modules a page needs beyond the entry, when they are split into their own chunks. */
const PAGES: Record<string, string[]> = {
  'sign-in (/auth/login)': ['src/pages/auth/LoginPage.tsx', 'src/pages/publicRoutes.tsx'],
  'dashboard (/dashboard, administrator)': [
    'src/layout/ShellLayout.tsx',
    'src/pages/dashboard/Dashboard.tsx',
    'src/pages/dashboard/AdminDashboard.tsx',
    'src/pages/dashboard/AdminCharts.tsx',
  ],
};

const manifestPath = path.join(DIST, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build with build.manifest = true (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');

const sizes = new Map<string, { raw: number; gz: number }>();
function sizeOf(file: string): { raw: number; gz: number } {
  let s = sizes.get(file);
  if (!s) {
    const buf = fs.readFileSync(path.join(DIST, file));
    s = { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length };
    sizes.set(file, s);
  }
  return s;
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
const entry = closure(entryKey);

// The HTML must load exactly the entry's static closure (script + modulepreload links).
const htmlScripts = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((m) => m[1].replace(/^.*?\/assets\//, 'assets/'));
const entryFiles = [...entry].map((k) => manifest[k].file);
const missing = entryFiles.filter((f) => !htmlScripts.includes(f));
if (missing.length) console.warn(`index.html does not preload: ${missing.join(', ')}`);

const kb = (n: number) => (n / 1024).toFixed(1);
let ok = true;
console.log(`Bundle in ${DIST}`);
for (const [page, modules] of Object.entries(PAGES)) {
  const keys = new Set(entry);
  const lazy: string[] = [];
  for (const mod of modules) {
    if (manifest[mod]) {
      closure(mod, keys);
      lazy.push(mod);
    }
  }
  const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  const total = files.reduce((acc, f) => ({ raw: acc.raw + sizeOf(f).raw, gz: acc.gz + sizeOf(f).gz }), {
    raw: 0,
    gz: 0,
  });
  const biggest = files.map((f) => ({ f, ...sizeOf(f) })).sort((a, b) => b.gz - a.gz)[0];
  const target = page.startsWith('sign-in') ? SIGN_IN_TARGET_KB : undefined;
  const pass = target === undefined || total.gz / 1024 <= target;
  ok &&= pass;
  console.log(
    `\n${page}: ${files.length} JS files, ${kb(total.raw)} kB raw, ${kb(total.gz)} kB gzip` +
      (target ? ` (target ≤ ${target} kB gz: ${pass ? 'PASS' : 'FAIL'})` : ''),
  );
  console.log(
    `  lazily loaded screens followed: ${lazy.length ? lazy.join(', ') : '(none: all in the entry)'}`,
  );
  console.log(`  largest: ${biggest.f} ${kb(biggest.gz)} kB gz`);
}

const all = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, a) => f.endsWith('.js') && a.indexOf(f) === i)
  .map((f) => ({ f, ...sizeOf(f) }))
  .sort((a, b) => b.gz - a.gz);
const over = all.filter((c) => c.gz / 1024 > CHUNK_TARGET_KB);
ok &&= over.length === 0;
console.log(`\nAll chunks: ${all.length}, ${kb(all.reduce((a, c) => a + c.gz, 0))} kB gzip in total`);
console.log('Largest chunks (gzip):');
for (const c of all.slice(0, 8)) console.log(`  ${kb(c.gz).padStart(7)} kB  ${c.f}`);
console.log(
  `No chunk over ${CHUNK_TARGET_KB} kB gz: ${over.length ? `FAIL (${over.map((c) => c.f).join(', ')})` : 'PASS'}`,
);
console.log(`\nOverall: ${ok ? 'PASS' : 'FAIL'}`);
