import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, linkIn, type TestApp } from './helpers';

let t: TestApp;
let ptId: number;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000 } } });
  const pt = await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '001002', nama: 'Universitas Gadjah Mada', is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ptId = pt.id;
  await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '001003', nama: 'Kampus Tutup', is_active: false })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const valid = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    name: 'Budi Santoso',
    email: `budi${n}@mail.test`,
    nim: String(2019000000 + n),
    pt_id: ptId,
    password: 'Toga-dan-Ijazah-2026',
    password_confirmation: 'Toga-dan-Ijazah-2026',
    ...over,
  };
};
const verifyPath = (link: string) => new URL(link).pathname.replace('/auth/', '/api/auth/');

async function registerAndGetLink(body = valid()) {
  const res = await register(body);
  expect(res.statusCode).toBe(201);
  const mails = await t.outbox(body.email);
  return { body, link: linkIn(mails.at(-1)!.text, `${t.config.publicUrl}/auth/verify-email/`) };
}

describe('register: bad paths', () => {
  it('malformed bodies: 400 for wrong types, 422 with field errors for missing or invalid fields', async () => {
    expect((await register({ ...valid(), pt_id: 'satu' })).statusCode).toBe(400);
    expect((await register({ ...valid(), name: ['x'] })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': 'application/json' },
          payload: '{not json',
        })
      ).statusCode,
    ).toBe(400);
    const missing = await register({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'name', 'nim', 'password', 'pt_id']);
    const invalid = await register(valid({ email: 'not-an-email', nim: '12ab', pt_id: 999999 }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      email: [expect.any(String)],
      nim: [expect.any(String)],
      pt_id: [expect.any(String)],
    });
    const inactive = await t.db
      .selectFrom('perguruan_tinggi')
      .select('id')
      .where('kode_pt', '=', '001003')
      .executeTakeFirstOrThrow();
    expect((await register(valid({ pt_id: inactive.id }))).json().errors).toHaveProperty('pt_id');
  });

  it('weak passwords: too short, too long, blank, one character, common or breached, confirmation mismatch → 422', async () => {
    const cases: [string, RegExp][] = [
      ['Ab1!xyz-abc', /at least 12/],
      // Characters are code points: 11 emoji are 22 UTF-16 units, still too short.
      ['😀'.repeat(11), /at least 12/],
      ['password', /at least 12/],
      ['x'.repeat(129), /at most 128/],
      [' '.repeat(12), /only spaces/],
      ['\t \u3000'.repeat(4), /only spaces/],
      ['a'.repeat(12), /one character repeated/],
      // From the common-password list (case-insensitive), decorated with digits and symbols, or repeated.
      ['1qaz2wsx3edc', /too common/],
      ['1QAZ2WSX3EDC', /too common/],
      ['Password2024!', /too common/],
      ['iloveyou12345678', /too common/],
      ['QwertyQwerty', /too common/],
      ['!!Football!!99', /too common/],
    ];
    for (const [password, message] of cases) {
      const res = await register(valid({ password, password_confirmation: password }));
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password[0]).toMatch(message);
    }
    const mismatch = await register(valid({ password_confirmation: 'Something-Else-2026' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
    // 12 characters (code points) is fine, as is 128 (boundaries).
    expect(
      (await register(valid({ password: 'Lulus-😀-2026', password_confirmation: undefined }))).statusCode,
    ).toBe(201);
    expect(
      (await register(valid({ password: 'a1-'.repeat(42) + 'zz', password_confirmation: undefined })))
        .statusCode,
    ).toBe(201);
    expect(await t.db.selectFrom('users').select('id').where('name', '=', 'never').execute()).toEqual([]);
  });

  it('an e-mail that already has an account gets the same answer; its owner gets a notice, no second account', async () => {
    const first = valid();
    const a = await register(first);
    const b = await register(valid({ email: first.email.toUpperCase(), name: 'Penyusup' }));
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', first.email)
      .execute();
    expect(users).toHaveLength(1);
    const mails = await t.outbox(first.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/registration attempt/i);
    expect(mails[1].text).not.toMatch(/verify-email/);
  });

  it('a NIM that already has an account at the university: the same answer, the mail says so, no account', async () => {
    const first = valid();
    const a = await register(first);
    const second = valid({ nim: first.nim });
    const b = await register(second);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await t.db.selectFrom('users').select('id').where('email', '=', second.email).execute()).toEqual(
      [],
    );
    const mails = await t.outbox(second.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`NIM ${first.nim}`);
    expect(mails[0].text).toMatch(/already has an account/);
    expect(mails[0].text).not.toMatch(/verify-email/);
  });

  it('closed registration → 403', async () => {
    await t.db.updateTable('app_settings').set({ registrasi: 'closed' }).execute();
    try {
      const res = await register(valid());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/closed/i);
      const options = await t.app.inject({ method: 'GET', url: '/api/auth/registration-options' });
      expect(options.json()).toMatchObject({ registration: 'closed', registration_open: false });
    } finally {
      await t.db.updateTable('app_settings').set({ registrasi: 'open' }).execute();
    }
  });

  it('verification links: unknown, wrong user, expired and reused ones are refused', async () => {
    const { body, link } = await registerAndGetLink();
    const path = verifyPath(link);
    const [, , , , id, token] = path.split('/');
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    expect((await get(`/api/auth/verify-email/${id}/${'A'.repeat(43)}`)).statusCode).toBe(400);
    expect((await get(`/api/auth/verify-email/${id}/short`)).statusCode).toBe(400);
    expect((await get(`/api/auth/verify-email/${Number(id) + 1}/${token}`)).statusCode).toBe(400);
    expect((await get(`/api/auth/verify-email/abc/${token}`)).statusCode).toBe(400);

    // Expired (24 h): 410, and the account stays unverified.
    await t.db
      .updateTable('email_verifications')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', Number(id))
      .execute();
    const expired = await get(path);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/i);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: body.email, password: body.password },
        })
      ).statusCode,
    ).toBe(403);

    // A new link (resend) works once; the second use is 410.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: body.email },
    });
    expect(resend.statusCode).toBe(200);
    const fresh = verifyPath(
      linkIn((await t.outbox(body.email)).at(-1)!.text, `${t.config.publicUrl}/auth/verify-email/`),
    );
    expect(fresh).not.toBe(path);
    expect((await get(fresh)).statusCode).toBe(200);
    const reused = await get(fresh);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toMatch(/already used/i);
  });

  it('the verification lifetime is 24 hours and only the hash is stored', async () => {
    const { link } = await registerAndGetLink();
    const token = link.split('/').at(-1)!;
    const rows = await t.db
      .selectFrom('email_verifications')
      .select([
        'token_hash',
        sql<number>`round(extract(epoch FROM expires_at - created_at) / 3600)::int`.as('hours'),
      ])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(rows[0].hours).toBe(24);
    expect(rows[0].token_hash).not.toContain(token);
  });
});

