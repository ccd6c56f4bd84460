/**
 * Mahasiswa import beyond the basics of crud.mahasiswa.test.ts: sign-in accounts for the imported
 * students (invited by mail to choose a password), the CSV template, and row numbers as a
 * spreadsheet shows them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { createTestApp, linkIn, type TestApp } from './helpers';
import { multipart } from './files-fixtures';

let t: TestApp;
let admin: { authorization: string };
const M = '/mahasiswa/mahasiswa';
const NEW_PASSWORD = 'Wisuda-Impor-Sandi-2026';

const upload = (
  csv: string | Buffer,
  query: string,
  headers: Record<string, string> = admin,
  file = { name: 'mahasiswa.csv', type: 'text/csv' },
) => {
  const data = typeof csv === 'string' ? Buffer.from(csv) : csv;
  const body = multipart({}, { ...file, data });
  return t.app.inject({
    method: 'POST',
    url: `/api${M}/import?${query}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const countOf = async (table: 'mahasiswa' | 'users') =>
  Number((await t.db.selectFrom(table).select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data-induk/pt/pt',
    payload: { kode_pt: '005001', nama: 'Universitas Impor' },
    headers: admin,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  await t.createUser({ email: 'sudah.ada@kampus.ac.id' });
});
afterAll(async () => {
  await t?.close();
});

describe('import with sign-in accounts', () => {
  const csv = [
    'NIM,Nama,Kode PT,Email',
    '2024000001,Rina Impor,005001,rina.impor@kampus.ac.id',
    '2024000002,Tanpa Surel,005001,',
    '2024000003,Sudah Punya,005001,Sudah.Ada@kampus.ac.id',
    '2024000004,Rina Kembar,005001,RINA.impor@kampus.ac.id',
    '2024000005,Sari Impor,005001,sari.impor@kampus.ac.id',
  ].join('\n');

  it('without the option, e-mails do not matter', async () => {
    const res = await upload(csv, 'mode=preview');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ valid: 5, invalid: 0 });
  });

  it('with the option, the preview reports rows without an e-mail or with one already used, per row', async () => {
    const res = await upload(csv, 'mode=preview&create_accounts=true');
    expect(res.statusCode, res.body).toBe(200);
    const { rows, valid, invalid } = res.json().data;
    expect([valid, invalid]).toEqual([2, 3]);
    const errors = Object.fromEntries(
      rows.map((r: { row: number; errors: Record<string, string[]> }) => [r.row, r.errors]),
    );
    expect(errors[2]).toEqual({});
    expect(errors[3]).toEqual({ email: ['An e-mail address is needed to create an account.'] });
    expect(errors[4]).toEqual({ email: ['An account with this e-mail already exists.'] });
    expect(errors[5]).toEqual({ email: ['Repeats line 2 of the file.'] });
    expect(errors[6]).toEqual({});
  });

  it('a commit with errors creates neither students nor accounts', async () => {
    const [students, users] = [await countOf('mahasiswa'), await countOf('users')];
    const res = await upload(csv, 'mode=commit&create_accounts=true');
    expect(res.statusCode).toBe(422);
    expect([await countOf('mahasiswa'), await countOf('users')]).toEqual([students, users]);
  });

  it('creates an account per valid row with the students, and mails each a link to choose a password', async () => {
    const users = await countOf('users');
    const res = await upload(csv, 'mode=commit&only_valid=true&create_accounts=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 2, accounts: 2 });
    expect(await countOf('users')).toBe(users + 2);

    const students = await t.db
      .selectFrom('mahasiswa')
      .innerJoin('users', 'users.id', 'mahasiswa.user_id')
      .select(['mahasiswa.nim', 'users.email', 'users.nim as user_nim', 'users.password_hash', 'users.id'])
      .where('mahasiswa.id', 'in', res.json().data.ids)
      .orderBy('mahasiswa.nim')
      .execute();
    expect(students.map((s) => [s.nim, s.email, s.user_nim])).toEqual([
      ['2024000001', 'rina.impor@kampus.ac.id', '2024000001'],
      ['2024000005', 'sari.impor@kampus.ac.id', '2024000005'],
    ]);
    // no usable password until the student chooses one
    expect(students.every((s) => s.password_hash === null)).toBe(true);
    const roles = await t.db
      .selectFrom('role_user')
      .innerJoin('roles', 'roles.id', 'role_user.role_id')
      .select('roles.name')
      .where('user_id', 'in', [students[0].id, students[1].id])
      .execute();
    expect(roles.map((r) => r.name)).toEqual(['Mahasiswa', 'Mahasiswa']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: '2024000001', password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // the invitations are mailed after the answer, one per account
    const mails = await vi.waitFor(
      async () => {
        const sent = [
          ...(await t.outbox('rina.impor@kampus.ac.id')),
          ...(await t.outbox('sari.impor@kampus.ac.id')),
        ];
        if (sent.length < 2) throw new Error('not yet');
        return sent;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Akun Wisuda Anda / Your Wisuda account',
      'Akun Wisuda Anda / Your Wisuda account',
    ]);
    expect(mails[0].text).toContain('valid for 7 days');
    const { rows: expiry } = await sql<{
      days: number;
    }>`SELECT extract(epoch FROM expires_at - now()) / 86400 AS days
      FROM password_resets WHERE user_id = ${students[0].id}`.execute(t.db);
    expect(Number(expiry[0].days)).toBeGreaterThan(6.9);

    // the link sets the password; then the student signs in with the NIM and reads their record
    const token = linkIn(mails[0].text, `${t.config.publicUrl}/auth/password-reset/`).split('/').at(-1)!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await t.loginAs('2024000001', NEW_PASSWORD);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api${M}/${res.json().data.ids[0]}`,
      headers: t.auth(session),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.nim).toBe('2024000001');

    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'import')
      .where('record_id', '=', String(res.json().data.ids[0]))
      .executeTakeFirstOrThrow();
    expect((audit.after as { user_id: number }).user_id).toBe(students[0].id);
  });

  it('the same rows again: their e-mails now belong to accounts', async () => {
    const res = await upload(
      'NIM,Nama,Kode PT,Email\n2024000011,Rina Lagi,005001,rina.impor@kampus.ac.id\n',
      'mode=preview&create_accounts=true',
    );
    expect(res.json().data.rows[0].errors.email).toEqual(['An account with this e-mail already exists.']);
  });

  it('refuses students and anonymous callers', async () => {
    const student = await t.createMahasiswaUser();
    const asStudent = await upload(csv, 'mode=commit&create_accounts=true', t.auth(student.token!));
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await upload(csv, 'mode=commit&create_accounts=true', {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('import template', () => {
  const get = (headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/api${M}/import/template.csv`, headers });

  it('is the importable columns of the declaration and one example row, as a CSV download', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="mahasiswa-template.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, example, ...rest] = res.body.slice(1).split('\r\n');
    expect(rest).toEqual(['']);
    const columns = header.split(',');
    expect(columns).toEqual([
      'nim',
      'nama',
      'kode_pt',
      'fakultas',
      'prodi',
      'acara',
      'jenis_kelamin',
      'tempat_lahir',
      'tanggal_lahir',
      'email',
      'no_hp',
      'angkatan',
      'ipk',
      'predikat',
      'judul_skripsi',
      'tanggal_lulus',
      'nomor_ijazah',
      'ukuran_toga',
      'status',
    ]);
    const cells = example.split(',');
    expect(cells).toHaveLength(columns.length);
    const value = (c: string) => cells[columns.indexOf(c)];
    // The perguruan tinggi is one the database has (its code); tests/api/crud.import-demo.test.ts
    // imports the whole example row on the demo data.
    expect([value('nim'), value('kode_pt'), value('ipk'), value('predikat')]).toEqual([
      '2021010001',
      '005001',
      '3.65',
      'Memuaskan',
    ]);
    // text that starts like a formula gets a leading ' (domain/csv.ts), the phone number's + too
    expect(value('no_hp')).toBe("'+62 812 3456 7890");
  });

  it('reads back: every column is recognised and the example row is valid apart from its references', async () => {
    const template = (await get()).body;
    const res = await upload(template, 'mode=preview');
    expect(res.statusCode, res.body).toBe(200);
    const { rows, ignored_columns } = res.json().data;
    expect(ignored_columns).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0].row).toBe(2);
    // this database's perguruan tinggi has no fakultas, prodi or acara to name; nothing else is wrong
    expect(Object.keys(rows[0].errors).sort()).toEqual(['acara_id', 'fakultas_id', 'prodi_id']);
    expect(rows[0].values).toMatchObject({
      nim: '2021010001',
      jenis_kelamin: 'P',
      tanggal_lahir: '2003-05-17',
      ipk: 3.65,
      status: 'lulus',
      // the ' the template put before it goes again
      no_hp: '+62 812 3456 7890',
    });
  });

  it('needs the permission to create students', async () => {
    const student = await t.createMahasiswaUser();
    expect((await get(t.auth(student.token!))).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
  });
});

describe('row numbers', () => {
  const numbers = (res: { json(): { data: { rows: { row: number }[] } } }) =>
    res.json().data.rows.map((r) => r.row);

  it('are those of a spreadsheet: header row 1, blank rows counted, a quoted multi-line cell is one row', async () => {
    const csv = [
      'NIM,Nama,Kode PT',
      '2024100001,Satu,005001',
      '',
      '2024100002,"Dua',
      'Baris",005001',
      ',,',
      '20X,Tiga,005001',
      '2024100001,Empat,005001',
      '',
    ].join('\r\n');
    const res = await upload(csv, 'mode=preview');
    expect(res.statusCode, res.body).toBe(200);
    expect(numbers(res)).toEqual([2, 4, 6, 7]);
    const byRow = Object.fromEntries(
      res.json().data.rows.map((r: { row: number; errors: Record<string, string[]> }) => [r.row, r.errors]),
    );
    expect(Object.keys(byRow[6])).toEqual(['nim']);
    expect(byRow[7].nim).toEqual(['Repeats line 2 of the file.']);
  });

  it('count the rows above the header too', async () => {
    const res = await upload('\n\nNIM,Nama,Kode PT\n2024100011,Satu,005001\n', 'mode=preview');
    expect(numbers(res)).toEqual([4]);
  });

  it("are the sheet's row numbers in an XLSX file, empty rows included", async () => {
    const cells = (...values: (string | null)[]) =>
      values.map((value) => (value === null ? null : { value }));
    const data = [
      cells('nim', 'nama', 'kode_pt'),
      cells('2024100021', 'Satu', '005001'),
      cells(null, null, null),
      cells('2024100022', 'Dua', '005001'),
    ];
    const xlsx = await writeXlsxFile(data as SheetData).toBuffer();
    const res = await upload(xlsx, 'mode=preview', admin, {
      name: 'm.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(numbers(res)).toEqual([2, 4]);
  });
});
