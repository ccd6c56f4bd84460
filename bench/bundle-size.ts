/**
 * The JavaScript a page downloads, read from a build (its index.html and Vite's manifest): the
 * scripts index.html loads (entry and modulepreload links) with their static imports, plus the
 * lazily loaded modules the page's route opens, each with its static imports. Sizes are raw and
 * gzip level 9 (what bench:bundle prints and tests/e2e/bundle-budget.test.ts checks).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RoutePlan {
  name: string;
  path: string;
  /** Source modules loaded on demand before the page's first screen is complete. */
  firstScreen: string[];
  /** Source modules loaded after the first paint (below the fold, on scroll or when idle). */
  afterPaint?: string[];
  /** Budget of the first screen's JavaScript, kB (1024 bytes) gzip. */
  budgetKb?: number;
}

const ADMIN_APP = ['src/AdminShell.tsx', 'src/i18n/en/index.ts', 'src/layout/ShellLayout.tsx'];

/**
 * The pages measured: the sign-in page, the registration page (the account pages' MUI frame), the
 * administrator's dashboard and the students list.
 */
export const ROUTES: RoutePlan[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    firstScreen: ['src/pages/auth/LoginPage.tsx'],
    budgetKb: 150,
  },
  {
    name: 'registration',
    path: '/auth/register',
    firstScreen: ['src/pages/PublicMuiPages.tsx', 'src/pages/auth/RegisterPage.tsx'],
  },
  {
    name: 'dashboard (administrator)',
    path: '/dashboard',
    firstScreen: [...ADMIN_APP, 'src/pages/dashboard/Dashboard.tsx'],
    afterPaint: ['src/pages/dashboard/AdminCharts.tsx'],
  },
  {
    name: 'students list',
    path: '/master/mahasiswa',
    firstScreen: [
      ...ADMIN_APP,
      'src/resources/mahasiswa/screens.tsx',
      'src/resources/generic/GenericList.tsx',
    ],
    // 450 until the start-up's own two small chunks (tools/vite-chunks.ts: `start`, `routes`)
    // added 1.4 kB of framing for a screen asked for one round trip sooner
    budgetKb: 452,
  },
];

export interface Size {
  raw: number;
  gz: number;
}

export interface RouteSize extends Size {
  files: string[];
  /** Lazily loaded modules of the plan the build has no chunk for (bundled with something else). */
  notSplit: string[];
  afterPaint: Size & { files: string[] };
}

export class Build {
  readonly manifest: Manifest;
  readonly html: string;
  private sizes = new Map<string, Size>();

  constructor(readonly dist: string) {
    const manifestPath = path.join(dist, '.vite', 'manifest.json');
    if (!fs.existsSync(manifestPath)) {
      throw new Error(`${manifestPath} is missing: build with build.manifest = true (npm run build).`);
    }
    this.manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    this.html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  }

  sizeOf(file: string): Size {
    let size = this.sizes.get(file);
    if (!size) {
      const buf = fs.readFileSync(path.join(this.dist, file));
      size = { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length };
      this.sizes.set(file, size);
    }
    return size;
  }

  /** The scripts index.html loads: `<script src>` and `<link rel="modulepreload">`, as dist paths. */
  htmlScripts(): string[] {
    return [
      ...this.html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
    ].map((m) => m[1].replace(/^.*?\/assets\//, 'assets/'));
  }

  /** Manifest keys of a chunk and everything it imports statically. */
  closure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key) || !this.manifest[key]) return into;
    into.add(key);
    for (const dep of this.manifest[key].imports ?? []) this.closure(dep, into);
    return into;
  }

  /** What index.html makes the browser load, following the module graph from its scripts. */
  initial(): Set<string> {
    const byFile = new Map(Object.entries(this.manifest).map(([key, chunk]) => [chunk.file, key]));
    const keys = new Set<string>();
    for (const file of this.htmlScripts()) {
      const key = byFile.get(file);
      if (key) this.closure(key, keys);
    }
    return keys;
  }

  private total(keys: Iterable<string>): Size & { files: string[] } {
    const files = [...new Set([...keys].map((k) => this.manifest[k].file))].filter((f) => f.endsWith('.js'));
    const raw = files.reduce((n, f) => n + this.sizeOf(f).raw, 0);
    const gz = files.reduce((n, f) => n + this.sizeOf(f).gz, 0);
    return { files, raw, gz };
  }

  route(plan: RoutePlan): RouteSize {
    const keys = this.initial();
    const notSplit = [...plan.firstScreen, ...(plan.afterPaint ?? [])].filter((m) => !this.manifest[m]);
    for (const mod of plan.firstScreen) this.closure(mod, keys);
    const first = this.total(keys);
    const later = new Set<string>();
    for (const mod of plan.afterPaint ?? []) this.closure(mod, later);
    for (const key of keys) later.delete(key);
    return { ...first, notSplit, afterPaint: this.total(later) };
  }

  /** Every JavaScript chunk of the build with its sizes, largest (gzip) first. */
  chunks(): (Size & { file: string })[] {
    const files = [...new Set(Object.values(this.manifest).map((c) => c.file))].filter((f) =>
      f.endsWith('.js'),
    );
    return files.map((file) => ({ file, ...this.sizeOf(file) })).sort((a, b) => b.gz - a.gz);
  }
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
