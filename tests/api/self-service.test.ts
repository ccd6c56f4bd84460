/**
 * Self-service of every signed-in user (issue 12 point 6): sessions (list, sign out one, sign out
 * everywhere else), change of e-mail address confirmed through the new address, change of password,
 * and the audit rows they leave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, TEST_PASSWORD, type TestApp } from './helpers';
import type { SessionRow } from '../../src/pages/profile/selfServiceApi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000 } } });
});
afterAll(async () => {
  await t?.close();
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? t.auth(token) : {} });
const me = (token: string) => req('GET', '/api/auth/me', token);

/** The audit actions of a user matching `like`, oldest first. */
async function auditOf(userId: number, like: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('action')
    .where('user_id', '=', userId)
    .where('action', 'like', like)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

async function signIn(email: string, password: string, agent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, password },
    headers: { 'user-agent': agent },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
}

describe('sessions', () => {
  it('lists the live sessions of the caller only, with device, address and "this device"', async () => {
    const u = await t.createUser({ role: 'Administrator' });
    const phone = await signIn(u.email, u.password, 'Phone Browser/1.0');
    const laptop = await signIn(u.email, u.password, 'Laptop Browser/2.0');
    const other = await t.createUser();
    await signIn(other.email, other.password, 'Someone Else/1.0');

    const res = await req('GET', '/api/auth/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { data: SessionRow[] }).data;
    const agents = rows.map((r) => r.user_agent);
    expect(agents).toContain('Phone Browser/1.0');
    expect(agents).toContain('Laptop Browser/2.0');
    expect(agents).not.toContain('Someone Else/1.0');
    const current = rows.filter((r) => r.current);
    expect(current).toHaveLength(1);
    expect(current[0].user_agent).toBe('Laptop Browser/2.0');
    expect(current[0].ip).toBeTruthy();
    expect(Date.parse(current[0].created_at)).not.toBeNaN();
    expect(Date.parse(current[0].last_used_at)).not.toBeNaN();
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('signs out one session: its token stops working, others stay', async () => {
    const u = await t.createUser();
    const a = await signIn(u.email, u.password, 'A');
    const b = await signIn(u.email, u.password, 'B');
    const rows = (await req('GET', '/api/auth/sessions', a)).json() as { data: SessionRow[] };
    const target = rows.data.find((r) => r.user_agent === 'B')!;
    expect((await req('DELETE', `/api/auth/sessions/${target.id}`, a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    // Gone from the list; a second sign-out of it is a 404.
    const after = (await req('GET', '/api/auth/sessions', a)).json() as { data: SessionRow[] };
    expect(after.data.map((r) => r.id)).not.toContain(target.id);
    expect((await req('DELETE', `/api/auth/sessions/${target.id}`, a)).statusCode).toBe(404);
  });

  it("refuses another user's session (404) and a malformed id (400); needs sign-in (401)", async () => {
    const u = await t.createUser();
    const v = await t.createUser();
    const mine = await signIn(u.email, u.password, 'Mine');
    const theirs = await signIn(v.email, v.password, 'Theirs');
    const list = (await req('GET', '/api/auth/sessions', theirs)).json() as { data: SessionRow[] };
    const id = list.data.find((r) => r.current)!.id;
    expect((await req('DELETE', `/api/auth/sessions/${id}`, mine)).statusCode).toBe(404);
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await req('DELETE', '/api/auth/sessions/0x10', mine)).statusCode).toBe(400);
    expect((await req('GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await req('POST', '/api/auth/sessions/revoke-others')).statusCode).toBe(401);
  });

  it('signs out everywhere else: every other token stops working, this one stays; audited', async () => {
    const u = await t.createUser({ role: 'Administrator' });
    const here = await signIn(u.email, u.password, 'Here');
    const there = await signIn(u.email, u.password, 'There');
    const elsewhere = await signIn(u.email, u.password, 'Elsewhere');
    const res = await req('POST', '/api/auth/sessions/revoke-others', here, {});
    expect(res.json()).toEqual({ data: true });
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    const rows = (await req('GET', '/api/auth/sessions', here)).json() as { data: SessionRow[] };
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0].current).toBe(true);
    expect(await auditOf(u.id, 'sign-out-others')).toEqual(['sign-out-others']);
  });
});

describe('e-mail change', () => {
  async function ask(token: string, payload: object) {
    return req('POST', '/api/auth/email-change', token, payload);
  }

  it('mails a link to the NEW address; the old one signs in until it is opened; then it switches', async () => {
    const u = await t.createUser({ role: 'Administrator' });
    const token = await signIn(u.email, u.password, 'Self');
    const newEmail = `new.${u.id}@test.local`;
    const res = await ask(token, { current_password: u.password, email: newEmail.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { message: string } }).data.message).toContain(newEmail);
    const mails = await t.outbox(newEmail);
    expect(mails).toHaveLength(1);
    // The old address is told at once, with a link that cancels the change.
    const told = await t.outbox(u.email);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(newEmail);
    expect(linkIn(told[0].text, `${t.config.publicUrl}/auth/cancel-email/`)).toBeTruthy();
    const link = linkIn(mails[0].text, `${t.config.publicUrl}/auth/confirm-email/`);
    const mailed = link.split('/').at(-1)!;

    // Not switched yet: the old address still signs in.
    expect((await me(token)).json().data.user.email).toBe(u.email);
    const stillOld = await signIn(u.email, u.password, 'Still old');

    // Confirmed from a signed-in browser of the owner: that session stays, every other one ends.
    const confirm = await req('POST', '/api/auth/email-change/confirm', token, { token: mailed });
    expect(confirm.statusCode).toBe(200);
    expect((await me(token)).json().data.user.email).toBe(newEmail);
    expect((await me(stillOld)).statusCode).toBe(401);
    await signIn(newEmail, u.password, 'New address');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: u.email, password: u.password },
    });
    expect(old.statusCode).toBe(401);
    // The old address is told again, once switched.
    const notice = await t.outbox(u.email);
    expect(notice).toHaveLength(2);
    expect(notice[1].text).toContain(newEmail);
    // Single use.
    const again = await req('POST', '/api/auth/email-change/confirm', undefined, { token: mailed });
    expect(again.statusCode).toBe(410);
    expect(await auditOf(u.id, 'email.%')).toEqual(['email.change-request', 'email.change']);
  });

  it("the student record's e-mail follows the account's", async () => {
    const s = await t.createMahasiswaUser();
    const token = s.token!;
    const newEmail = `mhs.${s.id}@test.local`;
    expect((await ask(token, { current_password: s.password, email: newEmail })).statusCode).toBe(200);
    const mailed = linkIn((await t.outbox(newEmail))[0].text, `${t.config.publicUrl}/auth/confirm-email/`)
      .split('/')
      .at(-1)!;
    expect(
      (await req('POST', '/api/auth/email-change/confirm', undefined, { token: mailed })).statusCode,
    ).toBe(200);
    const row = await t.db
      .selectFrom('mahasiswa')
      .select('email')
      .where('id', '=', s.mahasiswaId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(newEmail);
  });

  it('refuses a wrong current password, an invalid or the same address (422 beside the field)', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    const token = u.token!;
    const wrong = await ask(token, { current_password: 'not-my-password-at-all', email: 'x@test.local' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('current_password');
    const invalid = await ask(token, { current_password: u.password, email: 'not-an-address' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('email');
    const same = await ask(token, { current_password: u.password, email: u.email });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toHaveProperty('email');
    expect(other.email).not.toBe(u.email);
    expect((await ask('', { current_password: u.password, email: 'y@test.local' })).statusCode).toBe(401);
  });

  it('only the newest link works; an unknown token is a 400', async () => {
    const u = await t.createUser();
    const first = `first.${u.id}@test.local`;
    const second = `second.${u.id}@test.local`;
    await ask(u.token!, { current_password: u.password, email: first });
    await ask(u.token!, { current_password: u.password, email: second });
    const tokenOf = async (to: string) =>
      linkIn((await t.outbox(to))[0].text, `${t.config.publicUrl}/auth/confirm-email/`)
        .split('/')
        .at(-1)!;
    const stale = await req('POST', '/api/auth/email-change/confirm', undefined, {
      token: await tokenOf(first),
    });
    expect(stale.statusCode).toBe(410);
    const unknown = await req('POST', '/api/auth/email-change/confirm', undefined, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    const ok = await req('POST', '/api/auth/email-change/confirm', undefined, {
      token: await tokenOf(second),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('checks the current password and the policy, signs out the other sessions, audited', async () => {
    const u = await t.createUser({ password: TEST_PASSWORD });
    const here = await signIn(u.email, u.password, 'Here');
    const there = await signIn(u.email, u.password, 'There');
    const change = (current: string, password: string) =>
      req('POST', '/api/auth/change-password', here, {
        current_password: current,
        password,
        password_confirmation: password,
      });
    const wrong = await change('wrong-password-here', 'Lulus-Cumlaude-2026');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('current_password');
    const weak = await change(u.password, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toHaveProperty('password');
    const ok = await change(u.password, 'Lulus-Cumlaude-2026');
    expect(ok.statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    await signIn(u.email, 'Lulus-Cumlaude-2026', 'New password');
    expect(await auditOf(u.id, 'password.change')).toEqual(['password.change']);
  });
});

describe('throttling', () => {
  it('the self-service requests of one user (sessions, profile changes) are counted (429 over the limit)', async () => {
    const limited = await createTestApp({ config: { authLimits: { selfServicePerUser: 3 } } });
    try {
      const u = await limited.createUser();
      const get = () =>
        limited.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: limited.auth(u.token!) });
      const rename = (name: string) =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/profile',
          payload: { name },
          headers: limited.auth(u.token!),
        });
      for (let i = 0; i < 2; i++) expect((await get()).statusCode).toBe(200);
      expect((await rename('Nama Baru')).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(429);
      // the public confirmation is counted per client address
      const confirm = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/email-change/confirm',
          payload: { token: 'x'.repeat(43) },
        });
      let last = 0;
      for (let i = 0; i < 40 && last !== 429; i++) last = (await confirm()).statusCode;
      expect(last).toBe(429);
      expect((await rename('Nama Lain')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('profile for every user', () => {
  it('the administrator changes their name; a short or empty name is refused beside the field', async () => {
    const u = await t.createUser({ role: 'Administrator', name: 'Old Name' });
    const put = (payload: object) => req('PUT', '/api/profile', u.token, payload);
    const ok = await put({ name: '  Ada Administrator  ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.user.name).toBe('Ada Administrator');
    expect((await me(u.token!)).json().data.user.name).toBe('Ada Administrator');
    for (const name of ['', 'A', 'x'.repeat(151)]) {
      const bad = await put({ name });
      expect(bad.statusCode, name).toBe(422);
      expect(bad.json().errors).toHaveProperty('name');
    }
  });

  it('a role without any permission still has a profile: read, name, sessions; not the student fields', async () => {
    const role = await t.db
      .insertInto('roles')
      .values({ name: 'Tamu Uji', description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const u = await t.createUser({ role: 'Tamu Uji' });
    expect(Number(role.id)).toBeGreaterThan(0);
    expect((await req('GET', '/api/profile', u.token)).statusCode).toBe(200);
    expect((await req('PUT', '/api/profile', u.token, { name: 'Tamu Baru' })).statusCode).toBe(200);
    expect((await req('PUT', '/api/profile', u.token, { no_hp: '+62 812 0000 1111' })).statusCode).toBe(403);
    expect((await req('GET', '/api/auth/sessions', u.token)).statusCode).toBe(200);
  });
});
