/**
 * Wisuda as an integrator meets it (docs/upgrading.md): two versions of the package packed with
 * `npm pack` (this one, 1.0.0, and a 1.1.0 made from its files the way a core release is made: a
 * built-in field added to bentukPt and the core migration `db:diff --core` writes for it), an
 * installation made by `wisuda create` depending on 1.0.0 with a resource of its own and a field on
 * a built-in resource, its migration written by `wisuda db:diff`, started, data entered through the
 * API, stopped; then upgraded to 1.1.0 with npm and started again: the data is there, and so are
 * the core's new column and the installation's.
 * npm installs from its cache (offline): run `npm ci` once before.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NPM_OFFLINE = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
const ADMIN = { login: 'admin@toga.test', password: 'Toga-Upgrade-2026-Kuat!' };

let work: string;
let installation: string;
let v10: string;
let v11: string;
let server: ChildProcess | undefined;

interface Run {
  code: number | null;
  output: string;
}

function sh(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function ok(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<string> {
  const run = await sh(command, args, cwd, env);
  if (run.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${run.output}`);
  return run.output;
}

/** `npm pack` of `dir` into `work`: the tarball's path. */
async function pack(dir: string): Promise<string> {
  const out = await ok('npm', ['pack', '--pack-destination', work, '--loglevel=error'], dir);
  return path.join(work, out.trim().split('\n').pop()!);
}

/**
 * 1.1.0 from the files of 1.0.0, made as a core release is: a built-in field (bentukPt.catatan), its
 * core migration written by db:diff --core, the server built again by npm pack.
 */
async function nextRelease(): Promise<string> {
  const dir = path.join(work, 'release');
  await fs.mkdir(dir);
  await ok('tar', ['xzf', v10, '-C', dir, '--strip-components=1'], work);
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  await fs.writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ ...manifest, version: '1.1.0' }, null, 2),
  );
  const declaration = path.join(dir, 'domain/resources/bentukPt.ts');
  const source = await fs.readFile(declaration, 'utf8');
  const added = source.replace(
    /( {4}nama: \{ type: 'text', required: true, maxLength: 100, label: 'Nama' \},\n)/,
    "$1    catatan: { type: 'text', maxLength: 200, label: 'Catatan' },\n",
  );
  expect(added).not.toBe(source);
  await fs.writeFile(declaration, added);
  // the release is made in Wisuda's repository: its tools, an empty demo installation
  await fs.mkdir(path.join(dir, 'scripts'));
  await fs.copyFile(path.join(ROOT, 'scripts/build-server.mjs'), path.join(dir, 'scripts/build-server.mjs'));
  await fs.writeFile(
    path.join(dir, 'wisuda.config.ts'),
    "import { defineConfig } from 'wisuda/config';\nexport default defineConfig({});\n",
  );
  await fs.writeFile(
    path.join(dir, 'wisuda.server.ts'),
    "import { defineServerConfig } from 'wisuda/server';\nexport default defineServerConfig({});\n",
  );
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const diff = await ok(
    process.execPath,
    ['--import', 'tsx', 'server/db/diff-cli.ts', '--core', 'bentuk_pt_catatan'],
    dir,
  );
  expect(diff).toMatch(/bentuk_pt.*catatan|catatan/);
  return pack(dir); // npm pack leaves node_modules out
}

const CONFIG = `import { defineConfig } from 'wisuda/config';

export default defineConfig({
  resources: {
    pesananToga: {
      label: { en: 'Gown orders', id: 'Pesanan Toga' },
      fields: {
        nama: { type: 'text', required: true, maxLength: 120, label: { en: 'Name', id: 'Nama' } },
        ukuran: { type: 'text', maxLength: 4, label: { en: 'Size', id: 'Ukuran' } },
      },
    },
  },
  extend: { bentukPt: { fields: { warna_toga: { type: 'text', maxLength: 40, label: { en: 'Gown colour', id: 'Warna Toga' } } } } },
});
`;

/** `wisuda start --no-build` in the installation; resolves with its address once it listens. */
async function start(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/wisuda/bin/wisuda.js', 'start', '--no-build'], {
    cwd: installation,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(installation, 'data'),
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      FACE_WORKERS: '0',
      LOG_LEVEL: 'info',
    },
  });
  server = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (b: Buffer) => {
      output += b.toString();
      if (output.includes('Server listening at')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`wisuda start ended (${code}):\n${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function stop(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as { data: Record<string, unknown> & Array<Record<string, unknown>> };
}

async function signIn(base: string): Promise<string> {
  return (await api(base, 'POST', '/auth/login', undefined, ADMIN)).data.token as string;
}

const BENTUK = '/data-induk/pt/bentuk-pt';

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-upgrade-'));
  v10 = await pack(ROOT);
  v11 = await nextRelease();
  installation = path.join(work, 'kampus');
}, 300_000);

afterAll(async () => {
  await stop();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('an installation upgraded from 1.0.0 to 1.1.0', () => {
  let bentukId: number;

  it('is created, configured, migrated and started on 1.0.0, and takes data', async () => {
    await ok(process.execPath, [path.join(ROOT, 'bin/wisuda.js'), 'create', installation], work, {
      WISUDA_SPEC: `file:${v10}`,
    });
    await ok('npm', ['install', ...NPM_OFFLINE], installation);
    await fs.writeFile(path.join(installation, 'wisuda.config.ts'), CONFIG);
    const diff = await ok(
      process.execPath,
      ['node_modules/wisuda/bin/wisuda.js', 'db:diff', 'gowns'],
      installation,
    );
    expect(diff).toMatch(/pesanan_toga/);
    expect(diff).toMatch(/warna_toga/);

    const base = await start();
    const token = await signIn(base);
    await api(base, 'POST', '/pesananToga', token, { nama: 'Ani Lestari', ukuran: 'L' });
    const bentuk = (await api(base, 'GET', BENTUK, token)).data;
    bentukId = bentuk[0].id as number;
    expect(bentuk[0]).not.toHaveProperty('catatan');
    await api(base, 'PUT', `${BENTUK}/${bentukId}`, token, { warna_toga: 'biru' });
    await stop();
  }, 300_000);

  it('keeps its data on 1.1.0 and has both histories applied: the core’s new column and its own', async () => {
    await ok('npm', ['install', v11, ...NPM_OFFLINE], installation);
    const installed = JSON.parse(
      await fs.readFile(path.join(installation, 'node_modules/wisuda/package.json'), 'utf8'),
    );
    expect(installed.version).toBe('1.1.0');

    const base = await start();
    const token = await signIn(base);
    const orders = (await api(base, 'GET', '/pesananToga', token)).data;
    expect(orders.map((o) => [o.nama, o.ukuran])).toEqual([['Ani Lestari', 'L']]);
    const bentuk = (await api(base, 'GET', `${BENTUK}/${bentukId}`, token)).data;
    expect(bentuk.warna_toga).toBe('biru');
    expect(bentuk).toHaveProperty('catatan', null);
    const updated = (await api(base, 'PUT', `${BENTUK}/${bentukId}`, token, { catatan: 'sejak 1.1' })).data;
    expect([updated.catatan, updated.warna_toga]).toEqual(['sejak 1.1', 'biru']);
    await stop();
  }, 300_000);
});