describe('register: happy path', () => {
  it('lists active universities publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/registration-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: ptId, name: 'Universitas Gadjah Mada' }]);
  });

  it('register → user (Mahasiswa) + mahasiswa row → mail → verify → login with e-mail and NIM', async () => {
    const { body, link } = await registerAndGetLink(valid({ name: 'Siti Rahmawati' }));
    expect(link.startsWith(`${t.config.publicUrl}/auth/verify-email/`)).toBe(true);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const m = await t.db
      .selectFrom('mahasiswa')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(m).toMatchObject({ pt_id: ptId, nim: body.nim, nama: 'Siti Rahmawati', email: body.email });

    const verified = await t.app.inject({ method: 'GET', url: verifyPath(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ verified: true, email: body.email });

    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: body.email, password: body.password },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.roles[0].name).toBe('Mahasiswa');
    const byNim = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: body.nim, password: body.password },
    });
    expect(byNim.statusCode).toBe(200);
  });

  it('claims a student the administrator already imported (same university and NIM, no account) through the address on the record', async () => {
    const imported = await t.db
      .insertInto('mahasiswa')
      .values({ pt_id: ptId, nim: '2018999001', nama: 'Agus Pratama', ipk: 3.51, email: 'agus@ugm.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = valid({ nim: '2018999001', name: 'Agus Pratama', email: 'agus@ugm.test' });
    expect((await register(body)).statusCode).toBe(201);
    const row = await t.db
      .selectFrom('mahasiswa')
      .selectAll()
      .where('id', '=', imported.id)
      .executeTakeFirstOrThrow();
    const account = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agus@ugm.test')
      .executeTakeFirstOrThrow();
    expect(Number(row.user_id)).toBe(Number(account.id));
    // An invitation to choose the password, to that address.
    const [invitation] = await t.outbox('agus@ugm.test');
    expect(linkIn(invitation.text, `${t.config.publicUrl}/auth/password-reset/`)).toBeTruthy();
    expect(row.ipk).toBe(3.51);
    const count = await t.db
      .selectFrom('mahasiswa')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('nim', '=', '2018999001')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});
