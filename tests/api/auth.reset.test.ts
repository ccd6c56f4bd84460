import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, linkIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000 } } });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
const NEW_PASSWORD = 'Lulus-Cumlaude-2026';

async function requestReset(email: string): Promise<string> {
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mail = (await t.outbox(email)).at(-1)!;
  expect(mail.subject).toMatch(/reset/i);
  return linkIn(mail.text, `${t.config.publicUrl}/auth/password-reset/`).split('/').at(-1)!;
}

describe('forgot-password', () => {
  it('answers the same for unknown and known addresses; mails only existing accounts', async () => {
    const u = await t.createUser();
    const known = await post('/api/auth/forgot-password', { email: u.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@nowhere.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.outbox('nobody@nowhere.test')).toHaveLength(0);
    const mails = await t.outbox(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${t.config.publicUrl}/auth/password-reset/`);
    expect(mails[0].html).toContain('/auth/password-reset/');
  });

  it('malformed bodies: 400 / 422, never 500', async () => {
    expect((await post('/api/auth/forgot-password', { email: 42 })).statusCode).toBe(400);
    expect((await post('/api/auth/forgot-password', {})).statusCode).toBe(422);
    expect((await post('/api/auth/forgot-password', { email: 'not an email' })).statusCode).toBe(422);
    expect((await post('/api/auth/password-reset', { token: 5 })).statusCode).toBe(400);
  });
});

describe('password-reset: bad paths', () => {
  it('unknown tokens → 400; expired → 410; reused → 410', async () => {
    const unknown = await post('/api/auth/password-reset', { token: 'B'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect((await post('/api/auth/password-reset', { password: NEW_PASSWORD })).statusCode).toBe(400);

    const u = await t.createUser();
    const token = await requestReset(u.email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', u.id)
      .execute();
    const expired = await post('/api/auth/password-reset', { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/i);
    // The old password still works.
    expect((await post('/api/auth/login', { login: u.email, password: u.password })).statusCode).toBe(200);

    const fresh = await requestReset(u.email);
    expect(
      (await post('/api/auth/password-reset', { token: fresh, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const reused = await post('/api/auth/password-reset', { token: fresh, password: 'Another-Pass-2026' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toMatch(/already used/i);
  });

  it('weak passwords → 422 and the token is not spent', async () => {
    const u = await t.createUser();
    const token = await requestReset(u.email);
    for (const password of ['short1', 'x'.repeat(129), 'qwerty123', 'password1']) {
      const res = await post('/api/auth/password-reset', {
        token,
        password,
        password_confirmation: password,
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password).toHaveLength(1);
    }
    const mismatch = await post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: 'nope-nope-1',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
    expect(
      (
        await post('/api/auth/password-reset', {
          token,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the reset lifetime is 1 hour', async () => {
    const u = await t.createUser();
    await requestReset(u.email);
    const row = await t.db
      .selectFrom('password_resets')
      .select(sql<number>`round(extract(epoch FROM expires_at - created_at) / 60)::int`.as('minutes'))
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.minutes).toBe(60);
  });
});

describe('password-reset: happy path', () => {
  it('sets the password, revokes every session, voids older links, and verifies the address', async () => {
    const u = await t.createUser({ verified: false });
    await t.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', u.id).execute();
    const s1 = await t.loginAs(u.email, u.password);
    const s2 = await t.loginAs(u.email, u.password);
    await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', u.id).execute();
    const older = await requestReset(u.email);
    const token = await requestReset(u.email);
    const res = await post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(s1)).statusCode).toBe(401);
    expect((await me(s2)).statusCode).toBe(401);
    const live = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
    expect(
      (await post('/api/auth/password-reset', { token: older, password: 'Yet-Another-2026' })).statusCode,
    ).toBe(410);
    expect((await post('/api/auth/login', { login: u.email, password: u.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { login: u.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('change-password', () => {
  it('needs a session, the right current password and a good new one; signs out the other sessions only', async () => {
    const u = await t.createUser();
    const other = await t.loginAs(u.email, u.password);
    const url = '/api/auth/change-password';
    expect((await post(url, { current_password: u.password, password: NEW_PASSWORD })).statusCode).toBe(401);
    const wrong = await post(
      url,
      { current_password: 'not-it-123', password: NEW_PASSWORD },
      t.auth(u.token!),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('current_password');
    const weak = await post(url, { current_password: u.password, password: 'abc123' }, t.auth(u.token!));
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toHaveProperty('password');
    expect(
      (await post(url, { current_password: 1, password: NEW_PASSWORD }, t.auth(u.token!))).statusCode,
    ).toBe(400);

    const ok = await post(
      url,
      { current_password: u.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      t.auth(u.token!),
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(u.token!)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { login: u.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('password-reset link check (the reset page asks before showing its form)', () => {
  const check = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/password-reset/${encodeURIComponent(token)}` });

  it('usable → 200 without using it; used → 410; unknown or malformed → 400', async () => {
    const u = await t.createUser();
    const token = await requestReset(u.email);
    expect((await check(token)).json()).toEqual({ data: { valid: true } });
    expect((await check(token)).statusCode).toBe(200); // checking twice does not use it
    const reset = await post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('auth.resetUsed');
    expect((await check('B'.repeat(43))).statusCode).toBe(400);
    expect((await check('x')).statusCode).toBe(400);
  });
});
