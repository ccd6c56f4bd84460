import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authLimits: { loginPerAccount: 3, loginPerIp: 5, mailPerIp: 3, mailPerEmail: 2 },
    },
  });
  // A second server process on the same database: the counters must be shared.
  other = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, logger: false });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const post = (app: FastifyInstance, url: string, payload: object, ip: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip }, remoteAddress });

function expectThrottled(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { message: string };
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/too many attempts/i);
  const retry = Number(res.headers['retry-after']);
  expect(retry).toBeGreaterThan(0);
  return retry;
}

describe('login throttling', () => {
  it('per account: after the limit of failures even the right password gets 429 with Retry-After, across processes', async () => {
    const u = await t.createUser();
    const apps = [t.app, other, t.app];
    for (const [i, app] of apps.entries()) {
      const res = await post(
        app,
        '/api/auth/login',
        { login: u.email, password: 'wrong-pass-' + i },
        `10.0.1.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      other,
      '/api/auth/login',
      { login: u.email, password: u.password },
      '10.0.1.99',
    );
    const retry = expectThrottled(blocked);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // The window ends: the right password works again, and clears the account's count.
    await sql`UPDATE auth_throttle SET reset_at = now() - interval '1 second' WHERE key LIKE 'login:acct:%'`.execute(
      t.db,
    );
    const ok = await post(t.app, '/api/auth/login', { login: u.email, password: u.password }, '10.0.1.98');
    expect(ok.statusCode).toBe(200);
  });

  it('per client address: many accounts from one address get 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post(
        t.app,
        '/api/auth/login',
        { login: `nobody${i}@x.test`, password: 'whatever-123' },
        '10.0.2.1',
      );
      expect(res.statusCode).toBe(401);
    }
    expectThrottled(
      await post(t.app, '/api/auth/login', { login: t.admin.email, password: t.admin.password }, '10.0.2.1'),
    );
    // Another address is not affected.
    const elsewhere = await post(
      t.app,
      '/api/auth/login',
      { login: t.admin.email, password: t.admin.password },
      '10.0.2.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('X-Forwarded-For from a non-proxy client is ignored (no bypass by spoofing)', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post(
        t.app,
        '/api/auth/login',
        { login: `ghost${i}@x.test`, password: 'whatever-123' },
        `10.9.${i}.1`,
        '203.0.113.7',
      );
      expect(res.statusCode).toBe(401);
    }
    expectThrottled(
      await post(
        t.app,
        '/api/auth/login',
        { login: 'ghost9@x.test', password: 'x-123456' },
        '10.9.9.9',
        '203.0.113.7',
      ),
    );
  });
});

describe('register and forgot-password throttling', () => {
  it('forgot-password: per e-mail and per address', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 2; i++) {
      expect(
        (await post(t.app, '/api/auth/forgot-password', { email: u.email }, `10.0.3.${i}`)).statusCode,
      ).toBe(200);
    }
    expectThrottled(await post(t.app, '/api/auth/forgot-password', { email: u.email }, '10.0.3.9'));
    expect((await t.outbox(u.email)).length).toBe(2);

    for (let i = 0; i < 3; i++) {
      expect(
        (await post(t.app, '/api/auth/forgot-password', { email: `x${i}@y.test` }, '10.0.4.1')).statusCode,
      ).toBe(200);
    }
    expectThrottled(await post(t.app, '/api/auth/forgot-password', { email: 'x9@y.test' }, '10.0.4.1'));
  });

  it('register: per address (even for invalid attempts) and per e-mail', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, '/api/auth/register', {}, '10.0.5.1')).statusCode).toBe(422);
    }
    expectThrottled(await post(t.app, '/api/auth/register', {}, '10.0.5.1'));

    const pt = await t.db
      .insertInto('perguruan_tinggi')
      .values({ kode_pt: '771001', nama: 'Universitas Throttle' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (nim: string) => ({
      name: 'Sari Dewi',
      email: 'sari.throttle@test.local',
      nim,
      pt_id: pt.id,
      password: 'Wisuda-Lulus-2026',
    });
    expect((await post(t.app, '/api/auth/register', body('1000000001'), '10.0.6.1')).statusCode).toBe(201);
    expect((await post(t.app, '/api/auth/register', body('1000000002'), '10.0.6.2')).statusCode).toBe(201);
    expectThrottled(await post(t.app, '/api/auth/register', body('1000000003'), '10.0.6.3'));
  });
});
