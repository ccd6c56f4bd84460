/**
 * scripts/backup.sh and scripts/restore.sh (docs/operations.md) on a real PostgreSQL database and a
 * local photo storage: data made through the API, a backup, the database dropped and made again and
 * the storage deleted, a restore, and a new app on the restored database serves the same records,
 * sessions and photo bytes. Needs a PostgreSQL server (DATABASE_URL) and pg_dump / pg_restore / psql.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDb, type Db } from '../../server/db';
import { createMailer, type Mailer } from '../../server/mail';
import { createTestApp, type TestApp } from './helpers';
import { createWorld, makeImage, upload } from './files-fixtures';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

async function script(
  name: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('bash', [path.join(ROOT, 'scripts', name), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', STORAGE_DIR: '', DATA_DIR: '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

async function serverQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe.skipIf(!process.env.DATABASE_URL)('backup.sh and restore.sh (PostgreSQL, local storage)', () => {
  let t: TestApp;
  let dbUrl: string;
  let dbName: string;
  let storage: string;
  let work: string;
  let backupDir: string;
  const before: {
    ptId?: number;
    photoIds: number[];
    originals: Buffer[];
    files: string[];
  } = { photoIds: [], originals: [], files: [] };
  let restored: { app: FastifyInstance; db: Db; mailer: Mailer } | undefined;

  async function filesUnder(dir: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  }

  beforeAll(async () => {
    t = await createTestApp();
    dbUrl = t.config.databaseUrl!;
    dbName = new URL(dbUrl).pathname.slice(1);
    storage = t.config.storageDir;
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-backup-'));

    // Data through the API: a university, a gallery with two photos (files in the storage folder).
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/data-induk/pt/pt',
      payload: { kode_pt: '515151', nama: 'Universitas Cadangan' },
      headers: t.auth(t.admin.token),
    });
    expect(pt.statusCode).toBe(200);
    before.ptId = pt.json().data.id as number;
    const world = await createWorld(t);
    for (const label of ['satu', 'dua']) {
      const res = await upload(t, world.published, await makeImage('jpeg', { label }), `${label}.jpg`);
      expect(res.status).toBe(201);
      const id = res.body.data!.id;
      before.photoIds.push(id);
      const original = await t.app.inject({
        method: 'GET',
        url: `/api/file/file/${id}/original`,
        headers: t.auth(t.admin.token),
      });
      expect(original.statusCode).toBe(200);
      before.originals.push(original.rawPayload);
    }
    before.files = await filesUnder(storage);
    expect(before.files.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(async () => {
    if (restored) {
      await restored.app.close();
      await restored.mailer.close();
      await restored.db.destroy();
    }
    if (t) {
      await t.app.close().catch(() => undefined);
      await t.mailer.close().catch(() => undefined);
      await t.db.destroy().catch(() => undefined);
    }
    if (dbName) await serverQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (work) await fs.rm(work, { recursive: true, force: true });
    if (storage) await fs.rm(path.dirname(storage), { recursive: true, force: true });
  });

  it('backup.sh writes the dump, the storage archive, a manifest and checksums into a new folder', async () => {
    const res = await script('backup.sh', ['-d', dbUrl, '-s', storage, '-o', path.join(work, 'backups')]);
    expect(res.code, res.stderr).toBe(0);
    backupDir = res.stdout.trim().split('\n').pop()!;
    expect(path.basename(backupDir)).toMatch(/^wisuda-\d{8}-\d{6}$/);
    const names = (await fs.readdir(backupDir)).sort();
    expect(names).toEqual(['SHA256SUMS', 'database.dump', 'files.tar.gz', 'manifest.txt']);
    const manifest = await fs.readFile(path.join(backupDir, 'manifest.txt'), 'utf8');
    expect(manifest).toMatch(/^last migration: \S+/m);
    expect(manifest).toContain(`files: ${before.files.length}`);
  });

  it('restore.sh refuses a database that is not empty and a storage folder with files, without --clean', async () => {
    const res = await script('restore.sh', ['-d', dbUrl, '-s', storage, backupDir]);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/--clean/);
  });

  it('after the database is dropped and the storage deleted, restore.sh brings back records, sessions and photos', async () => {
    // The disaster: the app stops, the database and the photos are gone.
    await t.app.close();
    await t.mailer.close();
    await t.db.destroy();
    await serverQuery(`DROP DATABASE ${dbName} WITH (FORCE)`);
    await serverQuery(`CREATE DATABASE ${dbName}`);
    await fs.rm(storage, { recursive: true, force: true });

    const res = await script('restore.sh', ['--database-url', dbUrl, '--storage-dir', storage, backupDir]);
    expect(res.code, res.stderr).toBe(0);
    expect(await filesUnder(storage)).toEqual(before.files);

    // A new app on the restored database and folder (nothing migrated or seeded by the test).
    const db = await openDb({ databaseUrl: dbUrl });
    const mailer = createMailer(t.config, db);
    const app = await buildApp({ config: t.config, db, mailer, logger: false });
    await app.ready();
    restored = { app, db, mailer };

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    // The administrator's session from before the backup still works.
    const pt = await app.inject({
      method: 'GET',
      url: `/api/data-induk/pt/pt/${before.ptId}`,
      headers: t.auth(t.admin.token),
    });
    expect(pt.statusCode).toBe(200);
    expect(pt.json().data).toMatchObject({ kode_pt: '515151', nama: 'Universitas Cadangan' });
    for (const [i, id] of before.photoIds.entries()) {
      const original = await app.inject({
        method: 'GET',
        url: `/api/file/file/${id}/original`,
        headers: t.auth(t.admin.token),
      });
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(before.originals[i])).toBe(true);
    }
    // Sequences came back too: a new record gets a new id.
    const next = await app.inject({
      method: 'POST',
      url: '/api/data-induk/pt/pt',
      payload: { kode_pt: '525252', nama: 'Universitas Sesudah' },
      headers: t.auth(t.admin.token),
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.id).toBeGreaterThan(before.ptId!);
  });

  it('restore.sh --clean replaces what is there (the record made after the backup is gone)', async () => {
    await restored!.app.close();
    await restored!.mailer.close();
    await restored!.db.destroy();
    restored = undefined;
    await fs.writeFile(path.join(storage, 'stray.txt'), 'made after the backup');

    const res = await script('restore.sh', ['--clean', '-d', dbUrl, '-s', storage, backupDir]);
    expect(res.code, res.stderr).toBe(0);
    expect(await filesUnder(storage)).toEqual(before.files);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ kode_pt: string }>(
        `SELECT kode_pt FROM perguruan_tinggi WHERE kode_pt IN ('515151', '525252') ORDER BY 1`,
      );
      expect(rows.map((r) => r.kode_pt)).toEqual(['515151']);
    } finally {
      await c.end();
    }
  });

  it('a damaged backup is refused before anything is touched', async () => {
    const copy = path.join(work, 'damaged');
    await fs.cp(backupDir, copy, { recursive: true });
    const dump = path.join(copy, 'database.dump');
    const bytes = await fs.readFile(dump);
    bytes[bytes.length - 10] ^= 0xff;
    await fs.writeFile(dump, bytes);
    const res = await script('restore.sh', ['--clean', '-d', dbUrl, '-s', storage, copy]);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/damaged/);
  });
});
