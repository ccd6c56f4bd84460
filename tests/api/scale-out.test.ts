/**
 * Scale-out: two real server processes (`node --import tsx server/main.ts`) on one PostgreSQL database
 * and one S3-compatible bucket (an in-process s3rver), started at the same moment on a fresh database,
 * and talked to over real HTTP only. What one process does must be seen by the other at once:
 * sessions, sign-out, records behind the other's list cache, role permissions behind its caller
 * cache, photos in the shared bucket (docs/operations.md "Scale-out").
 *
 * Both caches are set to their longest lifetime (CALLER_CACHE_MS=60000, LIST_CACHE_MS=60000), so a
 * change seen by the other process within a second was pushed to it (PostgreSQL notifications,
 * server/db/changes.ts), not waited out.
 *
 * Runs only with DATABASE_URL (a PostgreSQL server; a database of its own is created and dropped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { createS3Storage } from '../../server/files/storage-s3';
import { makeImage, multipart, type PhotoJson } from './files-fixtures';

const SERVER_URL = process.env.DATABASE_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { email: 'admin@scale.local', password: 'Scale-Out-Admin-2026!' };
const BUCKET = 'wisuda-scale';
/** How long the other process may take to see a change: far below either cache's 60 s lifetime. */
const PROPAGATION_MS = 2000;
/** Each process sends mail under its own sender address, so a delivered mail names its process. */
const MAIL_FROM: Record<string, string> = { A: 'a@scale.local', B: 'b@scale.local' };
/** The SMTP sink takes this long per message, so one process cannot deliver a batch before the other looks. */
const SMTP_DELAY_MS = 200;

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
}

