/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, Debian's Chromium, never a downloaded
 * Chrome) on the sign-in page, the signed-in administrator's dashboard and the students list, with
 * the mobile (default) and desktop presets; prints performance and accessibility scores, total
 * blocking time, largest and first contentful paint, layout shift and bytes transferred per page.
 *
 * The real server runs in this process on a fresh PGlite data folder with the demo data set,
 * serving a fresh build (or `--dist <dir>`), first over HTTPS with HTTP/2 (the test certificate,
 * tests/fixtures/tls), then over plain HTTP/1.1 (`npm start` without TLS_CERT_FILE). Unless
 * `--no-baseline`, the same pages are measured a third time as a baseline: HTTP/1.1,
 * no pre-compressed files and no on-the-fly compression (`x-no-compression` on every request), for
 * comparison within the same run. `--servings h2,h1,baseline` picks among the three.
 * `--pages dashboard,students` and `--presets mobile` measure only those; `--runs 3` measures each
 * page that many times; `--save <dir>` writes each Lighthouse report
 * there as JSON (which element shifted, which was the largest paint, the long tasks).
 * Scores depend on the machine: read them on an idle one (docs/performance.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { PERMISSIONS_KEY, ROLES_KEY, TOKEN_COOKIE, TOKEN_KEY, USER_KEY } from '../src/providers/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../tests/e2e/helpers';
import { serveApp } from '../tests/e2e/serve';
import { TEST_TLS_ENV, TRUST_TEST_CERT } from '../tests/e2e/tls';

const ADMIN = { email: 'admin@bench.test', password: 'Bench-Admin-Pass-2026!' };
const ALL_PAGES = [
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'students', path: '/master/mahasiswa', signedIn: true },
] as const;
const ALL_PRESETS = ['mobile', 'desktop'] as const;

const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const distArg = valueOf('--dist');
const SERVINGS = ['h2', 'h1', 'baseline'] as const;
type Serving = (typeof SERVINGS)[number];
const isServing = (s: string): s is Serving => (SERVINGS as readonly string[]).includes(s);
const servings = (valueOf('--servings')?.split(',') ?? [...SERVINGS])
  .filter(isServing)
  .filter((s) => s !== 'baseline' || !args.includes('--no-baseline'));
const chosen = valueOf('--pages')?.split(',');
const PAGES = ALL_PAGES.filter((p) => !chosen || chosen.includes(p.name));
const saveDir = valueOf('--save');
const chosenPresets = valueOf('--presets')?.split(',');
const PRESETS = ALL_PRESETS.filter((p) => !chosenPresets || chosenPresets.includes(p));
/** `--runs 3`: each page measured that many times in a row (scores vary from run to run). */
const RUNS = Math.max(1, Number(valueOf('--runs') ?? 1));

const SERVING_NAMES: Record<Serving, string> = {
  h2: 'HTTP/2',
  h1: 'HTTP/1.1',
  baseline: 'HTTP/1.1 uncompressed',
};

interface Row {
  serving: string;
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  transferKiB: number;
  failedA11y: string[];
}

