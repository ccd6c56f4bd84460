/**
 * Throttling under concurrency: 300 parallel guesses over real HTTP (the app listens on a port, so
 * every request runs its own handler at the same time; on PostgreSQL each one has its own connection).
 * A 401 (or a 422 for change-password) is an attempt whose password was verified; a 429 was refused
 * before verifying. The limits must hold for the verified ones, not only for the answers after them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, linkIn, type TestApp } from './helpers';

const LIMITS = {
  loginPerAccount: 8,
  loginPerAccountAddress: 4,
  loginPerIp: 12,
  loginLockSeconds: 60,
  loginLockMaxSeconds: 300,
  mailPerIp: 1000,
  mailPerEmail: 1000,
  forgotMinMs: 0,
  registerMinMs: 0,
};
const PARALLEL = 300;
const NEW_PASSWORD = 'Lulus-Cumlaude-2026';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: LIMITS } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  retryAfter: number;
  body: { message?: string; errors?: Record<string, string[]>; data?: { token?: string } };
}

async function post(
  path: string,
  body: object,
  { ip, token }: { ip?: string; token?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: Number(res.headers.get('retry-after') ?? 0),
    body: (await res.json()) as Answer['body'],
  };
}

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/** Fires `PARALLEL` requests at once; returns the answers and their tally. */
async function burst(one: (i: number) => Promise<Answer>, label: string) {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => one(i)));
  const counts = tally(answers);
  console.info(`${label}: ${JSON.stringify(counts)}`);
  for (const a of answers.filter((x) => x.status === 429)) expect(a.retryAfter).toBeGreaterThan(0);
  return { answers, counts };
}

const login = (user: string, password: string, ip: string) =>
  post('/auth/login', { login: user, password }, { ip });

describe('parallel wrong logins', () => {
  it('one account from one address: at most loginPerAccountAddress passwords are verified', async () => {
    const u = await t.createUser();
    const { counts } = await burst(
      (i) => login(u.email, `wrong-password-${i}`, '10.20.0.1'),
      'account+address',
    );
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LIMITS.loginPerAccountAddress);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
  });

  it('one account from 300 addresses: at most loginPerAccount passwords are verified', async () => {
    const u = await t.createUser();
    const { counts } = await burst(
      (i) => login(u.email, `wrong-password-${i}`, `10.21.${i >> 8}.${i & 255}`),
      'account, many addresses',
    );
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LIMITS.loginPerAccount);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
  });

  it('one address, 300 accounts: at most loginPerIp attempts are evaluated', async () => {
    const { counts } = await burst(
      (i) => login(`race-nobody-${i}@x.test`, `wrong-password-${i}`, '10.22.0.1'),
      'address, many accounts',
    );
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LIMITS.loginPerIp);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
  });
});

describe('parallel wrong current passwords', () => {
  it('change-password: at most loginPerAccountAddress current passwords are verified', async () => {
    const u = await t.createUser();
    const { counts } = await burst(
      (i) =>
        post(
          '/auth/change-password',
          {
            current_password: `wrong-password-${i}`,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
          { token: u.token, ip: '10.23.0.1' },
        ),
      'change-password',
    );
    expect(counts[422] ?? 0).toBeGreaterThan(0);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(LIMITS.loginPerAccountAddress);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
    // The right current password still works once the lock is over.
    await sql`UPDATE auth_throttle SET reset_at = now() - interval '1 second' WHERE key = ${`change:user:${u.id}`}`.execute(
      t.db,
    );
    const ok = await post(
      '/auth/change-password',
      { current_password: u.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token: u.token, ip: '10.23.0.1' },
    );
    expect(ok.status).toBe(200);
  });
});

describe('locks', () => {
  /** Ends every running lock and window of the account's keys and the addresses', as if their time had passed. */
  const expire = (email: string) =>
    sql`UPDATE auth_throttle SET reset_at = now() - interval '1 second'
      WHERE key LIKE ${`login:%${email}%`} OR key LIKE 'login:ip:10.30.%'`.execute(t.db);

  async function failUntilLocked(email: string, ip: string): Promise<number> {
    for (let i = 0; i < LIMITS.loginPerAccountAddress; i++)
      expect((await login(email, `wrong-password-${i}`, ip)).status).toBe(401);
    const locked = await login(email, 'wrong-password-x', ip);
    expect(locked.status).toBe(429);
    return locked.retryAfter;
  }

  it('back-off: the lock of an account at one address doubles at each repeat, up to the cap; other addresses are throttled separately', async () => {
    const u = await t.createUser();
    const first = await failUntilLocked(u.email, '10.30.0.1');
    expect(first).toBeGreaterThan(LIMITS.loginLockSeconds - 10);
    expect(first).toBeLessThanOrEqual(LIMITS.loginLockSeconds);
    // The owner, elsewhere, is not locked out by the guesses from 10.30.0.1.
    expect((await login(u.email, u.password, '10.30.0.2')).status).toBe(200);
    // Even the right password waits at the locked address.
    expect((await login(u.email, u.password, '10.30.0.1')).status).toBe(429);

    await expire(u.email);
    const second = await failUntilLocked(u.email, '10.30.0.1');
    expect(second).toBeGreaterThan(2 * LIMITS.loginLockSeconds - 10);
    expect(second).toBeLessThanOrEqual(2 * LIMITS.loginLockSeconds);

    await expire(u.email);
    const third = await failUntilLocked(u.email, '10.30.0.1');
    expect(third).toBeGreaterThan(4 * LIMITS.loginLockSeconds - 10);
    expect(third).toBeLessThanOrEqual(4 * LIMITS.loginLockSeconds);

    await expire(u.email);
    const fourth = await failUntilLocked(u.email, '10.30.0.1');
    expect(fourth).toBeGreaterThan(LIMITS.loginLockMaxSeconds - 10);
    expect(fourth).toBeLessThanOrEqual(LIMITS.loginLockMaxSeconds);

    // Not forever: once the lock is over, the right password works at that address too.
    await expire(u.email);
    expect((await login(u.email, u.password, '10.30.0.1')).status).toBe(200);
  });

  it('an account locked everywhere is unlocked by a password reset', async () => {
    const u = await t.createUser();
    for (let i = 0; i < LIMITS.loginPerAccount; i++)
      expect((await login(u.email, `wrong-password-${i}`, `10.31.0.${i}`)).status).toBe(401);
    expect((await login(u.email, u.password, '10.31.1.1')).status).toBe(429);

    expect((await post('/auth/forgot-password', { email: u.email }, { ip: '10.31.1.1' })).status).toBe(200);
    let mail: { text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await t.outbox(u.email)).at(-1);
      if (!mail) await new Promise((r) => setTimeout(r, 20));
    }
    const token = linkIn(mail!.text, `${t.config.publicUrl}/auth/password-reset/`).split('/').at(-1)!;
    const reset = await post(
      '/auth/password-reset',
      { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { ip: '10.31.1.1' },
    );
    expect(reset.status).toBe(200);
    expect((await login(u.email, NEW_PASSWORD, '10.31.1.1')).status).toBe(200);
  });
});
