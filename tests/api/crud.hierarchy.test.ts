/**
 * The university hierarchy over the API: a program studi's fakultas belongs to its perguruan tinggi
 * (create and update, 422 on fakultas_id, translated); a fakultas, program studi or acara does not move
 * to another perguruan tinggi / fakultas while records still hang under it (409 naming them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };

const api = adminApi(() => t);

const PT = '/data-induk/pt/pt';
const FAK = '/data-induk/pt/fakultas';
const PS = '/data-induk/pt/ps';
const M = '/mahasiswa/mahasiswa';
const ACARA = '/acara/acara';

let ptA: number;
let ptB: number;
let fakA: number;
let fakA2: number;
let fakB: number;

async function post(url: string, body: unknown): Promise<number> {
  const res = await api('POST', url, body);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  ptA = await post(PT, { kode_pt: '009001', nama: 'Universitas Hierarki A' });
  ptB = await post(PT, { kode_pt: '009002', nama: 'Universitas Hierarki B' });
  fakA = await post(FAK, { pt_id: ptA, nama: 'Fakultas Teknik' });
  fakA2 = await post(FAK, { pt_id: ptA, nama: 'Fakultas Hukum' });
  fakB = await post(FAK, { pt_id: ptB, nama: 'Fakultas Ekonomi' });
});
afterAll(async () => {
  await t?.close();
});

describe('program studi belongs to its fakultas and perguruan tinggi', () => {
  it('refuses a create whose fakultas is of another perguruan tinggi (422 on fakultas_id)', async () => {
    const res = await api('POST', PS, { pt_id: ptA, fakultas_id: fakB, nama: 'Akuntansi', jenjang: 'S1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      fakultas_id: ['The fakultas does not belong to the chosen perguruan tinggi.'],
    });
    const id = await api(
      'POST',
      PS,
      { pt_id: ptA, fakultas_id: fakB, nama: 'Akuntansi', jenjang: 'S1' },
      { ...admin, 'accept-language': 'id' },
    );
    expect(id.statusCode).toBe(422);
    expect(id.json().errors.fakultas_id).toEqual([
      'Fakultas tidak termasuk dalam perguruan tinggi yang dipilih.',
    ]);
    const list = await api(
      'GET',
      `${PS}?filter=${encodeURIComponent(JSON.stringify({ nama: 'Akuntansi' }))}`,
    );
    expect(list.json().data).toEqual([]);
  });

  it('refuses a missing fakultas as a bad reference', async () => {
    const res = await api('POST', PS, { pt_id: ptA, fakultas_id: 987654, nama: 'Fisika', jenjang: 'S1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['fakultas_id']);
  });

  it('checks the merged record on update: fakultas alone, perguruan tinggi alone, both together', async () => {
    const id = await post(PS, { pt_id: ptA, fakultas_id: fakA, nama: 'Teknik Sipil', jenjang: 'S1' });
    const fakOnly = await api('PUT', `${PS}/${id}`, { fakultas_id: fakB });
    expect(fakOnly.statusCode).toBe(422);
    expect(Object.keys(fakOnly.json().errors)).toEqual(['fakultas_id']);
    const ptOnly = await api('PUT', `${PS}/${id}`, { pt_id: ptB });
    expect(ptOnly.statusCode).toBe(422);
    expect(Object.keys(ptOnly.json().errors)).toEqual(['fakultas_id']);
    const same = await api('PUT', `${PS}/${id}`, { fakultas_id: fakA2 });
    expect(same.statusCode, same.body).toBe(200);
    const both = await api('PUT', `${PS}/${id}`, { pt_id: ptB, fakultas_id: fakB });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ pt_id: ptB, fakultas_id: fakB });
    const other = await api('PUT', `${PS}/${id}`, { kode_prodi: '22201' });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('moving a parent while records hang under it', () => {
  it('refuses moving a fakultas with program studi to another perguruan tinggi, allows it once empty', async () => {
    const fak = await post(FAK, { pt_id: ptA, nama: 'Fakultas Pindahan' });
    const ps = await post(PS, { pt_id: ptA, fakultas_id: fak, nama: 'Sastra Inggris', jenjang: 'S1' });
    const res = await api('PUT', `${FAK}/${fak}`, { pt_id: ptB });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This Faculty still has Study program under it (1 record), so its University cannot change. Move or remove those first.',
    );
    expect(Object.keys(res.json().errors)).toEqual(['pt_id']);
    const idRes = await api('PUT', `${FAK}/${fak}`, { pt_id: ptB }, { ...admin, 'accept-language': 'id' });
    expect(idRes.json().message).toMatch(/^Fakultas ini masih memiliki Program Studi di bawahnya \(1 data\)/);
    expect((await api('GET', `${FAK}/${fak}`)).json().data.pt_id).toBe(ptA);
    // Other fields and the same perguruan tinggi stay editable.
    const rename = await api('PUT', `${FAK}/${fak}`, { pt_id: ptA, dekan: 'Dr. Sari' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await api('DELETE', `${PS}/${ps}`)).statusCode).toBe(200);
    const moved = await api('PUT', `${FAK}/${fak}`, { pt_id: ptB });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.pt_id).toBe(ptB);
  });

  it('refuses moving a fakultas with mahasiswa (no program studi)', async () => {
    const fak = await post(FAK, { pt_id: ptA, nama: 'Fakultas Kedokteran' });
    await post(M, { nim: '90001', nama: 'Budi', pt_id: ptA, fakultas_id: fak });
    const res = await api('PUT', `${FAK}/${fak}`, { pt_id: ptB });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still has Student under it \(1 record\)/);
  });

  it('refuses moving a program studi with mahasiswa to another fakultas', async () => {
    const ps = await post(PS, { pt_id: ptA, fakultas_id: fakA, nama: 'Arsitektur', jenjang: 'S1' });
    await post(M, { nim: '90002', nama: 'Citra', pt_id: ptA, prodi_id: ps });
    await post(M, { nim: '90003', nama: 'Dewi', pt_id: ptA, prodi_id: ps });
    const res = await api('PUT', `${PS}/${ps}`, { fakultas_id: fakA2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/This Study program still has Student under it \(2 records\)/);
    expect(Object.keys(res.json().errors)).toEqual(['fakultas_id']);
    const rename = await api('PUT', `${PS}/${ps}`, { nama: 'Arsitektur Lanskap' });
    expect(rename.statusCode, rename.body).toBe(200);
  });

  it('refuses moving an acara with registered mahasiswa to another perguruan tinggi', async () => {
    const acara = await post(ACARA, { pt_id: ptA, nama: 'Wisuda Hierarki', tanggal: '2026-11-01' });
    await post(M, { nim: '90004', nama: 'Eko', pt_id: ptA, acara_id: acara });
    const res = await api('PUT', `${ACARA}/${acara}`, { pt_id: ptB });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual(['pt_id']);
    const ok = await api('PUT', `${ACARA}/${acara}`, { lokasi: 'Aula' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('still checks a mahasiswa against its perguruan tinggi', async () => {
    const res = await api('POST', M, { nim: '90005', nama: 'Fajar', pt_id: ptA, fakultas_id: fakB });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['fakultas_id']);
  });
});
