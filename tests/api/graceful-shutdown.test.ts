/**
 * `npm start`'s process (server/main.ts) on SIGTERM: it stops accepting connections, finishes the
 * request in flight (here a sign-in whose body is still arriving when the signal comes), closes the
 * database and exits 0. Runs the real entry point as a child process on a temporary DATA_DIR (the
 * embedded database; with DATABASE_URL, a fresh database on that server). Its log lines are JSON with
 * the request id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';

const ADMIN = { email: 'shutdown@test.local', password: 'Shutdown-Test-Pass-2026!' };

async function waitFor(probe: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown of server/main.ts', () => {
  let dir: string;
  let child: ChildProcess;
  let port: number;
  let output = '';
  let exited: Promise<number | null>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-shutdown-'));
    port = await freePort();
    let databaseUrl: string | undefined;
    const server = process.env.DATABASE_URL;
    if (server) {
      const name = `wisuda_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(server);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DIST_DIR: path.join(dir, 'no-dist'),
      PUBLIC_URL: 'http://wisuda.test',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '20000',
      NODE_ENV: 'production',
    };
    delete env.DATABASE_URL;
    delete env.VITEST;
    delete env.VITEST_POOL_ID;
    delete env.VITEST_WORKER_ID;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const up = await waitFor(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      return res.status === 200;
    }, 90_000);
    if (!up) throw new Error(`server did not become ready:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await dropDatabase?.();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('finishes a request in flight, refuses new connections, exits 0', async () => {
    // A sign-in whose body arrives in two parts: the request is in flight when SIGTERM comes.
    const body = JSON.stringify({ login: ADMIN.email, password: ADMIN.password });
    const cut = 10;
    const answer = new Promise<{ status: number; body: string; requestId?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-request-id': 'slow-login-1',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              requestId: res.headers['x-request-id'] as string | undefined,
            }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, cut));
      // the rest once the server is shutting down
      void (async () => {
        await sleep(500);
        child.kill('SIGTERM');
        await sleep(1000);
        req.end(body.slice(cut));
      })();
    });

    // While it waits for that body, the process is closing: no new connection is accepted.
    await sleep(900);
    const refused = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      (res) => `answered ${res.status}`,
      (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
    );
    expect(refused).toBe('ECONNREFUSED');

    const res = await answer;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).data.token).toEqual(expect.any(String));
    expect(res.requestId).toBe('slow-login-1');

    const code = await Promise.race([exited, sleep(25_000).then(() => 'still running')]);
    expect(code, output).toBe(0);

    // JSON log lines, with the request id on the request's lines, and the shutdown on record.
    const lines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.reqId === 'slow-login-1' && l.msg === 'request completed')).toBe(true);
    expect(lines.some((l) => l.msg === 'shutting down: finishing in-flight requests')).toBe(true);
    expect(lines.some((l) => l.msg === 'shut down cleanly')).toBe(true);
  }, 60_000);
});
