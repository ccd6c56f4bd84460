/**
 * `npm run bench:bundle`: the JavaScript each measured page downloads (bench/bundle-size.ts), raw
 * and gzip level 9: the sign-in page, the administrator's dashboard and the students list, each
 * followed from index.html through the module graph to its first screen, plus what loads after the
 * first paint. Budgets: sign-in page ≤ 150 kB gz, no single chunk > 150 kB gz.
 * `node --import tsx bench/bundle.ts <dist>` reads another build.
 */
import path from 'node:path';
import { Build, ROUTES, kb } from './bundle-size';

const CHUNK_BUDGET_KB = 150;
const build = new Build(path.resolve(process.argv[2] ?? 'dist'));

let ok = true;
console.log(`Bundle in ${build.dist}`);
console.log(`index.html loads ${build.htmlScripts().length} scripts (entry + modulepreload)`);
for (const plan of ROUTES) {
  const size = build.route(plan);
  const pass = plan.budgetKb === undefined || size.gz / 1024 <= plan.budgetKb;
  ok &&= pass;
  const largest = size.files.map((f) => ({ f, ...build.sizeOf(f) })).sort((a, b) => b.gz - a.gz)[0];
  console.log(
    `\n${plan.name} (${plan.path}): first screen ${size.files.length} JS files, ${kb(size.raw)} kB raw, ` +
      `${kb(size.gz)} kB gzip` +
      (plan.budgetKb ? ` (budget ≤ ${plan.budgetKb} kB gz: ${pass ? 'PASS' : 'FAIL'})` : ''),
  );
  console.log(`  largest: ${largest.f} ${kb(largest.gz)} kB gz`);
  if (size.afterPaint.files.length) {
    console.log(
      `  after the first paint: ${size.afterPaint.files.length} files, ${kb(size.afterPaint.gz)} kB gzip ` +
        `(${plan.afterPaint?.join(', ')})`,
    );
  }
  if (size.notSplit.length) console.log(`  not split into their own chunks: ${size.notSplit.join(', ')}`);
}

const all = build.chunks();
const over = all.filter((c) => c.gz / 1024 > CHUNK_BUDGET_KB);
ok &&= over.length === 0;
console.log(`\nAll chunks: ${all.length}, ${kb(all.reduce((a, c) => a + c.gz, 0))} kB gzip in total`);
console.log('Largest chunks (gzip):');
for (const c of all.slice(0, 8)) console.log(`  ${kb(c.gz).padStart(7)} kB  ${c.file}`);
console.log(
  `No chunk over ${CHUNK_BUDGET_KB} kB gz: ${over.length ? `FAIL (${over.map((c) => c.file).join(', ')})` : 'PASS'}`,
);
console.log(`\nOverall: ${ok ? 'PASS' : 'FAIL'}`);
