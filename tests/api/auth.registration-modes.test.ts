/**
 * Registration an institution controls (app settings `registrasi`): open, with an administrator's
 * approval (a queue on the Users list, a mail on the decision) or closed; and the answer tells nobody
 * whether a NIM or an e-mail already has an account (same status, body and time; the mail tells).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestApp, linkIn, type TestApp } from './helpers';

// The default floor: the slowest path (an account created, on a busy machine) stays below it.
const MIN_MS = 400;
let t: TestApp;
let ptId: number;
let n = 0;
const api = adminApi(() => t);

beforeAll(async () => {
  t = await createTestApp({
    config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000, registerMinMs: MIN_MS } },
  });
  const pt = await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '009001', nama: 'Universitas Persetujuan', is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ptId = Number(pt.id);
});
afterAll(async () => t?.close());

const PASSWORD = 'Toga-dan-Ijazah-2026';
const valid = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    name: 'Dewi Lestari',
    email: `dewi${n}@mail.test`,
    nim: String(2020500000 + n),
    pt_id: ptId,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...over,
  };
};
const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: '10.50.0.1' });
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password: PASSWORD } });
const setMode = async (registrasi: string) => {
  const res = await api('PUT', '/setting/apps', { registrasi });
  expect(res.statusCode, res.body).toBe(200);
};
const userOf = (email: string) =>
  t.db
    .selectFrom('users')
    .select(['id', 'is_active', 'persetujuan'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
async function verify(email: string) {
  const link = linkIn((await t.outbox(email))[0].text, `${t.config.publicUrl}/auth/verify-email/`);
  const res = await t.app.inject({
    method: 'GET',
    url: new URL(link).pathname.replace('/auth/', '/api/auth/'),
  });
  expect(res.statusCode).toBe(200);
}
const decide = (ids: unknown, decision: string, headers?: Record<string, string>) =>
  api('POST', '/setting/users/user/approval', { ids, decision }, headers);

describe('the registration setting', () => {
  it('is open by default, refuses an unknown mode, and is public', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/api/setting/apps/public' });
    expect(pub.json().data.registrasi).toBe('open');
    const bad = await api('PUT', '/setting/apps', { registrasi: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('registrasi');
  });

  it('closed: 403 with a clear message, and the options say so', async () => {
    await setMode('closed');
    try {
      const res = await register(valid());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.registrationClosed', message: /closed/i });
      const options = await t.app.inject({ method: 'GET', url: '/api/auth/registration-options' });
      expect(options.json()).toMatchObject({ registration: 'closed', registration_open: false });
    } finally {
      await setMode('open');
    }
  });
});

describe('approval mode', () => {
  beforeAll(() => setMode('approval'));
  afterAll(() => setMode('open'));

  it('keeps the account inactive until approved; sign-in says it awaits approval; approval mails and activates', async () => {
    const body = valid();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toMatch(/administrator then approves/);
    expect(await userOf(body.email)).toMatchObject({ is_active: false, persetujuan: 'pending' });
    // The address is verified meanwhile (the link works for an account awaiting approval).
    await verify(body.email);
    const waiting = await login(body.email);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ code: 'auth.awaitingApproval' });
    expect(waiting.headers['x-reason']).toBe('awaiting-approval');

    // The queue: the Users list filtered to accounts awaiting approval.
    const queue = await api(
      'GET',
      `/setting/users/user?filter=${encodeURIComponent('{"persetujuan":"pending"}')}`,
    );
    expect(queue.statusCode).toBe(200);
    const { id } = await userOf(body.email);
    expect((queue.json().data as { id: number }[]).map((u) => u.id)).toContain(Number(id));

    const approved = await decide([id], 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ decision: 'approve', decided: [Number(id)], skipped: [] });
    expect(await userOf(body.email)).toMatchObject({ is_active: true, persetujuan: 'approved' });
    const mails = await t.outbox(body.email);
    expect(mails.at(-1)!.subject).toMatch(/approved/);
    expect((await login(body.email)).statusCode).toBe(200);
    // Deciding again skips it: it no longer awaits approval.
    expect((await decide([id], 'reject')).json().data).toMatchObject({ decided: [], skipped: [Number(id)] });
  });

  it('rejects many at once: they stay inactive, get a mail, and sign-in says the account is disabled', async () => {
    const bodies = [valid(), valid()];
    for (const b of bodies) expect((await register(b)).statusCode).toBe(201);
    const ids = await Promise.all(bodies.map(async (b) => Number((await userOf(b.email)).id)));
    const res = await decide(ids, 'reject');
    expect(res.json().data.decided).toEqual([...ids].sort((a, b) => a - b));
    for (const b of bodies) {
      expect(await userOf(b.email)).toMatchObject({ is_active: false, persetujuan: 'rejected' });
      expect((await t.outbox(b.email)).at(-1)!.subject).toMatch(/declined/);
      await verify(b.email);
      expect((await login(b.email)).json().code).toBe('auth.accountDisabled');
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('resource', '=', 'user')
      .where('action', '=', 'update')
      .execute();
    expect(audit.map((a) => Number(a.record_id))).toEqual(expect.arrayContaining(ids));
  });

  it('needs user.update; bad ids or decision are refused beside the field', async () => {
    const student = await t.createMahasiswaUser();
    expect((await decide([1], 'approve', t.auth(student.token!))).statusCode).toBe(403);
    expect((await decide('x', 'approve')).statusCode).toBe(422);
    const noDecision = await api('POST', '/setting/users/user/approval', { ids: [1] });
    expect(noDecision.statusCode).toBe(422);
    expect(noDecision.json().errors).toHaveProperty('decision');
    expect((await decide([1], 'perhaps')).json().errors).toHaveProperty('decision');
  });
});

describe('no enumeration: the same answer whether or not a NIM or e-mail has an account', () => {
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  async function timed(payload: object) {
    const start = performance.now();
    const res = await register(payload);
    return { res, ms: performance.now() - start };
  }

  it.each(['open', 'approval'])('%s: same status and body; the mail tells the real outcome', async (mode) => {
    await setMode(mode);
    try {
      const first = valid();
      const fresh = await register(first);
      const sameNim = valid({ nim: first.nim });
      const takenNim = await register(sameNim);
      const sameEmail = await register(valid({ email: first.email }));
      for (const other of [takenNim, sameEmail]) {
        expect(other.statusCode).toBe(fresh.statusCode);
        expect(other.body).toBe(fresh.body);
      }
      expect((await t.outbox(sameNim.email))[0].text).toMatch(/already has an account/);
      expect((await t.outbox(first.email)).at(-1)!.subject).toMatch(/registration attempt/i);
    } finally {
      await setMode('open');
    }
  });

  it('answers in about the same time (medians within 1.5×)', async () => {
    const taken = valid();
    await register(taken);
    const fresh: number[] = [];
    const nimTaken: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await timed(valid());
      const b = await timed(valid({ nim: taken.nim }));
      expect(b.res.body).toBe(a.res.body);
      fresh.push(a.ms);
      nimTaken.push(b.ms);
    }
    console.info(
      `register: median new ${median(fresh).toFixed(0)} ms, NIM taken ${median(nimTaken).toFixed(0)} ms`,
    );
    expect(median(nimTaken)).toBeGreaterThanOrEqual(MIN_MS - 5);
    const ratio = median(fresh) / median(nimTaken);
    expect(ratio).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  });
});
