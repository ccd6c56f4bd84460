/**
 * Cross-field rules of the declarations (`notInFuture`, `order`; domain/validation.ts crossFieldErrors):
 * 422 on the later field, on create and on an update whose patch is merged with the stored row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
let pt: number;

const api = (method: 'POST' | 'PUT', url: string, payload: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: { ...admin, 'accept-language': lang },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const res = await api('POST', '/data-induk/pt/pt', { kode_pt: '009901', nama: 'Universitas Urutan' });
  pt = res.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('mahasiswa', () => {
  const M = '/mahasiswa/mahasiswa';

  it('refuses a birth date in the future and a graduation before the birth, on create', async () => {
    const future = await api('POST', M, {
      nim: '2021990001',
      nama: 'Masa Depan',
      pt_id: pt,
      tanggal_lahir: '2999-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ tanggal_lahir: ['Must not be in the future.'] });

    const order = await api(
      'POST',
      M,
      {
        nim: '2021990002',
        nama: 'Urutan',
        pt_id: pt,
        tanggal_lahir: '2001-05-01',
        tanggal_lulus: '2000-01-01',
      },
      'id',
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ tanggal_lulus: ['Tidak boleh sebelum Tanggal Lahir.'] });
  });

  it('checks a partial update against the stored row', async () => {
    const ok = await api('POST', M, {
      nim: '2021990003',
      nama: 'Lulus Tepat',
      pt_id: pt,
      tanggal_lahir: '2001-05-01',
      tanggal_lulus: '2024-08-30',
    });
    expect(ok.statusCode).toBe(200);
    const id = ok.json().data.id;
    const lulus = await api('PUT', `${M}/${id}`, { tanggal_lulus: '2001-04-30' });
    expect(lulus.statusCode).toBe(422);
    expect(lulus.json().errors).toEqual({ tanggal_lulus: ['Must not be before Date of birth.'] });
    // Moving the earlier field past the stored later one faults the later field.
    const lahir = await api('PUT', `${M}/${id}`, { tanggal_lahir: '2025-01-01' });
    expect(lahir.statusCode).toBe(422);
    expect(lahir.json().errors).toEqual({ tanggal_lulus: ['Must not be before Date of birth.'] });
    // Clearing the graduation date lifts the rule; an unrelated field passes.
    expect((await api('PUT', `${M}/${id}`, { nama: 'Nama Baru' })).statusCode).toBe(200);
    expect(
      (await api('PUT', `${M}/${id}`, { tanggal_lulus: null, tanggal_lahir: '2025-01-01' })).statusCode,
    ).toBe(200);
  });
});

describe('acara', () => {
  const A = '/acara/acara';
  const base = {
    nama: 'Wisuda Urutan',
    tanggal: '2027-03-20',
    jam_mulai: '08:00',
    jam_selesai: '12:00',
    pendaftaran_buka: '2027-01-10',
    pendaftaran_tutup: '2027-03-01',
  };

  it('refuses a registration closing after the ceremony and an end not after the start, on create', async () => {
    const res = await api('POST', A, {
      ...base,
      pt_id: pt,
      pendaftaran_tutup: '2027-03-21',
      jam_selesai: '08:00',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      tanggal: ['Must not be before Registration closes.'],
      jam_selesai: ['Must be later than Start time.'],
    });
  });

  it('checks a partial update against the stored row', async () => {
    const ok = await api('POST', A, { ...base, pt_id: pt });
    expect(ok.statusCode).toBe(200);
    const id = ok.json().data.id;
    const tutup = await api('PUT', `${A}/${id}`, { pendaftaran_tutup: '2027-01-09' });
    expect(tutup.statusCode).toBe(422);
    expect(tutup.json().errors).toEqual({ pendaftaran_tutup: ['Must not be before Registration opens.'] });
    const tanggal = await api('PUT', `${A}/${id}`, { tanggal: '2027-02-28' }, 'de');
    expect(tanggal.statusCode).toBe(422);
    expect(tanggal.json().errors).toEqual({ tanggal: ['Darf nicht vor Anmeldung bis liegen.'] });
    const jam = await api('PUT', `${A}/${id}`, { jam_mulai: '12:00' });
    expect(jam.statusCode).toBe(422);
    expect(jam.json().errors).toEqual({ jam_selesai: ['Must be later than Start time.'] });
    const moved = await api('PUT', `${A}/${id}`, { tanggal: '2027-03-01', jam_selesai: '12:30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ tanggal: '2027-03-01' });
  });
});
