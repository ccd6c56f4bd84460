/**
 * Every declared collection resource through the same cycle: create, read, list with sort, range and
 * filter (Content-Range), update, delete, 404 after; 422 for an empty body; anonymous 401 and
 * Mahasiswa 403 on every action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../domain/resource';
import { actionsOf } from '../../domain/resource';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
let student: { authorization: string };
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

const ids: Record<string, number> = {};
async function make(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await api('POST', path, body);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  return res.json().data.id;
}

/** A valid new record per resource (unique values from `n`), and a changed value for its label field. */
const SAMPLES: Record<string, (n: number) => Record<string, unknown>> = {
  bentukPt: (n) => ({ kode: String(90 + n), nama: `Bentuk ${n}` }),
  perguruanTinggi: (n) => ({
    kode_pt: `0990${n}0`,
    nama: `Universitas Siklus ${n}`,
    bentuk_pt_id: ids.bentukPt,
  }),
  fakultas: (n) => ({ pt_id: ids.perguruanTinggi, nama: `Fakultas Siklus ${n}` }),
  programStudi: (n) => ({
    pt_id: ids.perguruanTinggi,
    fakultas_id: ids.fakultas,
    nama: `Prodi ${n}`,
    jenjang: 'D3',
  }),
  mahasiswa: (n) => ({ pt_id: ids.perguruanTinggi, nim: `55500${n}11`, nama: `Mahasiswa ${n}`, ipk: 3.1 }),
  acara: (n) => ({
    pt_id: ids.perguruanTinggi,
    nama: `Acara ${n}`,
    tanggal: '2027-01-15',
    jam_mulai: '08:00',
    jam_selesai: '12:00',
  }),
  fileGroup: (n) => ({ acara_id: ids.acara, nama: `Grup ${n}`, tipe: 'keluarga' }),
  user: (n) => ({
    name: `Pengguna ${n}`,
    email: `siklus${n}@kampus.ac.id`,
    password: 'Siklus-Kuat-Sandi-2026',
  }),
  role: (n) => ({ name: `Role Siklus ${n}` }),
  permission: (n) => ({ name: `siklus${n}.view` }),
  plan: (n) => ({ kode: `SIKLUS${n}`, nama: `Paket ${n}`, harga: 100000 * n }),
};

// The product's resources records are written to (the Mail Outbox is read-only: the mail worker
// writes it), as the installation declares them (with the fields it adds). What the installation
// and its plugins declare themselves is theirs to test.
const product = new Set(BUILTIN_RESOURCES.map((r) => r.name));
const collections = RESOURCES.filter(
  (r) => product.has(r.name) && !r.singleton && r.apiPath && actionsOf(r).includes('create'),
);

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  student = t.auth((await t.createMahasiswaUser()).token!);
  ids.bentukPt = await make('/data-induk/pt/bentuk-pt', SAMPLES.bentukPt(0));
  ids.perguruanTinggi = await make('/data-induk/pt/pt', SAMPLES.perguruanTinggi(0));
  ids.fakultas = await make('/data-induk/pt/fakultas', SAMPLES.fakultas(0));
  ids.acara = await make('/acara/acara', SAMPLES.acara(0));
});
afterAll(async () => {
  await t?.close();
});

it('has a sample for every collection resource of the product', () => {
  expect(collections.map((r) => r.name).sort()).toEqual(Object.keys(SAMPLES).sort());
});

describe.each(collections.map((r) => [r.name, r] as [string, ResourceDef]))('%s', (name, def) => {
  const path = def.apiPath;
  const label = def.labelField;

  it('create, read, list, update, delete', async () => {
    const first = await api('POST', path, SAMPLES[name](1));
    expect(first.statusCode, first.body).toBe(200);
    const second = await api('POST', path, SAMPLES[name](2));
    expect(second.statusCode, second.body).toBe(200);
    const id1 = first.json().data.id as number;
    const id2 = second.json().data.id as number;

    const one = await api('GET', `${path}/${id1}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data[label]).toBe(first.json().data[label]);

    const list = await api(
      'GET',
      `${path}?sort=${enc(['id', 'DESC'])}&range=${enc([0, 0])}&filter=${enc({ id: [id1, id2] })}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id2]);
    expect(list.headers['content-range']).toBe(`${name} 0-0/2`);
    const sorted = await api(
      'GET',
      `${path}?sort=${enc([def.defaultSort.field, 'ASC'])}&range=${enc([0, 24])}`,
    );
    expect(sorted.statusCode).toBe(200);

    const changed =
      name === 'permission'
        ? 'siklus9.update'
        : name === 'bentukPt'
          ? 'Bentuk Baru'
          : `${first.json().data[label]} Baru`;
    const upd = await api('PUT', `${path}/${id1}`, { [label]: changed });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data[label]).toBe(changed);

    const del = await api('DELETE', `${path}/${id1}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await api('GET', `${path}/${id1}`)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', name)
      .where('record_id', '=', String(id1))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers 422 for an empty body and 400 for an unknown sort field', async () => {
    const res = await api('POST', path, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(label);
    expect((await api('GET', `${path}?sort=${enc(['no_such_field', 'ASC'])}`)).statusCode).toBe(400);
  });

  it('refuses anonymous callers (401) and students (403)', async () => {
    const anon = {} as { authorization: string };
    expect((await api('GET', path, undefined, anon)).statusCode).toBe(401);
    expect((await api('POST', path, SAMPLES[name](7), anon)).statusCode).toBe(401);
    expect((await api('PUT', `${path}/${ids.perguruanTinggi}`, {}, anon)).statusCode).toBe(401);
    expect((await api('DELETE', `${path}/${ids.perguruanTinggi}`, undefined, anon)).statusCode).toBe(401);
    expect((await api('GET', path, undefined, student)).statusCode).toBe(403);
    expect((await api('POST', path, SAMPLES[name](7), student)).statusCode).toBe(403);
    expect((await api('PUT', `${path}/${ids.perguruanTinggi}`, {}, student)).statusCode).toBe(403);
    expect((await api('DELETE', `${path}/${ids.perguruanTinggi}`, undefined, student)).statusCode).toBe(403);
  });
});

describe('acara rules', () => {
  it('end time after start time, registration closes after it opens', async () => {
    const res = await api('POST', '/acara/acara', {
      pt_id: ids.perguruanTinggi,
      nama: 'Salah',
      tanggal: '2027-01-15',
      jam_mulai: '10:00',
      jam_selesai: '09:00',
      pendaftaran_buka: '2026-12-10',
      pendaftaran_tutup: '2026-12-01',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['jam_selesai', 'pendaftaran_tutup']);
    const upd = await api('PUT', `/acara/acara/${ids.acara}`, { jam_selesai: '07:00' });
    expect(upd.statusCode).toBe(422);
  });
});
