/**
 * PostgreSQL terminating the app's connections (restart, failover, `pg_terminate_backend`) while
 * requests are in flight: the process stays up, every request is answered (200, or 503 with
 * Retry-After and a translated message; never a hang, never a 500), and service resumes by itself
 * within seconds, /api/health/ready included. Needs a PostgreSQL server (DATABASE_URL).
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const PT = '/api/data-induk/pt/pt';
/** A request still unanswered after this long counts as a hang. */
const HANG_MS = 15_000;

interface Answer {
  status: number | 'hang' | 'network';
  retryAfter?: string | null;
  body?: { code?: string; message?: string };
  /** When it was sent (ms since the epoch) and how long it took. */
  at: number;
  ms: number;
}

describe.skipIf(!process.env.DATABASE_URL)('database faults (PostgreSQL)', () => {
  let t: TestApp;
  let base: string;
  let dbName: string;
  /** A connection of our own to the server (its own database), as an administrator would use. */
  let dba: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
    dba = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await dba.connect();
  });

  afterAll(async () => {
    await dba?.end();
    await t?.close();
  });

  /** Ends every connection to the app's database except ours; returns how many. */
  async function terminateAll(except: number[] = []): Promise<number> {
    const { rows } = await dba.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND NOT (pid = ANY($2::int[]))) x`,
      [dbName, except],
    );
    return rows[0].n;
  }

  async function call(
    method: string,
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const started = Date.now();
    try {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...t.auth(t.admin.token),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await res.text();
      let body: Answer['body'];
      try {
        body = JSON.parse(text) as Answer['body'];
      } catch {
        body = undefined;
      }
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body,
        at: started,
        ms: Date.now() - started,
      };
    } catch (err) {
      const name = (err as Error).name;
      return { status: name === 'TimeoutError' ? 'hang' : 'network', at: started, ms: Date.now() - started };
    }
  }

  let serial = 0;
  const newPt = () => {
    const n = ++serial;
    return { kode_pt: String(8_000_000 + n), nama: `Universitas Gangguan ${n}` };
  };

  /** Repeats `probe` until it is true; the milliseconds it took, or undefined after `timeoutMs`. */
  async function within(timeoutMs: number, probe: () => Promise<boolean>): Promise<number | undefined> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (await probe()) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
    return undefined;
  }

  it('requests blocked in the database when their connection is terminated get 503, translated, with Retry-After', async () => {
    // A lock holds the requests inside the database, so they are surely in flight when it strikes.
    const locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await locker.connect();
    const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE perguruan_tinggi IN ACCESS EXCLUSIVE MODE');
    try {
      const pending = [
        call('POST', PT, newPt()),
        call('POST', PT, newPt(), { 'accept-language': 'id' }),
        call('GET', `${PT}?range=[0,9]`, undefined, { 'accept-language': 'de' }),
      ];
      const waiting = await within(5000, async () => {
        const { rows } = await dba.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
          [dbName],
        );
        return rows[0].n >= 3;
      });
      expect(waiting, 'the three requests wait for the lock').toBeDefined();
      expect(await terminateAll([lockerPid])).toBeGreaterThanOrEqual(3);
      const [en, id, de] = await Promise.all(pending);
      for (const answer of [en, id, de]) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe('5');
        expect(answer.body?.code).toBe('http.unavailable');
      }
      expect(en.body?.message).toBe(
        'The service is temporarily unavailable: the database cannot be reached. Please try again in a few seconds.',
      );
      expect(id.body?.message).toBe(
        'Layanan sedang tidak tersedia: basis data tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.',
      );
      expect(de.body?.message).toMatch(/^Der Dienst ist vorübergehend nicht verfügbar/);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end().catch(() => undefined);
    }
    // The very next requests are served again (the pool opens new connections).
    expect((await call('POST', PT, newPt())).status).toBe(200);
    expect((await call('GET', '/api/health/ready')).status).toBe(200);
  });

  it('concurrent writes and reads through repeated terminations: all answered 200 or 503, then service resumes', async () => {
    const answers: Answer[] = [];
    let stop = false;
    const worker = async (i: number) => {
      while (!stop) {
        const kind = i % 4;
        const answer =
          kind === 0 || kind === 1
            ? await call('POST', PT, newPt())
            : kind === 2
              ? await call('GET', `${PT}?range=[0,24]&sort=["id","DESC"]`)
              : await call('GET', '/api/health/ready');
        answers.push(answer);
      }
    };
    const workers = Array.from({ length: 16 }, (_, i) => worker(i));
    let terminated = 0;
    let lastKill = 0;
    for (const delay of [400, 700, 700]) {
      await new Promise((r) => setTimeout(r, delay));
      terminated += await terminateAll();
      lastKill = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(workers);

    const byStatus = new Map<Answer['status'], number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const summary = Object.fromEntries(byStatus);
    console.info(`db-faults: ${answers.length} requests, ${terminated} connections terminated:`, summary);
    expect(terminated).toBeGreaterThan(3);
    expect(
      [...byStatus.keys()].filter((s) => s !== 200 && s !== 503),
      JSON.stringify(summary),
    ).toEqual([]);
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.retryAfter).toBe('5');
      expect(['http.unavailable']).toContain(a.body?.code);
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(HANG_MS);

    // Service resumes by itself, within a few seconds of the last termination: the workload's own
    // first successful write after it, then probes of a write, readiness and the change feed.
    const firstWrite = answers
      .filter((a) => a.at >= lastKill && a.status === 200)
      .map((a) => a.at + a.ms - lastKill)
      .sort((a, b) => a - b)[0];
    console.info(`db-faults: first request answered 200 ${firstWrite} ms after the last termination`);
    expect(firstWrite).toBeLessThan(5000);
    const resumed = await within(5000, async () => (await call('POST', PT, newPt())).status === 200);
    expect(resumed, 'a write succeeds again').toBeDefined();
    const ready = await within(5000, async () => (await call('GET', '/api/health/ready')).status === 200);
    expect(ready, '/api/health/ready is 200 again').toBeDefined();
    const live = await within(10_000, async () => t.app.changes.live);
    expect(live, 'change notifications are live again').toBeDefined();
    console.info(`db-faults: change notifications live again (probed ${live} ms after the write)`);
  });

  it('one terminated idle pool: the process keeps serving', async () => {
    // Idle connections only (nothing in flight): pg-pool's own idle handling plus ours.
    await call('GET', '/api/health');
    await terminateAll();
    await new Promise((r) => setTimeout(r, 200));
    const recovery = await within(5000, async () => (await call('GET', `${PT}?range=[0,0]`)).status === 200);
    expect(recovery).toBeDefined();
    console.info(`db-faults: idle pool terminated, first 200 after ${recovery} ms`);
  });
});
