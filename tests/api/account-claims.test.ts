/**
 * Claiming a student record: a stranger who knows a NIM gets nothing. An imported record is claimed
 * only through the address the university holds for it; a registration's typed address and password
 * never reach it; a rejected registration gives its NIM back; every claim is audited and throttled
 * per NIM. Names with web addresses are refused, and nothing typed goes into a mail but the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestApp, linkIn, type TestApp } from './helpers';

const PASSWORD = 'Toga-dan-Ijazah-2026';
const STUDENT_PASSWORD = 'Wisudawan-Asli-2026';
let t: TestApp;
let ptId: number;
let n = 0;
const api = adminApi(() => t);

beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000 } } });
  const pt = await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '009101', nama: 'Universitas Klaim', is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ptId = Number(pt.id);
});
afterAll(async () => t?.close());

const register = (over: Record<string, unknown>, ip = '10.60.0.1') => {
  n++;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: {
      name: 'Penyerang Iseng',
      email: `stranger${n}@evil.test`,
      nim: String(2021700000 + n),
      pt_id: ptId,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...over,
    },
  });
};
const login = (loginName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: loginName, password } });

/** An imported student: full record, no account. */
async function imported(nim: string, email: string | null) {
  const row = await t.db
    .insertInto('mahasiswa')
    .values({
      pt_id: ptId,
      nim,
      nama: 'Rina Wulandari',
      email,
      tanggal_lahir: '2001-04-05',
      nomor_ijazah: 'IJZ-2026-0001',
      ipk: 3.77,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
const recordOf = (id: number) =>
  t.db.selectFrom('mahasiswa').select(['user_id', 'email', 'nama']).where('id', '=', id).executeTakeFirst();
const accountOf = (email: string) =>
  t.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
const auditOf = async (recordId: number) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('resource', '=', 'mahasiswa')
      .where('record_id', '=', String(recordId))
      .where('action', '=', 'mahasiswa.claim')
      .execute()
  ).map((r) => r.after as { email: string; outcome: string });

/** Opens an invitation (a password link) from the newest mail to `to` and chooses `password`. */
async function accept(to: string, password: string) {
  const mails = await t.outbox(to);
  const link = linkIn(mails.at(-1)!.text, `${t.config.publicUrl}/auth/password-reset/`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { token: link.split('/').at(-1), password, password_confirmation: password },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('claiming an imported student record', () => {
  it("a stranger's registration with the NIM gives them nothing; the link goes to the record's own address", async () => {
    const nim = '2021799001';
    const id = await imported(nim, 'rina.asli@kampus.test');
    const ordinary = await register({});
    const claim = await register({ nim, email: 'attacker@evil.test' });
    // The same answer as any registration.
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toEqual(ordinary.json());

    // The typed address has no account and cannot sign in, by e-mail or NIM, with the typed password.
    expect(await accountOf('attacker@evil.test')).toBeUndefined();
    expect((await login('attacker@evil.test', PASSWORD)).statusCode).toBe(401);
    expect((await login(nim, PASSWORD)).statusCode).toBe(401);
    // It is told where the link went, and gets no working link.
    const told = await t.outbox('attacker@evil.test');
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(nim);
    expect(told[0].text).not.toMatch(/\/auth\/(password-reset|verify-email)\//);
    expect(told[0].text).not.toContain('Penyerang');

    // The record belongs to an account of the university's address only, with no password yet.
    const record = await recordOf(id);
    const owner = await accountOf('rina.asli@kampus.test');
    expect(record?.user_id).not.toBeNull();
    expect(Number(record?.user_id)).toBe(owner?.id);

    // The real student opens the invitation, chooses a password and signs in with the NIM.
    await accept('rina.asli@kampus.test', STUDENT_PASSWORD);
    const signedIn = await login(nim, STUDENT_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: t.auth(signedIn.json().data.token),
    });
    expect(profile.json().data.mahasiswa).toMatchObject({ nim, nomor_ijazah: 'IJZ-2026-0001' });
    expect(await auditOf(id)).toEqual([{ email: 'attacker@evil.test', outcome: 'invited-record-address' }]);
  });

  it('the real student registering with the address the university holds gets one invitation, and nothing typed is kept', async () => {
    const nim = '2021799002';
    const id = await imported(nim, 'Budi.Asli@Kampus.test');
    expect((await register({ nim, email: 'budi.asli@kampus.test', name: 'Budi' })).statusCode).toBe(201);
    const mails = await t.outbox('budi.asli@kampus.test');
    expect(mails).toHaveLength(1);
    // The typed password is not the account's: the invitation chooses it.
    expect((await login(nim, PASSWORD)).statusCode).toBe(401);
    await accept('budi.asli@kampus.test', STUDENT_PASSWORD);
    expect((await login(nim, STUDENT_PASSWORD)).statusCode).toBe(200);
    expect((await recordOf(id))?.nama).toBe('Rina Wulandari');
  });

  it('a record without an address stays untouched: only the university can invite its student', async () => {
    const nim = '2021799003';
    const id = await imported(nim, null);
    expect((await register({ nim, email: 'guess@evil.test' })).statusCode).toBe(201);
    expect(await recordOf(id)).toMatchObject({ user_id: null, email: null });
    expect(await accountOf('guess@evil.test')).toBeUndefined();
    const told = await t.outbox('guess@evil.test');
    expect(told).toHaveLength(1);
    expect(told[0].text).not.toMatch(/\/auth\/(password-reset|verify-email)\//);
    expect(await auditOf(id)).toEqual([{ email: 'guess@evil.test', outcome: 'needs-university' }]);

    // The university adds the student's address; the student's own registration then reaches it.
    expect((await api('PUT', `/mahasiswa/mahasiswa/${id}`, { email: 'rina3@kampus.test' })).statusCode).toBe(
      200,
    );
    expect((await register({ nim, email: 'rina3@kampus.test' })).statusCode).toBe(201);
    await accept('rina3@kampus.test', STUDENT_PASSWORD);
    expect((await login(nim, STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it('approval mode: a claim links nothing to the typed address; a rejected registration gives its NIM back', async () => {
    expect((await api('PUT', '/setting/apps', { registrasi: 'approval' })).statusCode).toBe(200);
    try {
      const nim = '2021799004';
      const id = await imported(nim, 'sari@kampus.test');
      expect((await register({ nim, email: 'pending-attacker@evil.test' })).statusCode).toBe(201);
      expect(await accountOf('pending-attacker@evil.test')).toBeUndefined();
      expect(Number((await recordOf(id))?.user_id)).toBe((await accountOf('sari@kampus.test'))?.id);

      // A NIM not on file: the registration makes its own record, pending approval.
      const fresh = '2021799005';
      expect((await register({ nim: fresh, email: 'squatter@evil.test' })).statusCode).toBe(201);
      const squatter = (await accountOf('squatter@evil.test'))!;
      const decided = await api('POST', '/setting/users/user/approval', {
        ids: [squatter.id],
        decision: 'reject',
      });
      expect(decided.statusCode).toBe(200);
      const left = await t.db
        .selectFrom('mahasiswa')
        .select('id')
        .where('pt_id', '=', ptId)
        .where('nim', '=', fresh)
        .execute();
      expect(left).toEqual([]);

      // The real student registers the same NIM: a verification link, not "this NIM has an account".
      expect((await register({ nim: fresh, email: 'real.owner@kampus.test' })).statusCode).toBe(201);
      const mails = await t.outbox('real.owner@kampus.test');
      expect(mails).toHaveLength(1);
      expect(linkIn(mails[0].text, `${t.config.publicUrl}/auth/verify-email/`)).toBeTruthy();
    } finally {
      await api('PUT', '/setting/apps', { registrasi: 'open' });
    }
  });
});

describe('claims are throttled per NIM, from any client', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 2 } } });
  });
  afterAll(async () => small?.close());

  it('the third registration of one NIM within the window answers 429, whatever the address and client', async () => {
    const pt = await small.db
      .insertInto('perguruan_tinggi')
      .values({ kode_pt: '009102', nama: 'Universitas Batas', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await small.db
      .insertInto('mahasiswa')
      .values({ pt_id: pt.id, nim: '2021799100', nama: 'Target', email: 'target@kampus.test' })
      .execute();
    const attempt = (i: number) =>
      small.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.61.0.${i}`,
        payload: {
          name: 'Coba Coba',
          email: `try${i}@evil.test`,
          nim: '2021799100',
          pt_id: Number(pt.id),
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
    expect((await attempt(1)).statusCode).toBe(201);
    expect((await attempt(2)).statusCode).toBe(201);
    const third = await attempt(3);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(await small.outbox('try3@evil.test')).toEqual([]);
  });
});

describe('what a registration puts into a mail', () => {
  it('a name with a web address is refused beside the field', async () => {
    for (const name of ['Budi https://evil.test/x', 'Klik www.hadiah.example', 'Menang bit.ly/hadiah']) {
      const res = await register({ name });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.name, name).toBeDefined();
    }
    // Dotted abbreviations of real names pass.
    expect((await register({ name: 'Muh.Rizki S.Kom' })).statusCode).toBe(201);
  });

  it('the verification mail to an unproven address carries nothing typed but the address', async () => {
    const res = await register({ name: 'Nama Unik Sekali', email: 'fresh.student@mail.test' });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.outbox('fresh.student@mail.test');
    expect(mail.text).not.toContain('Nama Unik Sekali');
    expect(mail.html).not.toContain('Nama Unik Sekali');
    expect(linkIn(mail.text, `${t.config.publicUrl}/auth/verify-email/`)).toBeTruthy();
  });
});