const databases: string[] = [];
let dbUrl = '';
let s3dir = '';
let s3server: S3rver | undefined;
let s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
let smtp: SMTPServer | undefined;
let smtpPort = 0;
const inbox: { from: string; to: string[] }[] = [];
let a: Server;
let b: Server;
const started: Server[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>, url = SERVER_URL!): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new empty database on the PostgreSQL server of DATABASE_URL (dropped in afterAll); its URL. */
async function createDatabase(): Promise<string> {
  const name = `wisuda_scale_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Spawns one server process; resolves once /api/health/ready answers 200 with the change feed live. */
async function startServer(name: string, databaseUrl = dbUrl): Promise<Server> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `wisuda-scale-${name}-`));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: `Wisuda ${name} <${name.toLowerCase()}@scale.local>`,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    CALLER_CACHE_MS: '60000',
    LIST_CACHE_MS: '60000',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const server: Server = { name, base: `http://127.0.0.1:${port}`, child, dataDir, output: () => out };
  started.push(server);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${server.base}/api/health/ready`);
      if (res.ok && ((await res.json()) as { data: { changeFeed: string } }).data.changeFeed === 'live')
        return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server ${name} was not ready within 90 s:\n${out}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call below /api of `server`, JSON in and out, with a bearer token when given. */
async function call<T = { data: Record<string, unknown> }>(
  server: Server,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

async function login(server: Server, email: string, password: string): Promise<string> {
  const res = await call<{ data: { token: string } }>(server, 'POST', '/auth/login', {
    body: { login: email, password },
  });
  if (res.status !== 200)
    throw new Error(`login on ${server.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/**
 * Asks `probe` until `done` holds, for at most PROPAGATION_MS; returns the milliseconds it took
 * (0 when the first answer already showed it). Fails with the last answer otherwise.
 */
async function seenWithin<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const t0 = Date.now();
  let last: T = await probe();
  while (!done(last)) {
    if (Date.now() - t0 > PROPAGATION_MS)
      throw new Error(`not seen within ${PROPAGATION_MS} ms; last answer: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 10));
    last = await probe();
  }
  const ms = Date.now() - t0;
  seen.push(`${ms} ms: ${expect.getState().currentTestName?.split(' > ').pop()}`);
  return ms;
}

/** How long each change took to be seen by the other process (printed at the end). */
const seen: string[] = [];

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe.skipIf(!SERVER_URL)(
  'scale-out: two server processes, one PostgreSQL database, one S3 bucket',
  () => {
    beforeAll(async () => {
      dbUrl = await createDatabase();
      s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-scale-'));
      s3server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3dir,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port } = await s3server.run();
      s3 = {
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: BUCKET,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      };
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          stream.on('data', () => undefined);
          stream.on('end', () => {
            inbox.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            });
            setTimeout(callback, SMTP_DELAY_MS);
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', () => resolve()));
      smtpPort = (smtp.server.address() as net.AddressInfo).port;
      // A migrates and seeds the empty database; B starts on it once A is ready.
      a = await startServer('A');
      b = await startServer('B');
    }, 180_000);

    afterAll(async () => {
      if (seen.length) console.info(`seen by the other process after:\n  ${seen.join('\n  ')}`);
      await Promise.all(started.map(stopServer));
      for (const name of databases)
        await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await s3server?.close();
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      for (const dir of [s3dir, ...started.map((s) => s.dataDir)])
        if (dir) await fs.rm(dir, { recursive: true, force: true });
    }, 60_000);

    it('A migrates and seeds the empty database; B starts on it and changes nothing', async () => {
      for (const server of [a, b]) {
        const ready = await call<{ data: Record<string, unknown> }>(server, 'GET', '/health/ready');
        expect(ready.status).toBe(200);
        expect(ready.body.data).toMatchObject({ status: 'ok', database: 'ok', changeFeed: 'live' });
      }
      const counts = await admin(async (c) => {
        const users = await c.query('SELECT email FROM users');
        const migrations = await c.query(
          'SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct_n FROM kysely_migration',
        );
        const roles = await c.query("SELECT count(*)::int AS n FROM roles WHERE name = 'Administrator'");
        return { users: users.rows, migrations: migrations.rows[0], admins: roles.rows[0].n };
      }, dbUrl);
      expect(counts.users).toEqual([{ email: ADMIN.email }]);
      expect(counts.admins).toBe(1);
      expect(counts.migrations.n).toBe(counts.migrations.distinct_n);
      // A created the administrator (printed once, on the first start); B found it there.
      expect(a.output()).toContain('Administrator sign-in');
      expect(b.output()).not.toContain('Administrator sign-in');
    });

    it('two more processes started at the same moment on another empty database both start, and seed it once', async () => {
      const url = await createDatabase();
      const [c, d] = await Promise.all([startServer('C', url), startServer('D', url)]);
      try {
        const counts = await admin(async (client) => {
          const users = await client.query('SELECT email FROM users');
          const migrations = await client.query(
            'SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct_n FROM kysely_migration',
          );
          const queues = await client.query('SELECT name FROM pgboss.queue ORDER BY name');
          return { users: users.rows, migrations: migrations.rows[0], queues: queues.rows };
        }, url);
        expect(counts.users).toEqual([{ email: ADMIN.email }]);
        expect(counts.migrations.n).toBe(counts.migrations.distinct_n);
        expect(counts.queues.length).toBeGreaterThan(0);
        expect([c, d].filter((s) => s.output().includes('Administrator sign-in'))).toHaveLength(1);
      } finally {
        await Promise.all([c, d].map(stopServer));
      }
    });

    it('a session made on A works on B, and a sign-out on A is refused on B at once', async () => {
      const token = await login(a, ADMIN.email, ADMIN.password);
      // B has never seen this token: it reads the session from the shared database...
      const me = await call<{ data: { user: { email: string } } }>(b, 'GET', '/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.data.user.email).toBe(ADMIN.email);
      // ...and now keeps the caller in its cache (up to 60 s).
      expect((await call(b, 'GET', '/auth/me', { token })).status).toBe(200);

      expect((await call(a, 'POST', '/auth/logout', { token })).status).toBe(200);
      const ms = await seenWithin(
        async () => (await call(b, 'GET', '/auth/me', { token })).status,
        (status) => status === 401,
      );
      expect(ms).toBeLessThan(PROPAGATION_MS);
      expect((await call(a, 'GET', '/auth/me', { token })).status).toBe(401);
    });

    it("a record created, changed and deleted on A shows in B's cached list at once", async () => {
      const token = await login(a, ADMIN.email, ADMIN.password);
      const list = () =>
        call<{ data: { id: number; kode: string; nama: string }[] }>(
          b,
          'GET',
          `/data-induk/pt/bentuk-pt?sort=${enc(['kode', 'ASC'])}&range=${enc([0, 99])}`,
          { token },
        );
      const before = await list();
      expect(before.status).toBe(200);
      const total = (res: Answer) => Number(res.headers.get('content-range')?.split('/')[1]);
      const n = total(before);
      // Asked twice: B answers the second from its list cache.
      expect(total(await list())).toBe(n);

      const created = await call<{ data: { id: number } }>(a, 'POST', '/data-induk/pt/bentuk-pt', {
        token,
        body: { kode: '98', nama: 'Bentuk Skala' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = created.body.data.id;
      const seenOnB = async (pred: (rows: { id: number; nama: string }[], res: Answer) => boolean) =>
        seenWithin(list, (res) => res.status === 200 && pred(res.body.data, res));
      expect(
        await seenOnB((rows, res) => total(res) === n + 1 && rows.some((r) => r.id === id)),
      ).toBeLessThan(PROPAGATION_MS);

      const updated = await call(a, 'PUT', `/data-induk/pt/bentuk-pt/${id}`, {
        token,
        body: { kode: '98', nama: 'Bentuk Skala Diubah' },
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(
        await seenOnB((rows) => rows.find((r) => r.id === id)?.nama === 'Bentuk Skala Diubah'),
      ).toBeLessThan(PROPAGATION_MS);

      expect((await call(a, 'DELETE', `/data-induk/pt/bentuk-pt/${id}`, { token })).status).toBe(200);
      expect(await seenOnB((rows, res) => total(res) === n && !rows.some((r) => r.id === id))).toBeLessThan(
        PROPAGATION_MS,
      );
    });

    it('a permission taken from a role on A is refused on B at once (and given back, allowed again)', async () => {
      const token = await login(a, ADMIN.email, ADMIN.password);
      const perms = await call<{ data: { id: number; name: string }[] }>(
        a,
        'GET',
        `/setting/users/permission?filter=${enc({ q: 'perguruanTinggi.view' })}`,
        { token },
      );
      const view = perms.body.data.find((p) => p.name === 'perguruanTinggi.view');
      expect(view).toBeDefined();
      const role = await call<{ data: { id: number } }>(a, 'POST', '/setting/users/role', {
        token,
        body: { name: 'Operator Skala', description: 'scale-out test', permissions: [view!.id] },
      });
      expect(role.status, JSON.stringify(role.body)).toBe(200);
      const operator = { email: 'operator@scale.local', password: 'Operator-Skala-Pass-2026!' };
      const user = await call(a, 'POST', '/setting/users/user', {
        token,
        body: { name: 'Operator Skala', ...operator, roles: [role.body.data.id] },
      });
      expect(user.status, JSON.stringify(user.body)).toBe(200);

      const opToken = await login(b, operator.email, operator.password);
      const listOnB = async () => (await call(b, 'GET', '/data-induk/pt/pt', { token: opToken })).status;
      expect(await listOnB()).toBe(200);
      expect(await listOnB()).toBe(200); // the operator is now a cached caller of B

      const taken = await call(a, 'PUT', `/setting/users/role/${role.body.data.id}`, {
        token,
        body: { name: 'Operator Skala', permissions: [] },
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect(await seenWithin(listOnB, (s) => s === 403)).toBeLessThan(PROPAGATION_MS);

      const given = await call(a, 'PUT', `/setting/users/role/${role.body.data.id}`, {
        token,
        body: { name: 'Operator Skala', permissions: [view!.id] },
      });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      expect(await seenWithin(listOnB, (s) => s === 200)).toBeLessThan(PROPAGATION_MS);
    });

    it('a photo uploaded through A is stored in the shared bucket and served through B', async () => {
      const token = await login(a, ADMIN.email, ADMIN.password);
      const pt = await call<{ data: { id: number } }>(a, 'POST', '/data-induk/pt/pt', {
        token,
        body: { kode_pt: '987654', nama: 'Universitas Skala' },
      });
      expect(pt.status, JSON.stringify(pt.body)).toBe(200);
      const acara = await call<{ data: { id: number } }>(a, 'POST', '/acara/acara', {
        token,
        body: {
          pt_id: pt.body.data.id,
          nama: 'Wisuda Skala 2026',
          tanggal: '2026-12-12',
          status: 'published',
        },
      });
      expect(acara.status, JSON.stringify(acara.body)).toBe(200);
      const group = await call<{ data: { id: number } }>(a, 'POST', '/file/file-group', {
        token,
        body: { acara_id: acara.body.data.id, nama: 'Prosesi', tipe: 'prosesi', is_published: true },
      });
      expect(group.status, JSON.stringify(group.body)).toBe(200);

      const image = await makeImage('jpeg', { width: 900, height: 600 });
      const { payload, headers } = multipart(
        { file_group_id: group.body.data.id },
        { name: 'skala.jpg', data: image },
      );
      const res = await fetch(`${a.base}/api/file/file`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: new Uint8Array(payload),
      });
      const uploaded = (await res.json()) as { data: PhotoJson };
      expect(res.status, JSON.stringify(uploaded)).toBe(201);
      const photo = uploaded.data;

      // The three objects are in the bucket, none on either process's own disk.
      const keys = await admin(
        async (c) =>
          (await c.query('SELECT storage_key, thumb_key, preview_key FROM file WHERE id = $1', [photo.id]))
            .rows[0] as Record<string, string>,
        dbUrl,
      );
      const storage = createS3Storage({ ...s3, forcePathStyle: true });
      for (const key of Object.values(keys)) expect(await storage.exists(key)).toBe(true);
      for (const server of [a, b])
        await expect(fs.readdir(path.join(server.dataDir, 'files'))).rejects.toThrow(/ENOENT/);

      // The signed URLs A handed out (signed with the secret both share through the database) work on B.
      const thumb = await fetch(`${b.base}${photo.thumb_url}`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(400);
      const preview = await fetch(`${b.base}${photo.preview_url}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/webp');
      // B's gallery list shows it too (with B's own signed URLs, also served by A).
      const onB = await call<{ data: PhotoJson[] }>(
        b,
        'GET',
        `/file/file?filter=${enc({ file_group_id: group.body.data.id })}`,
        { token },
      );
      expect(onB.status).toBe(200);
      expect(onB.body.data.map((p) => p.id)).toEqual([photo.id]);
      expect((await fetch(`${a.base}${onB.body.data[0].thumb_url}`)).status).toBe(200);

      // Signing out on A ends the session's photo URLs on B as well.
      expect((await call(a, 'POST', '/auth/logout', { token })).status).toBe(200);
      expect(
        await seenWithin(
          async () => (await fetch(`${b.base}${photo.thumb_url}`)).status,
          (s) => s === 401,
        ),
      ).toBeLessThan(PROPAGATION_MS);
    });

    it('mail jobs queued through A are delivered by both processes, each exactly once', async () => {
      const token = await login(a, ADMIN.email, ADMIN.password);
      const pt = await call(a, 'POST', '/data-induk/pt/pt', {
        token,
        body: { kode_pt: '987655', nama: 'Universitas Antrian' },
      });
      expect(pt.status, JSON.stringify(pt.body)).toBe(200);
      const count = 40;
      const emails = Array.from({ length: count }, (_, i) => `antrian${i + 1}@scale.local`);
      const csv = [
        'NIM,Nama,Kode PT,Email',
        ...emails.map((email, i) => `${2026100000 + i},Mahasiswa Antrian ${i + 1},987655,${email}`),
      ].join('\n');
      const { payload, headers } = multipart(
        {},
        { name: 'mahasiswa.csv', type: 'text/csv', data: Buffer.from(csv) },
      );
      // One request through A: 40 students with accounts, 40 invitations queued in its transaction.
      const res = await fetch(`${a.base}/api/mahasiswa/mahasiswa/import?mode=commit&create_accounts=true`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: new Uint8Array(payload),
      });
      const report = (await res.json()) as { data: { imported: number; accounts: number } };
      expect(res.status, JSON.stringify(report)).toBe(200);
      expect(report.data).toMatchObject({ imported: count, accounts: count });

      const ours = () => inbox.filter((m) => m.to.some((to) => emails.includes(to)));
      const deadline = Date.now() + 60_000;
      while (ours().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const delivered = ours();
      // Every invitation once (pg-boss hands a job to one worker; the outbox row guards a re-run).
      expect(delivered.flatMap((m) => m.to).sort()).toEqual([...emails].sort());
      const by = (name: string) => delivered.filter((m) => m.from === MAIL_FROM[name]).length;
      expect(by('A') + by('B')).toBe(count);
      seen.push(`mail delivered: ${by('A')} by A, ${by('B')} by B`);
      // A took the first batch at once (its request woke its worker); B found the rest at its next look.
      expect(by('A')).toBeGreaterThan(0);
      expect(by('B')).toBeGreaterThan(0);
      // Each row is marked sent once the SMTP server has answered (a moment after the sink got it).
      const statuses = () =>
        admin(
          async (c) =>
            (
              await c.query(
                'SELECT status, count(*)::int AS n FROM outbox WHERE to_address = ANY($1::text[]) GROUP BY status',
                [emails],
              )
            ).rows,
          dbUrl,
        );
      await seenWithin(statuses, (rows) => rows.length === 1 && rows[0].status === 'sent');
      expect(await statuses()).toEqual([{ status: 'sent', n: count }]);
    });
  },
);
