import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers';
import { sha256Hex } from '../../server/auth/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });

describe('login: bad paths', () => {
  it('wrong password and unknown user get the same 401 message', async () => {
    const wrong = await login({ login: t.admin.email, password: 'not-the-password-1' });
    const unknown = await login({ login: 'nobody@nowhere.test', password: 'not-the-password-1' });
    const unknownNim = await login({ login: '999999999', password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknownNim.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(unknownNim.json().message).toBe(wrong.json().message);
    expect(wrong.json().message).toMatch(/e-mail\/NIM or password/i);
    expect(wrong.json()).not.toHaveProperty('data');
  });

  it('an unverified account is refused with 403 and a clear message, only after the right password', async () => {
    const u = await t.createUser({ verified: false });
    const bad = await login({ login: u.email, password: 'wrong-password-99' });
    expect(bad.statusCode).toBe(401);
    const res = await login({ login: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify your e-mail/i);
  });

  it('a disabled account is refused with 403', async () => {
    const u = await t.createUser();
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', u.id).execute();
    const res = await login({ login: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/disabled/i);
    // Its existing session stops working as well.
    expect((await me(u.token!)).statusCode).toBe(401);
  });

  it('malformed bodies answer 400 or 422, never 500', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "a@b.c", "password": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBeTruthy();
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(400);
    const array = await login([1, 2, 3]);
    expect(array.statusCode).toBe(400);
    const wrongTypes = await login({ login: 12345, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    const nullPassword = await login({ login: 'a@b.c', password: null });
    expect(nullPassword.statusCode).toBe(400);
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'login=a&password=b',
    });
    expect([400, 415]).toContain(textPlain.statusCode);
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ login: [expect.any(String)], password: [expect.any(String)] });
    const blank = await login({ login: '   ', password: '' });
    expect(blank.statusCode).toBe(422);
    const huge = await login({ login: 'x'.repeat(5000) + '@a.b', password: 'y'.repeat(100_000) });
    expect(huge.statusCode).toBe(401);
  });

  it('a missing, malformed or unknown bearer token is 401 on /me', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('not-a-token')).statusCode).toBe(401);
    expect((await me('A'.repeat(43))).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('logout revokes the token in the database: the next call is 401', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email, u.password);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: true });
    const row = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBeTruthy();
    // The other session of the same user still works.
    expect((await me(u.token!)).statusCode).toBe(200);
  });

  it('the token is stored only as its sha256', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email, u.password);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', u.id).execute();
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('an idle session expires; use within the idle window slides it', async () => {
    const u = await t.createUser();
    const idle = t.config.sessionIdleMinutes;
    const hash = sha256Hex(u.token!);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now() - make_interval(mins => ${idle - 5})` })
      .where('token_hash', '=', hash)
      .execute();
    expect((await me(u.token!)).statusCode).toBe(200);
    const slid = await t.db
      .selectFrom('sessions')
      .select(sql<boolean>`last_used_at > now() - interval '1 minute'`.as('fresh'))
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(slid.fresh).toBe(true);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now() - make_interval(mins => ${idle + 1})` })
      .where('token_hash', '=', hash)
      .execute();
    // Moving last_used_at back stands for time passing; the in-memory caller (kept 30 s) would be long gone.
    t.app.callerCache.clear();
    expect((await me(u.token!)).statusCode).toBe(401);
  });

  it('a session ends at its absolute expiry even when used constantly', async () => {
    const u = await t.createUser();
    const token = await t.loginAs(u.email, u.password);
    const row = await t.db
      .selectFrom('sessions')
      .select(sql<number>`extract(epoch FROM expires_at - created_at)::int`.as('seconds'))
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(Math.round(row.seconds / 3600)).toBe(t.config.sessionAbsoluteHours);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'`, last_used_at: sql`now()` })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('login: happy paths', () => {
  it('signs in with e-mail (any case) and returns token, user, roles and permissions', async () => {
    const res = await login({ login: t.admin.email.toUpperCase(), password: t.admin.password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ email: t.admin.email, name: 'Administrator' });
    expect(data.user.roles[0]).toMatchObject({ name: 'Administrator' });
    expect(data.roles[0].name).toBe('Administrator');
    expect(data.permissions).toEqual(
      expect.arrayContaining(['mahasiswa.view', 'dashboard.view', 'user.delete']),
    );
    expect(data.user).not.toHaveProperty('password_hash');
  });

  it('accepts {email, password} as well', async () => {
    const res = await login({ email: t.admin.email, password: t.admin.password });
    expect(res.statusCode).toBe(200);
  });

  it('signs in with the NIM of a student; students hold only self-service permissions', async () => {
    const s = await t.createMahasiswaUser({ nim: '2021100123' });
    const res = await login({ login: '2021100123', password: s.password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.roles.map((r: { name: string }) => r.name)).toEqual(['Mahasiswa']);
    expect([...data.permissions].sort()).toEqual([
      'dashboard.view',
      'galeri.self',
      'profile.update',
      'profile.view',
    ]);
    const m = await me(data.token);
    expect(m.json().data.user).toMatchObject({ id: s.id, email: s.email, mahasiswa_id: s.mahasiswaId });
  });

  it('roles come in role_user.position order', async () => {
    const u = await t.createUser({ role: 'Mahasiswa' });
    const admin = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Administrator')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('role_user').set({ position: 1 }).where('user_id', '=', u.id).execute();
    await t.db.insertInto('role_user').values({ user_id: u.id, role_id: admin.id, position: 0 }).execute();
    const res = await me(u.token!);
    expect(res.json().data.roles.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Mahasiswa',
    ]);
  });
});
