/**
 * Generic CRUD over the master data: perguruan tinggi, bentuk PT, fakultas, program studi.
 * Create, read, list (sort/filter/range + Content-Range), update, delete; 422, 409, 404, 400; access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
});
afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

const PT = '/data-induk/pt/pt';
const BENTUK = '/data-induk/pt/bentuk-pt';
const FAK = '/data-induk/pt/fakultas';
const PS = '/data-induk/pt/ps';

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('perguruan tinggi and bentuk PT', () => {
  let bentukId: number;
  const ptIds: number[] = [];

  it('creates a bentuk PT and reads it back', async () => {
    // The seed made the standard list (23 Universitas, ...): a code of its own.
    expect((await api('POST', BENTUK, { kode: '23', nama: 'Universitas' })).statusCode).toBe(409);
    const res = await api('POST', BENTUK, { kode: '99', nama: 'Universitas' });
    expect(res.statusCode).toBe(200);
    bentukId = res.json().data.id;
    expect(res.json().data).toMatchObject({ kode: '99', nama: 'Universitas' });
    const one = await api('GET', `${BENTUK}/${bentukId}`);
    expect(one.json().data).toMatchObject({ id: bentukId, kode: '99' });
  });

  it('creates perguruan tinggi, ignoring unknown fields, with the reference label', async () => {
    for (const [kode, nama, kota] of [
      ['001001', 'Universitas Cendana', 'Kupang'],
      ['001002', 'Universitas Bakti', 'Bandung'],
      ['001003', 'Institut Amanah', 'Aceh'],
    ]) {
      const res = await api('POST', PT, {
        kode_pt: kode,
        nama,
        kota,
        bentuk_pt_id: bentukId,
        hacker: 'x',
        id: 999,
      });
      expect(res.statusCode, res.body).toBe(200);
      ptIds.push(res.json().data.id);
      expect(res.json().data).not.toHaveProperty('hacker');
      expect(res.json().data.bentuk_pt_nama).toBe('Universitas');
      expect(res.json().data.is_active).toBe(true);
    }
  });

  it('lists with sort, range and Content-Range', async () => {
    const res = await api('GET', `${PT}?sort=${enc(['nama', 'ASC'])}&range=${enc([0, 1])}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { nama: string }) => r.nama)).toEqual([
      'Institut Amanah',
      'Universitas Bakti',
    ]);
    expect(res.headers['content-range']).toBe('perguruanTinggi 0-1/3');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Content-Range/i);
    const page2 = await api('GET', `${PT}?sort=${enc(['nama', 'ASC'])}&range=${enc([2, 3])}`);
    expect(page2.json().data.map((r: { nama: string }) => r.nama)).toEqual(['Universitas Cendana']);
    expect(page2.headers['content-range']).toBe('perguruanTinggi 2-2/3');
    const desc = await api('GET', `${PT}?sort=${enc(['kode_pt', 'DESC'])}&range=${enc([0, 9])}`);
    expect(desc.json().data[0].kode_pt).toBe('001003');
  });

  it('filters by q (case-insensitive, several fields), equality, id list', async () => {
    const q = await api('GET', `${PT}?filter=${enc({ q: 'BAND' })}`);
    expect(q.json().data.map((r: { nama: string }) => r.nama)).toEqual(['Universitas Bakti']);
    const eq = await api('GET', `${PT}?filter=${enc({ kota: 'Aceh' })}`);
    expect(eq.json().data).toHaveLength(1);
    const ids = await api('GET', `${PT}?filter=${enc({ id: [ptIds[0], ptIds[2]] })}`);
    expect(
      ids
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([ptIds[0], ptIds[2]].sort());
    const like = await api('GET', `${PT}?filter=${enc({ q: '%' })}`);
    expect(like.json().data).toHaveLength(0);
    const bool = await api('GET', `${PT}?filter=${enc({ is_active: true, bentuk_pt_id: bentukId })}`);
    expect(bool.headers['content-range']).toBe('perguruanTinggi 0-2/3');
  });

  it('answers 400 for an unknown sort field, malformed JSON, bad ranges and unknown filters', async () => {
    expect((await api('GET', `${PT}?sort=${enc(['password_hash', 'ASC'])}`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?sort=${enc(['nama', 'SIDEWAYS'])}`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?sort=[nama`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?range=${enc([5, 1])}`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?range=${enc([0, 5000])}`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?filter={bad`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?filter=${enc({ 'nama; DROP TABLE x': 1 })}`)).statusCode).toBe(400);
    expect((await api('GET', `${PT}?filter=${enc({ bentuk_pt_id: 'abc' })}`)).statusCode).toBe(400);
    const res = await api('GET', `${PT}?filter=${enc([1])}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers 400, not 500, for filter values the database would refuse', async () => {
    const refused: [string, Record<string, unknown>][] = [
      ['/acara/acara', { tanggal: '2026-02-31' }],
      ['/acara/acara', { tanggal_gte: '2026-02-30' }],
      ['/acara/acara', { jam_mulai_gte: '25:00' }],
      ['/mahasiswa/mahasiswa', { angkatan: 99999999999 }],
      ['/setting/plan', { durasi_bulan_gte: 2147483648 }],
      [PT, { provinsi: 'Jawa\u0000' }],
      [PT, { q: 'Cendana\u0000' }],
    ];
    for (const [path, filter] of refused) {
      const res = await api('GET', `${path}?filter=${enc(filter)}`);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
    }
    expect((await api('GET', `${PT}/getoption?q=${encodeURIComponent('a\u0000')}`)).statusCode).toBe(400);
    expect((await api('GET', `/acara/acara?filter=${enc({ tanggal_gte: '2024-02-29' })}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses a NUL character in a text with a field error (422)', async () => {
    const res = await api('POST', PT, { kode_pt: '001009', nama: 'Universitas\u0000Baru', kota: 'Kupang' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nama: ['Must not contain the NUL character (\\u0000).'] });
  });

  it('validates with field errors (422)', async () => {
    const res = await api('POST', PT, { kode_pt: 'ABC', email: 'nope', website: 'ftp://x', telepon: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'kode_pt', 'nama', 'telepon', 'website']);
  });

  it('answers 409 naming the field on a unique clash', async () => {
    const res = await api('POST', PT, { kode_pt: '001001', nama: 'Duplikat' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('kode_pt');
  });

  it('answers 422 on the field for a reference to a missing record', async () => {
    const res = await api('POST', PT, { kode_pt: '001009', nama: 'X', bentuk_pt_id: 987654 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('bentuk_pt_id');
  });

  it('updates partially; null clears optional fields; required cannot be null', async () => {
    const id = ptIds[0];
    const res = await api('PUT', `${PT}/${id}`, { kota: null, singkatan: 'UC', created_at: 'ignored' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, kota: null, singkatan: 'UC', nama: 'Universitas Cendana' });
    const bad = await api('PUT', `${PT}/${id}`, { nama: null });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.nama).toBeDefined();
  });

  it('answers 404 for missing records and 400 for ids that are no ids', async () => {
    expect((await api('GET', `${PT}/999999`)).statusCode).toBe(404);
    for (const notId of ['abc', '0x10', '%201', '1e1', '01', '-1', '1.0', '0', '9007199254740992']) {
      const res = await api('GET', `${PT}/${notId}`);
      expect(res.statusCode, notId).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
    expect((await api('PUT', `${PT}/1e1`, { nama: 'x' })).statusCode).toBe(400);
    expect((await api('DELETE', `${PT}/01`)).statusCode).toBe(400);
    expect((await api('PUT', `${PT}/999999`, { nama: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', `${PT}/999999`)).statusCode).toBe(404);
  });

  it('refuses to delete a bentuk PT still referenced, saying by what', async () => {
    const res = await api('DELETE', `${BENTUK}/${bentukId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/University \(3 records\)/);
    expect((await api('GET', `${BENTUK}/${bentukId}`)).statusCode).toBe(200);
  });

  it('deletes and writes the audit log for every change', async () => {
    const id = ptIds.pop()!;
    const res = await api('DELETE', `${PT}/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `${PT}/${id}`)).statusCode).toBe(404);
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'perguruanTinggi')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create', 'delete']);
    const adminUser = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', t.admin.email)
      .executeTakeFirstOrThrow();
    expect(log[1].user_id).toBe(adminUser.id);
    expect(log[1].before).toMatchObject({ nama: 'Institut Amanah' });
    expect(log[0].after).toMatchObject({ kode_pt: '001003' });
    const upd = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'update')
      .where('resource', '=', 'perguruanTinggi')
      .executeTakeFirstOrThrow();
    expect(upd.before).toMatchObject({ kota: 'Kupang' });
    expect(upd.after).toMatchObject({ kota: null });
  });
});

describe('fakultas and program studi', () => {
  let pt1: number;
  let pt2: number;
  let fak1: number;
  let fak2: number;

  beforeAll(async () => {
    pt1 = (await api('POST', PT, { kode_pt: '002001', nama: 'Universitas Satu' })).json().data.id;
    pt2 = (await api('POST', PT, { kode_pt: '002002', nama: 'Universitas Dua' })).json().data.id;
  });

  it('creates fakultas; the same name is allowed in another PT but not twice in one (409 on nama)', async () => {
    const a = await api('POST', FAK, { pt_id: pt1, nama: 'Fakultas Teknik', kode: 'FT' });
    expect(a.statusCode, a.body).toBe(200);
    fak1 = a.json().data.id;
    expect(a.json().data.pt_nama).toBe('Universitas Satu');
    const b = await api('POST', FAK, { pt_id: pt2, nama: 'Fakultas Teknik' });
    expect(b.statusCode).toBe(200);
    fak2 = b.json().data.id;
    const dup = await api('POST', FAK, { pt_id: pt1, nama: 'Fakultas Teknik' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toHaveProperty('nama');
  });

  it('getoption of fakultas filters by pt_id', async () => {
    const res = await api('GET', `${FAK}/getoption?pt_id=${pt1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: fak1, name: 'Fakultas Teknik', pt_id: pt1, kode: 'FT' }]);
    const all = await api('GET', `${FAK}/getoption`);
    expect(
      all
        .json()
        .data.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([fak1, fak2].sort());
    expect((await api('GET', `${FAK}/getoption?pt_id=abc`)).statusCode).toBe(400);
  });

  it('program studi: create with jenjang enum, list with labels, getoption by fakultas_id', async () => {
    const bad = await api('POST', PS, { pt_id: pt1, fakultas_id: fak1, nama: 'Informatika', jenjang: 'S9' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.jenjang[0]).toMatch(/S2 Terapan/);
    const ok = await api('POST', PS, {
      pt_id: pt1,
      fakultas_id: fak1,
      nama: 'Informatika',
      jenjang: 'S1',
      akreditasi: 'Unggul',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const list = await api(
      'GET',
      `${PS}?filter=${enc({ pt_id: pt1 })}&sort=${enc(['nama', 'ASC'])}&range=${enc([0, 24])}`,
    );
    expect(list.json().data[0]).toMatchObject({
      nama: 'Informatika',
      pt_nama: 'Universitas Satu',
      fakultas_nama: 'Fakultas Teknik',
    });
    const opts = await api('GET', `${PS}/getoption?fakultas_id=${fak1}`);
    expect(opts.json().data).toEqual([
      expect.objectContaining({ id: ok.json().data.id, name: 'Informatika', jenjang: 'S1' }),
    ]);
    expect((await api('GET', `${PS}/getoption?fakultas_id=${fak2}`)).json().data).toEqual([]);
  });

  it('refuses to delete a fakultas with program studi', async () => {
    const res = await api('DELETE', `${FAK}/${fak1}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Study program \(1 record\)/);
  });
});

describe('access', () => {
  it('anonymous callers get 401 and students 403 on every action', async () => {
    const student = await t.createMahasiswaUser();
    const asStudent = t.auth(student.token!);
    for (const path of [PT, BENTUK, FAK, PS]) {
      expect((await api('GET', path, undefined, {} as { authorization: string })).statusCode).toBe(401);
      expect((await api('POST', path, { nama: 'x' }, {} as { authorization: string })).statusCode).toBe(401);
      expect((await api('GET', path, undefined, asStudent)).statusCode).toBe(403);
      expect((await api('POST', path, { nama: 'x' }, asStudent)).statusCode).toBe(403);
      expect((await api('PUT', `${path}/1`, { nama: 'x' }, asStudent)).statusCode).toBe(403);
      expect((await api('DELETE', `${path}/1`, undefined, asStudent)).statusCode).toBe(403);
      expect((await api('GET', `${path}/1`, undefined, asStudent)).statusCode).toBe(403);
    }
  });

  it('students may read the harmless option lists, not protected ones', async () => {
    const student = await t.createMahasiswaUser();
    const asStudent = t.auth(student.token!);
    for (const path of [PT, BENTUK, FAK, PS, '/acara/acara']) {
      expect((await api('GET', `${path}/getoption`, undefined, asStudent)).statusCode, path).toBe(200);
    }
    for (const path of ['/mahasiswa/mahasiswa', '/setting/users/role', '/file/file-group']) {
      expect((await api('GET', `${path}/getoption`, undefined, asStudent)).statusCode, path).toBe(403);
    }
    expect((await api('GET', `${PT}/getoption`, undefined, {} as { authorization: string })).statusCode).toBe(
      401,
    );
  });
});
