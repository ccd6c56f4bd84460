/**
 * docs/extending.md, proven end to end: its four files are written into a temporary copy of the
 * project, `npm run db:diff` generates the migration, the copy typechecks, builds and starts like
 * `npm start`, and the API, the OpenAPI document, the screens in Chromium and the permissions
 * behave as the page says. `git status` of the copy shows only the integrator's files.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn } from './helpers';

const run = promisify(execFile);
const ROOT = path.resolve('.');
const ADMIN = { email: 'admin@extending.test', password: 'Extending-Admin-2026!' };
const PANITIA = { email: 'panitia@extending.test', password: 'Extending-Panitia-2026!' };

/** The files of docs/extending.md: each ```ts/```tsx block whose first line is `// <path>`. */
export function documentedFiles(doc: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of doc.matchAll(/^```tsx?\n\/\/ (\S+)\n([\s\S]*?)^```$/gm))
    files.set(m[1], `// ${m[1]}\n${m[2]}`);
  return files;
}

let work: string;
let server: ChildProcess | undefined;
let baseUrl: string;
let browser: Browser;
let serverLog = '';
const tokens: Record<string, string> = {};

async function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  return run(cmd, args, { cwd: work, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 });
}

async function api(method: string, url: string, body?: unknown, who: 'admin' | 'panitia' = 'admin') {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, any>) : {} }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON bodies
}

async function login(who: 'admin' | 'panitia', account: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  tokens[who] = ((await res.json()) as { data: { token: string } }).data.token;
}

