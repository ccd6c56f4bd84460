/**
 * What operators' tooling talks to (docs/operations.md): request ids, /api/health/live and /ready,
 * Prometheus metrics at /api/metrics behind METRICS_ALLOW / METRICS_TOKEN.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('every answer carries a new UUID in X-Request-Id, errors too', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.statusCode).toBe(404);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it("keeps the caller's or proxy's X-Request-Id, replaces one that is no id", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-4f2a.9' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-4f2a.9');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'two words\u0007' + 'x'.repeat(200) },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });
});

describe('health', () => {
  it('live: the process answers, nothing else is asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok', changeFeed: 'live' });
    expect(res.json().data.migrations).toBeGreaterThan(5);
  });

  it('ready: 503 with Retry-After while a migration of the folder is not applied, in the caller language', async () => {
    const last = await sql<{ name: string; timestamp: string }>`
      SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.db);
    const { name, timestamp } = last.rows[0];
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'The database is not up to date: 1 migration has not been applied yet.',
        code: 'http.migrationsPending',
      });
      const id = await t.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'id' },
      });
      expect(id.json().message).toBe('Basis data belum mutakhir: 1 migrasi belum dijalankan.');
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${timestamp})`.execute(t.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('the old /api/health still answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });
});

describe('metrics', () => {
  const PT = '/api/data-induk/pt/pt';

  it('loopback reads Prometheus text: requests by route pattern and status, process metrics', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: PT,
      payload: { kode_pt: '770011', nama: 'Universitas Metrik' },
      headers: t.auth(t.admin.token),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: `${PT}/${id}`, headers: t.auth(t.admin.token) });
    await t.app.inject({ method: 'GET', url: `${PT}/999999`, headers: t.auth(t.admin.token) });

    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE wisuda_http_request_duration_seconds histogram');
    expect(text).toContain(
      `wisuda_http_request_duration_seconds_count{method="GET",route="${PT}/:id",status="200"} 3`,
    );
    expect(text).toContain(
      `wisuda_http_request_duration_seconds_count{method="GET",route="${PT}/:id",status="404"} 1`,
    );
    expect(text).toContain(
      `wisuda_http_request_duration_seconds_count{method="POST",route="${PT}",status="200"} 1`,
    );
    // the route pattern, never the raw URL
    expect(text).not.toContain(`${PT}/${id}"`);
    expect(text).toContain('wisuda_change_feed_live 1');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (t.config.databaseUrl) {
      expect(text).toMatch(/^wisuda_db_pool_size \d+$/m);
      expect(text).toMatch(/^wisuda_db_pool_idle \d+$/m);
      expect(text).toMatch(/^wisuda_db_pool_waiting 0$/m);
      expect(text).toMatch(/^wisuda_db_pool_max 20$/m);
    }
  });

  it('another address gets a 404, as for a route that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('http.noRoute');
    expect(res.body).not.toContain('wisuda_');
  });

  it('a gauge registered by another module is read at scrape time; one that fails leaves the scrape whole', async () => {
    let depth = 4;
    t.app.metrics.gauge({
      name: 'wisuda_test_queue_depth',
      help: 'Jobs waiting (test)',
      labelNames: ['queue'],
      collect: () => [{ labels: { queue: 'mail' }, value: depth }],
    });
    t.app.metrics.gauge({
      name: 'wisuda_test_broken',
      help: 'Always fails (test)',
      collect: () => {
        throw new Error('down');
      },
    });
    depth = 7;
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('wisuda_test_queue_depth{queue="mail"} 7');
    expect(res.body).toContain('# TYPE wisuda_test_broken gauge');
  });
});

describe('metrics with METRICS_TOKEN and METRICS_ALLOW=none', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ config: { metricsToken: 'scrape-me-4711', metricsAllow: 'none' } });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  const get = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    guarded.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

  it('401 without the token or with another, even from loopback', async () => {
    const none = await get();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
    // a user's session token is no metrics token
    expect((await get(guarded.auth(guarded.admin.token))).statusCode).toBe(401);
  });

  it('200 with the token from any address', async () => {
    const res = await get({ authorization: 'Bearer scrape-me-4711' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('wisuda_http_request_duration_seconds');
  });
});
