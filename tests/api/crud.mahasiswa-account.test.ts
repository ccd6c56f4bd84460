/**
 * A mahasiswa's sign-in account: deleting a user that a mahasiswa still links to is refused (409
 * naming Mahasiswa; the link is never cleared behind the student's back), and an administrator can
 * give an existing student without an account one on update (`create_account` + `password`, in the
 * same transaction, through the same createStudentAccount as the create).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestApp, roleNamesOf, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
let ptId: number;

const M = '/mahasiswa/mahasiswa';
const U = '/setting/users/user';
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

const api = adminApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const res = await api('POST', '/data-induk/pt/pt', { kode_pt: '008001', nama: 'Universitas Akun' });
  ptId = res.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

async function newStudent(nim: string, email: string | null): Promise<number> {
  const res = await api('POST', M, { nim, nama: `Mahasiswa ${nim}`, pt_id: ptId, email });
  if (res.statusCode !== 200) throw new Error(res.body);
  expect(res.json().data.user_id).toBeNull();
  return res.json().data.id as number;
}

describe('deleting a user linked to a mahasiswa', () => {
  it('answers 409 naming Mahasiswa and keeps the user and the link', async () => {
    const student = await t.createMahasiswaUser({ pt_id: ptId });
    const res = await api('DELETE', `${U}/${student.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This record is still referenced by Student (1 record). Remove or change those first.',
    );
    const id = await api('DELETE', `${U}/${student.id}`, undefined, { ...admin, 'accept-language': 'id' });
    expect(id.json().message).toBe(
      'Data ini masih dirujuk oleh Mahasiswa (1 data). Hapus atau ubah data tersebut terlebih dahulu.',
    );
    expect((await api('GET', `${U}/${student.id}`)).statusCode).toBe(200);
    expect((await api('GET', `${M}/${student.mahasiswaId}`)).json().data.user_id).toBe(student.id);
  });

  it('refuses a bulk delete containing such a user, deleting none', async () => {
    const free = await t.createUser();
    const linked = await t.createMahasiswaUser({ pt_id: ptId });
    const res = await api('DELETE', `${U}?filter=${enc({ id: [free.id, linked.id] })}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still referenced by Student \(1 record\)/);
    expect((await api('GET', `${U}/${free.id}`)).statusCode).toBe(200);
  });

  it('deletes the user once the mahasiswa is gone', async () => {
    const student = await t.createMahasiswaUser({ pt_id: ptId });
    expect((await api('DELETE', `${M}/${student.mahasiswaId}`)).statusCode).toBe(200);
    expect((await api('DELETE', `${U}/${student.id}`)).statusCode).toBe(200);
  });
});

describe('creating the account of an existing mahasiswa', () => {
  it('creates it on update, in the same transaction, and the student signs in', async () => {
    const id = await newStudent('88001', 'Gita@Kampus.ac.id');
    const res = await api('PUT', `${M}/${id}`, {
      nama: 'Gita Pratiwi',
      create_account: true,
      password: 'Wisuda-Gita-2026!',
    });
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().data.user_id;
    expect(userId).toBeGreaterThan(0);
    expect(res.json().data).toMatchObject({ nama: 'Gita Pratiwi' });
    expect(res.json().data).not.toHaveProperty('password');
    expect(res.json().data).not.toHaveProperty('create_account');
    const token = await t.loginAs('gita@kampus.ac.id', 'Wisuda-Gita-2026!');
    const own = await api('GET', `${M}/${id}`, undefined, t.auth(token));
    expect(own.statusCode).toBe(200);
    expect(await roleNamesOf(t.db, userId)).toEqual(['Mahasiswa']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('resource', '=', 'mahasiswa')
      .where('record_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect((audit.after as { user_id: number }).user_id).toBe(userId);
  });

  it('refuses a student who already has an account (409 on create_account), changing nothing', async () => {
    const student = await t.createMahasiswaUser({ pt_id: ptId });
    const res = await api('PUT', `${M}/${student.mahasiswaId}`, {
      nama: 'Ganti',
      create_account: true,
      password: 'Wisuda-Lain-2026!',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ create_account: ['This student already has a sign-in account.'] });
    const id = await api(
      'PUT',
      `${M}/${student.mahasiswaId}`,
      { create_account: true, password: 'Wisuda-Lain-2026!' },
      { ...admin, 'accept-language': 'id' },
    );
    expect(id.json().errors.create_account).toEqual(['Mahasiswa ini sudah memiliki akun masuk.']);
    const after = (await api('GET', `${M}/${student.mahasiswaId}`)).json().data;
    expect(after.user_id).toBe(student.id);
    expect(after.nama).not.toBe('Ganti');
  });

  it('needs a strong password and an e-mail not yet used; a failure changes nothing', async () => {
    const noMail = await newStudent('88002', null);
    const a = await api('PUT', `${M}/${noMail}`, { create_account: true, password: 'Wisuda-Hana-2026!' });
    expect(a.statusCode).toBe(422);
    expect(Object.keys(a.json().errors)).toEqual(['email']);
    // The e-mail may come with the same update.
    const b = await api('PUT', `${M}/${noMail}`, {
      email: 'hana@kampus.ac.id',
      create_account: true,
      password: 'Wisuda-Hana-2026!',
    });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data.user_id).toBeGreaterThan(0);

    const other = await newStudent('88003', 'hana@kampus.ac.id');
    const noPassword = await api('PUT', `${M}/${other}`, { create_account: true });
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json().errors)).toEqual(['password']);
    const weak = await api('PUT', `${M}/${other}`, { create_account: true, password: 'password' });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const users = async () =>
      Number((await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await users();
    const taken = await api('PUT', `${M}/${other}`, {
      nama: 'Indra',
      create_account: true,
      password: 'Wisuda-Indra-2026!',
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    expect(await users()).toBe(before);
    const row = (await api('GET', `${M}/${other}`)).json().data;
    expect(row).toMatchObject({ user_id: null, nama: 'Mahasiswa 88003' });
  });

  it('a plain update (create_account false or absent) creates no account', async () => {
    const id = await newStudent('88004', 'joko@kampus.ac.id');
    const res = await api('PUT', `${M}/${id}`, {
      nama: 'Joko',
      create_account: false,
      password: 'Wisuda-Joko-2026!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user_id).toBeNull();
  });
});