async function buildInto(dir: string): Promise<void> {
  console.log(`Building the app into ${dir} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

/** A copy of the build without its .br/.gz files: what was served before pre-compression. */
async function uncompressedCopy(dist: string, dir: string): Promise<void> {
  await fs.cp(dist, dir, {
    recursive: true,
    filter: (source) => !source.endsWith('.br') && !source.endsWith('.gz'),
  });
}

const startServer = (dist: string, dataDir: string, env?: Record<string, string>) =>
  serveApp({ dataDir, distDir: dist, admin: ADMIN, demo: true, logger: false, env });

/** Local storage and cookie as the app keeps them after a sign-in (src/providers/session.ts). */
async function sessionOf(app: Awaited<ReturnType<typeof startServer>>['app']) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: ADMIN.email, password: ADMIN.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { token, user, roles, permissions } = res.json().data as {
    token: string;
    user: object;
    roles: object[];
    permissions: string[];
  };
  return {
    token,
    storage: {
      [TOKEN_KEY]: token,
      [USER_KEY]: JSON.stringify(user),
      [ROLES_KEY]: JSON.stringify(roles),
      [PERMISSIONS_KEY]: JSON.stringify(permissions),
    },
  };
}

/** One Lighthouse run of a page, in a fresh browser profile: an empty HTTP cache, like a first visit. */
async function runOnce(
  page: (typeof PAGES)[number],
  preset: (typeof ALL_PRESETS)[number],
  baseUrl: string,
  session: Awaited<ReturnType<typeof sessionOf>>,
  extraHeaders: Record<string, string> | undefined,
) {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-lh-'));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, TRUST_TEST_CERT, `--remote-debugging-port=${port}`],
    headless: true,
  });
  try {
    if (page.signedIn) {
      // The session is put in place on the app's origin before Lighthouse opens the page.
      const tab = browser.pages()[0] ?? (await browser.newPage());
      await tab.goto(`${baseUrl}/panel/favicon.svg`);
      await tab.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      }, session.storage);
      await browser.addCookies([
        { name: TOKEN_COOKIE, value: session.token, url: baseUrl, sameSite: 'Strict' },
      ]);
    }
    const result = await lighthouse(
      `${baseUrl}${page.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the session; the profile is new, so nothing is cached anyway.
        disableStorageReset: true,
        extraHeaders,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    return result.lhr;
  } finally {
    await browser.close().catch(() => undefined);
    await fs.rm(profile, { recursive: true, force: true });
  }
}

async function measure(
  serving: string,
  baseUrl: string,
  session: Awaited<ReturnType<typeof sessionOf>>,
  extraHeaders: Record<string, string> | undefined,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of PAGES) {
    for (const preset of PRESETS)
      for (let run = 1; run <= RUNS; run++) {
        let lhr = await runOnce(page, preset, baseUrl, session, extraHeaders);
        if (lhr.runtimeError) {
          // now and then a run fails on the loaded machine (a runtime error in place of the scores): once more
          console.log(`  ${serving} ${page.name} ${preset}: ${lhr.runtimeError.code}, measured again`);
          lhr = await runOnce(page, preset, baseUrl, session, extraHeaders);
        }
        if (saveDir) {
          await fs.mkdir(saveDir, { recursive: true });
          await fs.writeFile(
            path.join(
              saveDir,
              `${serving.replace(/\W+/g, '-')}-${page.name}-${preset}${RUNS > 1 ? `-${run}` : ''}.json`,
            ),
            JSON.stringify(lhr),
          );
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const failedA11y = Object.values(lhr.audits)
          .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id);
        rows.push({
          serving,
          page: page.name,
          preset,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          tbtMs: Math.round(audit('total-blocking-time')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          transferKiB: Math.round(audit('total-byte-weight') / 1024),
          failedA11y,
        });
        const row = rows[rows.length - 1];
        console.log(
          `  ${serving} ${page.name} ${preset}: performance ${row.performance}, accessibility ${row.accessibility}`,
        );
      }
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const head = [
    'serving',
    'page',
    'preset',
    'perf',
    'a11y',
    'TBT ms',
    'LCP ms',
    'FCP ms',
    'CLS',
    'transfer KiB',
  ];
  const body = rows.map((r) => [
    r.serving,
    r.page,
    r.preset,
    String(r.performance),
    String(r.accessibility),
    String(r.tbtMs),
    String(r.lcpMs),
    String(r.fcpMs),
    String(r.cls),
    String(r.transferKiB),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const b of body) console.log(line(b));
  for (const r of rows.filter((x) => x.failedA11y.length)) {
    console.log(`accessibility findings, ${r.serving} ${r.page} ${r.preset}: ${r.failedA11y.join(', ')}`);
  }
}

async function main(): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-bench-lh-'));
  try {
    const dist = distArg ? path.resolve(distArg) : path.join(work, 'dist');
    if (!distArg) await buildInto(dist);
    console.log(
      `load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}`,
    );
    const rows: Row[] = [];
    for (const serving of servings) {
      const plain = path.join(work, 'dist-plain');
      if (serving === 'baseline') await uncompressedCopy(dist, plain);
      const server = await startServer(
        serving === 'baseline' ? plain : dist,
        path.join(work, 'data'),
        serving === 'h2' ? TEST_TLS_ENV : undefined,
      );
      try {
        const session = await sessionOf(server.app);
        console.log(`Lighthouse ${PAGES.length} pages × ${PRESETS.join(' + ')} on ${server.baseUrl}`);
        const headers = serving === 'baseline' ? { 'x-no-compression': '1' } : undefined;
        rows.push(...(await measure(SERVING_NAMES[serving], server.baseUrl, session, headers)));
      } finally {
        await server.close();
      }
    }
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}\n`,
    );
    printTable(rows);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

await main();
