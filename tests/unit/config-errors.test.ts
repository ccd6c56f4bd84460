/**
 * A config mistake stops the commands that load wisuda.config.ts with its message and no stack trace:
 * `npm run db:diff` run in a copy of the project whose config names a resource `pesanan_toga`, and the
 * check `npm start` runs before the build, in the same copy with a wrong icon and permission.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
let work: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-config-errors-'));
  // wisuda.server.ts lists the server parts of the demo installation's plugins
  for (const entry of [
    'domain',
    'server',
    'plugins',
    'migrations',
    'package.json',
    'tsconfig.json',
    'wisuda.server.ts',
  ])
    await fs.cp(path.join(ROOT, entry), path.join(work, entry), { recursive: true });
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  await fs.writeFile(
    path.join(work, 'wisuda.config.ts'),
    [
      "import { defineConfig } from 'wisuda/config';",
      'export default defineConfig({',
      "  resources: { pesanan_toga: { label: 'Pesanan Toga', fields: { ukuran: { type: 'text', required: true } } } },",
      '});',
      '',
    ].join('\n'),
  );
}, 60_000);

afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('a resource named pesanan_toga', () => {
  it('stops db:diff with the rule it breaks, one line, no stack trace, and no migration written', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/db/diff-cli.ts', 'toga'], {
      cwd: work,
    }).then(
      () => undefined,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(
      'resources.pesanan_toga: a resource name is a camelCase word (sponsor, laporanKeuangan)',
    );
    expect(failed?.stderr).not.toMatch(/^\s+at /m);
    expect((await fs.readdir(path.join(work, 'migrations'))).some((f) => f.includes('toga'))).toBe(false);
  }, 60_000);
});

describe('the check npm start runs before the build', () => {
  it('comes first in the start script', async () => {
    const pkg = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start.split(' && ')[0]).toBe('node --import tsx server/config-check-cli.ts');
  });

  it('stops on an unknown icon and permission with one line each, naming what to write, no stack trace', async () => {
    await fs.writeFile(
      path.join(work, 'wisuda.config.ts'),
      [
        "import { defineConfig } from 'wisuda/config';",
        'export default defineConfig({',
        "  resources: { sponsor: { label: 'Sponsor', menu: { group: 'menu', icon: 'Handshak' as 'Handshake' },",
        "    fields: { nama: { type: 'text', required: true } } } },",
        "  roles: { panitia: { label: 'Panitia', permissions: ['sponsr.view' as 'sponsor.view'] } },",
        '});',
        '',
      ].join('\n'),
    );
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/config-check-cli.ts'], {
      cwd: work,
    }).then(
      () => undefined,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim().split('\n')).toEqual([
      'wisuda.config.ts is not valid:',
      '  - roles.panitia: permission "sponsr.view" names no resource (did you mean "sponsor.view"?)',
      '  - resources.sponsor.menu.icon: "Handshak" is not an icon of @mui/icons-material (did you mean "Handshake"?)',
      '(docs/extending.md describes every option.)',
    ]);
  }, 60_000);
});
