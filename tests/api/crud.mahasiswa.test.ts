/** Mahasiswa: CRUD, hierarchy consistency, predikat suggestion, account creation, own-record reads, import. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { createTestApp, roleNamesOf, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
const M = '/mahasiswa/mahasiswa';
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

let pt1: number;
let pt2: number;
let fakT: number;
let fakE: number;
let fakOther: number;
let psInf: number;
let psMagister: number;
let acara1: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const post = async (url: string, body: unknown) => {
    const res = await api('POST', url, body);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data.id as number;
  };
  pt1 = await post('/data-induk/pt/pt', { kode_pt: '003001', nama: 'Universitas Nusantara' });
  pt2 = await post('/data-induk/pt/pt', { kode_pt: '003002', nama: 'Politeknik Samudra' });
  fakT = await post('/data-induk/pt/fakultas', { pt_id: pt1, nama: 'Fakultas Teknik' });
  fakE = await post('/data-induk/pt/fakultas', { pt_id: pt1, nama: 'Fakultas Ekonomi' });
  fakOther = await post('/data-induk/pt/fakultas', { pt_id: pt2, nama: 'Jurusan Mesin' });
  psInf = await post('/data-induk/pt/ps', {
    pt_id: pt1,
    fakultas_id: fakT,
    nama: 'Teknik Informatika',
    jenjang: 'S1',
  });
  psMagister = await post('/data-induk/pt/ps', {
    pt_id: pt1,
    fakultas_id: fakE,
    nama: 'Manajemen',
    jenjang: 'S2',
  });
  acara1 = await post('/acara/acara', { pt_id: pt1, nama: 'Wisuda Periode I 2026', tanggal: '2026-12-12' });
});
afterAll(async () => {
  await t?.close();
});

describe('mahasiswa CRUD rules', () => {
  let id: number;

  it('creates a student, suggests predikat from IPK and jenjang, fills fakultas from the prodi', async () => {
    const res = await api('POST', M, {
      nim: '2021001001',
      nama: 'Ani Lestari',
      pt_id: pt1,
      prodi_id: psInf,
      ipk: 3.62,
      jenis_kelamin: 'P',
    });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      predikat: 'Dengan Pujian',
      fakultas_id: fakT,
      status: 'aktif',
      ipk: 3.62,
      pt_nama: 'Universitas Nusantara',
      prodi_nama: 'Teknik Informatika',
      // the program studi's label qualifier: the same name may exist at two jenjang
      prodi_jenjang: 'S1',
      user_id: null,
    });
    const s2 = await api('POST', M, {
      nim: '2021001002',
      nama: 'Budi',
      pt_id: pt1,
      prodi_id: psMagister,
      ipk: 3.62,
    });
    expect(s2.json().data.predikat).toBe('Sangat Memuaskan');
    const kept = await api('POST', M, {
      nim: '2021001003',
      nama: 'Citra',
      pt_id: pt1,
      ipk: 3.9,
      predikat: 'Memuaskan',
    });
    expect(kept.json().data.predikat).toBe('Memuaskan');
  });

  it('refuses a fakultas, prodi or acara of another perguruan tinggi (422 on the field)', async () => {
    const res = await api('POST', M, {
      nim: '2021001010',
      nama: 'X',
      pt_id: pt2,
      fakultas_id: fakT,
      prodi_id: psInf,
      acara_id: acara1,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['acara_id', 'fakultas_id', 'prodi_id']);
    const mismatch = await api('POST', M, {
      nim: '2021001011',
      nama: 'X',
      pt_id: pt1,
      fakultas_id: fakE,
      prodi_id: psInf,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.prodi_id[0]).toMatch(/fakultas/);
    const upd = await api('PUT', `${M}/${id}`, { fakultas_id: fakOther });
    expect(upd.statusCode).toBe(422);
  });

  it('validates NIM digits, IPK range, gender options', async () => {
    const res = await api('POST', M, { nim: '12-34', nama: 'X', pt_id: pt1, ipk: 4.5, jenis_kelamin: 'M' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['ipk', 'jenis_kelamin', 'nim']);
  });

  it('NIM is unique within a perguruan tinggi only', async () => {
    const dup = await api('POST', M, { nim: '2021001001', nama: 'Lain', pt_id: pt1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toHaveProperty('nim');
    const other = await api('POST', M, { nim: '2021001001', nama: 'Lain', pt_id: pt2 });
    expect(other.statusCode).toBe(200);
  });

  it('lists filtered by pt, sorted by nama, searched by NIM or name, with date ranges', async () => {
    await api('PUT', `${M}/${id}`, { tanggal_lulus: '2026-08-01' });
    const res = await api(
      'GET',
      `${M}?filter=${enc({ pt_id: pt1 })}&sort=${enc(['nama', 'ASC'])}&range=${enc([0, 24])}`,
    );
    expect(res.json().data.map((r: { nama: string }) => r.nama)).toEqual(['Ani Lestari', 'Budi', 'Citra']);
    expect(res.headers['content-range']).toBe('mahasiswa 0-2/3');
    const q = await api('GET', `${M}?filter=${enc({ q: '001002' })}`);
    expect(q.json().data.map((r: { nama: string }) => r.nama)).toEqual(['Budi']);
    const range = await api(
      'GET',
      `${M}?filter=${enc({ tanggal_lulus_gte: '2026-07-01', tanggal_lulus_lte: '2026-08-31' })}`,
    );
    expect(range.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(range.json().data[0].tanggal_lulus).toBe('2026-08-01');
    expect((await api('GET', `${M}?filter=${enc({ nama_gte: 'x' })}`)).statusCode).toBe(400);
  });

  it('creates the sign-in account in the same transaction when asked', async () => {
    const noMail = await api('POST', M, {
      nim: '2021001020',
      nama: 'Dewi',
      pt_id: pt1,
      create_account: true,
      password: 'Wisuda-Rahasia-2026',
    });
    expect(noMail.statusCode).toBe(422);
    expect(noMail.json().errors).toHaveProperty('email');
    const weak = await api('POST', M, {
      nim: '2021001020',
      nama: 'Dewi',
      pt_id: pt1,
      email: 'dewi@kampus.ac.id',
      create_account: true,
      password: 'password',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toHaveProperty('password');
    const res = await api('POST', M, {
      nim: '2021001020',
      nama: 'Dewi',
      pt_id: pt1,
      email: 'Dewi@Kampus.ac.id',
      create_account: true,
      password: 'Wisuda-Rahasia-2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().data.user_id;
    expect(userId).toBeGreaterThan(0);
    const token = await t.loginAs('dewi@kampus.ac.id', 'Wisuda-Rahasia-2026');
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/mahasiswa/mahasiswa/${res.json().data.id}`,
      headers: t.auth(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.nim).toBe('2021001020');
    expect(await roleNamesOf(t.db, userId)).toEqual(['Mahasiswa']);
    // A clash on the account's e-mail leaves nothing behind.
    const before = await t.db
      .selectFrom('mahasiswa')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const clash = await api('POST', M, {
      nim: '2021001021',
      nama: 'Eko',
      pt_id: pt1,
      email: 'dewi@kampus.ac.id',
      create_account: true,
      password: 'Wisuda-Rahasia-2026',
    });
    expect(clash.statusCode).toBe(409);
    const after = await t.db
      .selectFrom('mahasiswa')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a Mahasiswa reads only their own record, and nothing else of the resource', async () => {
    const a = await t.createMahasiswaUser({ pt_id: pt1 });
    const b = await t.createMahasiswaUser({ pt_id: pt1 });
    const asA = t.auth(a.token!);
    const own = await api('GET', `${M}/${a.mahasiswaId}`, undefined, asA);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(a.mahasiswaId);
    expect((await api('GET', `${M}/${b.mahasiswaId}`, undefined, asA)).statusCode).toBe(403);
    expect((await api('GET', `${M}/99999999`, undefined, asA)).statusCode).toBe(403);
    expect((await api('GET', M, undefined, asA)).statusCode).toBe(403);
    expect((await api('PUT', `${M}/${a.mahasiswaId}`, { nama: 'Hacked' }, asA)).statusCode).toBe(403);
    expect((await api('GET', `${M}/getoption`, undefined, asA)).statusCode).toBe(403);
    expect(
      (await api('GET', `${M}/${a.mahasiswaId}`, undefined, {} as { authorization: string })).statusCode,
    ).toBe(401);
  });

  it('getoption lists students for admins', async () => {
    const res = await api('GET', `${M}/getoption?pt_id=${pt2}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'Lain', nim: '2021001001', pt_id: pt2 }),
    ]);
  });

  it('deleting a mahasiswa keeps the account but unlinks it; a PT with students cannot be deleted', async () => {
    const res = await api('DELETE', `/data-induk/pt/pt/${pt2}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Student|Faculty/);
  });
});

describe('import', () => {
  const upload = (body: Buffer, filename: string, query: string, contentType = 'text/csv') => {
    const boundary = '----wisuda' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api${M}/import?${query}`,
      payload,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const count = async () =>
    Number(
      (await t.db.selectFrom('mahasiswa').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );

  const csv = [
    'NIM;Nama;Kode PT;Fakultas;Program Studi;Jenis Kelamin;IPK;Tanggal Lulus;Kolom Aneh',
    '2022000001;Fajar Nugroho;003001;Fakultas Teknik;Teknik Informatika;Laki-Laki;3,45;15/08/2026;x',
    '2022000002;Gita Savitri;003001;;Teknik Informatika;P;3.80;2026-08-15;',
    '20X;Hadi;003001;Fakultas Kedokteran;;Q;5;2026-13-01;',
    '2022000001;Fajar Kembar;003001;;;;;;',
  ].join('\n');

  it('serves a CSV template', async () => {
    const res = await api('GET', `${M}/import/template.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.split(/\r?\n/)[0]).toMatch(/^\uFEFF?nim,nama,kode_pt,fakultas,prodi,acara/);
  });

  it('preview reports each row and changes nothing', async () => {
    const before = await count();
    const res = await upload(Buffer.from(csv), 'mahasiswa.csv', 'mode=preview');
    expect(res.statusCode, res.body).toBe(200);
    const { rows, valid, invalid, ignored_columns } = res.json().data;
    expect([valid, invalid]).toEqual([2, 2]);
    expect(ignored_columns).toEqual(['Kolom Aneh']);
    expect(rows[0]).toMatchObject({
      row: 2,
      errors: {},
      values: {
        nim: '2022000001',
        pt_id: pt1,
        fakultas_id: fakT,
        prodi_id: psInf,
        jenis_kelamin: 'L',
        ipk: 3.45,
        tanggal_lulus: '2026-08-15',
        predikat: 'Sangat Memuaskan',
      },
    });
    expect(rows[1].values).toMatchObject({ fakultas_id: fakT, predikat: 'Dengan Pujian' });
    expect(Object.keys(rows[2].errors).sort()).toEqual([
      'fakultas_id',
      'ipk',
      'jenis_kelamin',
      'nim',
      'tanggal_lulus',
    ]);
    expect(rows[3].errors.nim[0]).toMatch(/Repeats line 2/);
    expect(await count()).toBe(before);
  });

  it('commit with errors imports nothing (422 with the report); only_valid imports the valid rows in one go', async () => {
    const before = await count();
    const res = await upload(Buffer.from(csv), 'mahasiswa.csv', 'mode=commit');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.invalid).toBe(2);
    expect(await count()).toBe(before);
    const ok = await upload(Buffer.from(csv), 'mahasiswa.csv', 'mode=commit&only_valid=true');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.imported).toBe(2);
    expect(await count()).toBe(before + 2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'import')
      .execute();
    expect(audit).toHaveLength(2);
    // Now the same rows clash with the stored ones.
    const again = await upload(Buffer.from(csv), 'mahasiswa.csv', 'mode=preview');
    expect(again.json().data.rows[0].errors.nim).toEqual(['This value is already used by another record.']);
  });

  it('imports an XLSX file with field-name headers, dates and numbers as cells', async () => {
    const data = [
      ['nim', 'nama', 'pt_id', 'prodi', 'ipk', 'tanggal_lahir', 'acara'].map((value) => ({ value })),
      [
        { value: '2023000001' },
        { value: 'Indah Permata' },
        { value: pt1 },
        { value: 'Manajemen' },
        { value: 3.75 },
        { value: new Date(Date.UTC(2001, 1, 3)), format: 'yyyy-mm-dd' },
        { value: 'Wisuda Periode I 2026' },
      ],
      [{ value: '2023000002' }, { value: 'Joko' }, { value: pt1 }, null, { value: 2.9 }, null, null],
    ];
    const xlsx = await writeXlsxFile(data as SheetData).toBuffer();
    const preview = await upload(
      xlsx,
      'mahasiswa.xlsx',
      'mode=preview',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows;
    expect(rows[0].errors).toEqual({});
    expect(rows[0].values).toMatchObject({
      prodi_id: psMagister,
      fakultas_id: fakE,
      ipk: 3.75,
      predikat: 'Dengan Pujian',
      tanggal_lahir: '2001-02-03',
      acara_id: acara1,
    });
    expect(rows[1].values).toMatchObject({ predikat: 'Memuaskan' });
    const commit = await upload(
      xlsx,
      'mahasiswa.xlsx',
      'mode=commit',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json().data.imported).toBe(2);
    const list = await api('GET', `${M}?filter=${enc({ q: 'Indah' })}`);
    expect(list.json().data[0]).toMatchObject({
      nim: '2023000001',
      prodi_nama: 'Manajemen',
      prodi_jenjang: 'S2',
    });
  });

  it('refuses other files, and students', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload(png, 'x.csv', 'mode=preview')).statusCode).toBe(415);
    expect((await upload(Buffer.from(''), 'x.csv', 'mode=preview')).statusCode).toBe(422);
    expect((await upload(Buffer.from('nim\n1'), 'x.csv', 'mode=sideways')).statusCode).toBe(400);
    const s = await t.createMahasiswaUser({ pt_id: pt1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${M}/import?mode=preview`,
      headers: t.auth(s.token!),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