async function startServer(): Promise<void> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: work,
    env: {
      ...process.env,
      DATABASE_URL: '',
      // the copy's own build (the test built it with the example's pages), never the suite's
      DIST_DIR: path.join(work, 'dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      PUBLIC_URL: baseUrl,
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (serverLog += d.toString()));
  const exited = new Promise<never>((_, reject) =>
    server!.once('exit', (code) => reject(new Error(`server exited (${code}):\n${serverLog}`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  await Promise.race([ready, exited]);
}

beforeAll(async () => {
  work = await fsp.mkdtemp(path.join(os.tmpdir(), 'wisuda-extending-'));
  // The project as git sees it (tracked files and new ones not ignored), node_modules shared.
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT });
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    await fsp.mkdir(path.dirname(path.join(work, file)), { recursive: true });
    await fsp.copyFile(path.join(ROOT, file), path.join(work, file));
  }
  await fsp.symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const git = (...args: string[]) =>
    sh('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args]);
  await git('init', '-q');
  await git('add', '-A');
  await git('commit', '-qm', 'before the integrator');

  const doc = await fsp.readFile(path.join(ROOT, 'docs/extending.md'), 'utf8');
  for (const [file, text] of documentedFiles(doc)) {
    await fsp.mkdir(path.dirname(path.join(work, file)), { recursive: true });
    await fsp.writeFile(path.join(work, file), text);
  }
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await browser?.close();
  if (work) await fsp.rm(work, { recursive: true, force: true });
});

describe('the worked example of docs/extending.md', () => {
  it('documents the four files', async () => {
    const doc = await fsp.readFile(path.join(ROOT, 'docs/extending.md'), 'utf8');
    expect([...documentedFiles(doc).keys()].sort()).toEqual([
      'custom/SponsorReport.tsx',
      'wisuda.config.ts',
      'wisuda.server.ts',
    ]);
  });

  it('generates its migration once, and git status shows only the integrator files', async () => {
    const first = await sh('npm', ['run', '--silent', 'db:diff', '--', 'sponsor']);
    expect(first.stdout).toMatch(/sponsor/);
    const again = await sh('npm', ['run', '--silent', 'db:diff', '--', 'sponsor']);
    expect(again.stdout).toMatch(/No schema changes/);
    const status = (await sh('git', ['status', '--porcelain', '--untracked-files=all'])).stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
    const migrations = status.filter((f) => f.startsWith('migrations/'));
    expect(migrations.some((f) => /^migrations\/\d{14}_sponsor\.ts$/.test(f))).toBe(true);
    expect(status.filter((f) => !f.startsWith('migrations/')).sort()).toEqual([
      'custom/SponsorReport.tsx',
      'wisuda.config.ts',
      'wisuda.server.ts',
    ]);
    const migration = await fsp.readFile(
      path.join(
        work,
        migrations.find((f) => f.endsWith('.ts'))!,
      ),
      'utf8',
    );
    expect(migration).toMatch(/CREATE TABLE sponsor/);
    expect(migration).toMatch(/ALTER TABLE mahasiswa ADD COLUMN nama_wali/);
  }, 120_000);

  it('typechecks: the hook reads data.nama as a string', async () => {
    const tsc = await sh(process.execPath, [
      'node_modules/typescript/bin/tsc',
      '--noEmit',
      '-p',
      'tsconfig.json',
    ]).catch((err: { stdout: string }) => err);
    expect(tsc.stdout).toBe('');
  }, 240_000);

  it('builds the browser app with the custom page as its own chunk', async () => {
    await sh(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error']);
    const assets = await fsp.readdir(path.join(work, 'dist/assets'));
    const bundle = (
      await Promise.all(
        assets
          .filter((a) => a.endsWith('.js'))
          .map((a) => fsp.readFile(path.join(work, 'dist/assets', a), 'utf8')),
      )
    ).join('\n');
    // The custom page is its own chunk; no server hook reaches the browser.
    expect(assets.some((a) => a.startsWith('SponsorReport'))).toBe(true);
    expect(bundle).not.toContain('need the rector');
  }, 240_000);

  it('starts, and serves the resource with validation, the hook and references', async () => {
    await startServer();
    await login('admin', ADMIN);
    const bentuk = (await api('GET', '/data-induk/pt/bentuk-pt/getoption')).json.data[0].id;
    const pt = await api('POST', '/data-induk/pt/pt', {
      kode_pt: '001099',
      nama: 'Universitas Konfigurasi',
      bentuk_pt_id: bentuk,
    });
    expect(pt.status).toBe(200);
    const acara = await api('POST', '/acara/acara', {
      pt_id: pt.json.data.id,
      nama: 'Wisuda Periode I',
      tanggal: '2027-03-01',
    });
    expect(acara.status).toBe(200);

    const bad = await api('POST', '/sponsor', { situs: 'ftp://x', tingkat: 'bronze' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['acara_id', 'nama', 'situs', 'tingkat']);
    const missingAcara = await api('POST', '/sponsor', { nama: 'X', acara_id: 999999 });
    expect(missingAcara.status).toBe(422);
    expect(missingAcara.json.errors.acara_id).toBeDefined();

    const created = await api('POST', '/sponsor', {
      nama: '  PT Maju Jaya  ',
      situs: 'https://maju.example',
      acara_id: acara.json.data.id,
      nilai: 25_000_000,
      tingkat: 'gold',
    });
    expect(created.status).toBe(200);
    expect(created.json.data.nama).toBe('PT Maju Jaya');
    const refused = await api('PUT', `/sponsor/${created.json.data.id}`, { nilai: 2_000_000_000 });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.nilai[0]).toMatch(/rector/);

    const list = await api('GET', `/sponsor?filter=${encodeURIComponent(JSON.stringify({ q: 'maju' }))}`);
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0].acara_nama).toBe('Wisuda Periode I');
    const options = await api('GET', `/sponsor/getoption?acara_id=${acara.json.data.id}`);
    expect(options.json.data).toEqual([
      expect.objectContaining({ id: created.json.data.id, name: 'PT Maju Jaya' }),
    ]);

    const mhs = await api('POST', '/mahasiswa/mahasiswa', {
      pt_id: pt.json.data.id,
      nim: '2027000001',
      nama: 'Sari Wulandari',
      jenis_kelamin: 'P',
      nama_wali: 'Bapak Wulandari',
    });
    expect(mhs.status).toBe(200);
    expect((await api('GET', `/mahasiswa/mahasiswa/${mhs.json.data.id}`)).json.data.nama_wali).toBe(
      'Bapak Wulandari',
    );
  }, 180_000);

  it('lists the resource and the added field in OpenAPI', async () => {
    const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
      components?: unknown;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/sponsor', '/api/sponsor/{id}', '/api/sponsor/getoption']),
    );
    expect(JSON.stringify(doc)).toContain('nama_wali');
  });

  it('creates the role panitia, whose holders get exactly its permissions', async () => {
    const roles = (await api('GET', '/setting/users/role/getoption')).json.data as {
      id: number;
      name: string;
    }[];
    const panitia = roles.find((r) => r.name === 'panitia');
    expect(panitia).toBeDefined();
    const user = await api('POST', '/setting/users/user', {
      name: 'Panitia Wisuda',
      email: PANITIA.email,
      password: PANITIA.password,
      roles: [panitia!.id],
      is_active: true,
    });
    expect(user.status).toBe(200);
    await login('panitia', PANITIA);
    expect((await api('GET', '/sponsor', undefined, 'panitia')).status).toBe(200);
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, 'panitia')).status).toBe(200);
    expect((await api('POST', '/mahasiswa/mahasiswa', { nama: 'x' }, 'panitia')).status).toBe(403);
    expect((await api('GET', '/setting/users/user', undefined, 'panitia')).status).toBe(403);
    const sponsors = (await api('GET', '/sponsor', undefined, 'panitia')).json.data as { id: number }[];
    expect((await api('DELETE', `/sponsor/${sponsors[0].id}`, undefined, 'panitia')).status).toBe(403);
  });

  it('shows the committee its menu, the generated screens and the custom page in Chromium', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/auth/login');
    await signIn(page, PANITIA.email, PANITIA.password);
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Sponsors' }).waitFor();
    await nav.getByRole('link', { name: 'Sponsor report' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sponsors' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Sponsor report' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: /Users/ }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Sponsors' }).click();
    await page.waitForURL('**/menu/sponsor');
    await page.getByText('PT Maju Jaya').first().waitFor();
    // the tier, the last of six declared columns, is not among those a 1280 px list fits: shown
    // through the column chooser, as a user does
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Tier' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Tier' }).first().waitFor();

    await nav.getByRole('link', { name: 'Sponsor report' }).click();
    await page.waitForURL('**/menu/laporan-sponsor');
    const report = page.getByRole('table', { name: 'sponsor-report' });
    await report.waitFor();
    expect(await report.getByRole('cell', { name: 'gold' }).count()).toBe(1);

    // Started on the report (a reload), the page's declared read goes out while its code loads:
    // the report's code is held until that read has been asked for, and the page takes its answer
    // (one request; a read the page did not ask for in the same words would make two).
    let readAsked = () => {};
    const asked = new Promise<void>((resolve) => (readAsked = resolve));
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/sponsor') {
        reads.push(request.url());
        readAsked();
      }
    });
    const reportCode = '**/assets/SponsorReport-*.js';
    await page.route(reportCode, async (route) => {
      await asked;
      await route.continue();
    });
    await page.reload();
    await report.waitFor({ timeout: 20_000 });
    expect(await report.getByRole('cell', { name: 'gold' }).count()).toBe(1);
    expect(reads).toHaveLength(1);
    await page.unroute(reportCode);

    await page.goto('/setting/users');
    await page.waitForURL('**/error/forbidden');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
