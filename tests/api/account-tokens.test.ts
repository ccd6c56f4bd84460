/**
 * The lifecycle of an account's mailed links: every security event (password change, password reset,
 * e-mail change confirmed or cancelled, "sign out other sessions", deactivation) voids every
 * outstanding link of the account, so a pending e-mail change asked for by someone who once knew the
 * password dies with the owner's recovery; the old address is told at request time and can cancel;
 * a change to an address of another account answers like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestApp, linkIn, type TestApp, type TestUser } from './helpers';

const NEW_PASSWORD = 'Pemilik-Asli-Kembali-2026';
let t: TestApp;
const api = adminApi(() => t);

beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000 } } });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? t.auth(token) : {} });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
const tokenIn = async (to: string, path: string) =>
  linkIn((await t.outbox(to)).at(-1)!.text, `${t.config.publicUrl}/auth/${path}/`)
    .split('/')
    .at(-1)!;

/** The attacker, signed in with the password they learnt, asks to move the account to their address. */
async function attackerAsksChange(owner: TestUser, to: string): Promise<string> {
  const session = await t.loginAs(owner.email, owner.password);
  const res = await post('/api/auth/email-change', { current_password: owner.password, email: to }, session);
  expect(res.statusCode).toBe(200);
  return tokenIn(to, 'confirm-email');
}
const confirm = (token: string) => post('/api/auth/email-change/confirm', { token });
const emailOf = async (id: number) =>
  (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe("a pending e-mail change does not outlive the owner's recovery", () => {
  it('after a password reset', async () => {
    const owner = await t.createUser();
    const link = await attackerAsksChange(owner, `thief.reset.${owner.id}@evil.test`);
    expect((await post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
    const reset = await tokenIn(owner.email, 'password-reset');
    const done = await post('/api/auth/password-reset', {
      token: reset,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(410);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it('after a password change', async () => {
    const owner = await t.createUser();
    const link = await attackerAsksChange(owner, `thief.change.${owner.id}@evil.test`);
    const changed = await post(
      '/api/auth/change-password',
      { current_password: owner.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      owner.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(410);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it('after "sign out other sessions"', async () => {
    const owner = await t.createUser();
    const link = await attackerAsksChange(owner, `thief.signout.${owner.id}@evil.test`);
    expect((await post('/api/auth/sessions/revoke-others', {}, owner.token)).statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(410);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await me(owner.token!)).statusCode).toBe(200);
  });

  it('after a deactivation by an administrator', async () => {
    const owner = await t.createUser();
    const link = await attackerAsksChange(owner, `thief.off.${owner.id}@evil.test`);
    expect((await api('PUT', `/setting/users/user/${owner.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await api('PUT', `/setting/users/user/${owner.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(410);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });
});

describe('a reset link mailed to the old address', () => {
  it('stops working once the address changed', async () => {
    const owner = await t.createUser();
    expect((await post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
    const oldReset = await tokenIn(owner.email, 'password-reset');
    const newEmail = `moved.${owner.id}@test.local`;
    await post('/api/auth/email-change', { current_password: owner.password, email: newEmail }, owner.token);
    expect((await confirm(await tokenIn(newEmail, 'confirm-email'))).statusCode).toBe(200);
    const used = await post('/api/auth/password-reset', {
      token: oldReset,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/password-reset/${oldReset}` })).statusCode,
    ).toBe(410);
  });
});

describe('the old address is told at request time and can cancel', () => {
  it('the cancel link voids the change, signs out every session and is audited; it works once', async () => {
    const owner = await t.createUser();
    const attacker = await t.loginAs(owner.email, owner.password);
    const thief = `thief.cancel.${owner.id}@evil.test`;
    const link = await attackerAsksChange(owner, thief);
    const notice = (await t.outbox(owner.email)).at(-1)!;
    expect(notice.text).toContain(thief);
    const cancelToken = await tokenIn(owner.email, 'cancel-email');

    const cancelled = await post('/api/auth/email-change/cancel', { token: cancelToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.message).toBeTruthy();
    expect((await confirm(link)).statusCode).toBe(410);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await me(attacker)).statusCode).toBe(401);
    expect((await me(owner.token!)).statusCode).toBe(401);
    expect((await post('/api/auth/email-change/cancel', { token: cancelToken })).statusCode).toBe(410);
    expect((await post('/api/auth/email-change/cancel', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', owner.id)
      .where('action', '=', 'email.change-cancel')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('no longer cancels once the change was confirmed', async () => {
    const owner = await t.createUser();
    const newEmail = `mine.${owner.id}@test.local`;
    await post('/api/auth/email-change', { current_password: owner.password, email: newEmail }, owner.token);
    const cancelToken = await tokenIn(owner.email, 'cancel-email');
    expect((await confirm(await tokenIn(newEmail, 'confirm-email'))).statusCode).toBe(200);
    expect((await post('/api/auth/email-change/cancel', { token: cancelToken })).statusCode).toBe(410);
    expect(await emailOf(owner.id)).toBe(newEmail);
  });
});

describe('an address of another account', () => {
  it('answers the same as a free one; its owner is told by mail; nothing is pending', async () => {
    const asker = await t.createUser();
    const other = await t.createUser();
    const ask = (email: string) =>
      post('/api/auth/email-change', { current_password: asker.password, email }, asker.token);
    const free = await ask(`free.${asker.id}@test.local`);
    const taken = await ask(other.email.toUpperCase());
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().data.message).toBe(
      free.json().data.message.replace(`free.${asker.id}@test.local`, other.email),
    );
    const told = await t.outbox(other.email);
    expect(told).toHaveLength(1);
    expect(told[0].text).not.toMatch(/\/auth\/confirm-email\//);
    const pending = await t.db
      .selectFrom('email_changes')
      .select('new_email')
      .where('user_id', '=', asker.id)
      .where('used_at', 'is', null)
      .execute();
    // Only the free address's request, and it was voided by nothing: the taken one left no row.
    expect(pending.map((p) => p.new_email)).toEqual([`free.${asker.id}@test.local`]);
  });
});
