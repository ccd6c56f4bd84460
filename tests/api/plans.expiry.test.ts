/**
 * A subscription's end (docs/tenancy.md, "Plans and quotas"): past its end plus the grace days, a PT
 * is read-only for its own staff (403 saying why and since when) while the company's staff still
 * change it and its students still see their photos; and the plan's features: a PT's face search
 * cannot be turned on outside its plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays } from '../../domain/plans';
import { createTestApp, type TestApp } from './helpers';
import { addGroup, makeImage, multipart } from './files-fixtures';

let t: TestApp;
let admin: { authorization: string };
const PT = '/api/data-induk/pt/pt';
const today = () => new Date().toISOString().slice(0, 10);

async function ptWithEnd(langganan_selesai: string, paket_id: number | null = null): Promise<number> {
  const row = await t.db
    .insertInto('perguruan_tinggi')
    .values({
      kode_pt: String(200000 + Math.floor(Math.random() * 700000)),
      nama: 'Universitas Lewat',
      langganan_mulai: addDays(langganan_selesai, -365),
      langganan_selesai,
      paket_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A staff member of the PTs `ptIds` (role Administrator, bound through user_perguruan_tinggi). */
async function staffOf(...ptIds: number[]): Promise<{ authorization: string }> {
  const user = await t.createUser({ role: 'Administrator' });
  for (const pt_id of ptIds)
    await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${user.id}, ${pt_id})`.execute(t.db);
  return t.auth(await t.loginAs(user.email, user.password));
}

const req = (method: 'POST' | 'PUT', url: string, headers: object, payload: object) =>
  t.app.inject({ method, url, payload, headers: { ...headers, 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
});
afterAll(async () => {
  await t?.close();
});

describe('an ended subscription', () => {
  it('past the grace days, the PT’s staff read but cannot write; the company’s staff can; its students see their photos', async () => {
    const end = addDays(today(), -20);
    const ptId = await ptWithEnd(end);
    const acara = await t.db
      .insertInto('acara')
      .values({ pt_id: ptId, nama: 'Wisuda Lama', tanggal: '2026-01-10', status: 'selesai' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await addGroup(t, Number(acara.id), 'Prosesi');
    // Stored while it was writable (by the company's staff).
    const body = multipart({ file_group_id: group }, { name: 'a.jpg', data: await makeImage('jpeg') });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/file/file',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(up.statusCode).toBe(201);
    const staff = await staffOf(ptId);

    expect((await t.app.inject({ method: 'GET', url: `${PT}/${ptId}`, headers: staff })).statusCode).toBe(
      200,
    );
    const put = await req('PUT', `${PT}/${ptId}`, staff, { kota: 'Bandung' });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('plans.readOnly');
    expect(put.json().message).toBe(
      `The subscription of Universitas Lewat ended on ${end} and its grace period on ${addDays(end, 14)}: its data is read-only until the subscription is renewed.`,
    );
    const created = await req('POST', '/api/mahasiswa/mahasiswa', staff, {
      nim: '5000000001',
      nama: 'Baru',
      pt_id: ptId,
    });
    expect(created.statusCode).toBe(403);
    const photo = multipart({ file_group_id: group }, { name: 'b.jpg', data: await makeImage('jpeg') });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/file/file',
      payload: photo.payload,
      headers: { ...staff, ...photo.headers },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().code).toBe('plans.readOnly');

    const stored = up.json().data.id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/file/file/${stored}`, headers: staff });
    expect(del.statusCode).toBe(403);

    expect((await req('PUT', `${PT}/${ptId}`, admin, { kota: 'Bandung' })).statusCode).toBe(200);

    const student = await t.createMahasiswaUser({ pt_id: ptId, acara_id: Number(acara.id) });
    const gallery = await t.app.inject({
      method: 'GET',
      url: '/api/mahasiswa/galeri',
      headers: t.auth(student.token!),
    });
    expect(gallery.statusCode).toBe(200);
  });

  it('within the grace days, or with more of them set, the staff write again', async () => {
    const ptId = await ptWithEnd(addDays(today(), -20));
    const staff = await staffOf(ptId);
    expect((await req('PUT', `${PT}/${ptId}`, staff, { kota: 'Depok' })).statusCode).toBe(403);
    const settings = await req('PUT', '/api/setting/apps', admin, { masa_tenggang_hari: 30 });
    expect(settings.statusCode).toBe(200);
    expect((await req('PUT', `${PT}/${ptId}`, staff, { kota: 'Depok' })).statusCode).toBe(200);
    await req('PUT', '/api/setting/apps', admin, { masa_tenggang_hari: 14 });

    const recent = await ptWithEnd(addDays(today(), -3));
    const other = await staffOf(recent);
    expect((await req('PUT', `${PT}/${recent}`, other, { kota: 'Bogor' })).statusCode).toBe(200);
  });
});

describe('features of the plan', () => {
  it('face search cannot be turned on outside the plan; a plan with it, or no plan, allows it', async () => {
    const plan = async (nama: string, fitur: string[]) =>
      Number(
        (
          await t.db
            .insertInto('plan')
            .values({
              kode: `F${Math.floor(Math.random() * 1e8)}`,
              nama,
              harga: 0,
              fitur: JSON.stringify(fitur),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const basic = await plan('Paket Dasar', ['Galeri foto']);
    const pro = await plan('Paket Pro', ['face_search']);
    const ptId = await ptWithEnd(addDays(today(), 300), basic);

    const on = await req('PUT', `${PT}/${ptId}`, admin, { face_search: true });
    expect(on.statusCode).toBe(403);
    expect(on.json().code).toBe('plans.featureMissing');
    expect(on.json().message).toBe('The Paket Dasar plan of Universitas Lewat does not include face search.');
    expect(on.json().errors.face_search).toHaveLength(1);

    expect((await req('PUT', `${PT}/${ptId}`, admin, { paket_id: pro, face_search: true })).statusCode).toBe(
      200,
    );
    // Back to the basic plan while it is on: refused, unless it is turned off in the same change.
    expect((await req('PUT', `${PT}/${ptId}`, admin, { paket_id: basic })).statusCode).toBe(403);
    expect(
      (await req('PUT', `${PT}/${ptId}`, admin, { paket_id: basic, face_search: false })).statusCode,
    ).toBe(200);
    expect((await req('PUT', `${PT}/${ptId}`, admin, { paket_id: null, face_search: true })).statusCode).toBe(
      200,
    );
  });

  it('a student’s face search is off while the plan lacks it, even with the PT’s switch on', async () => {
    const basic = Number(
      (
        await t.db
          .insertInto('plan')
          .values({ kode: `G${Math.floor(Math.random() * 1e8)}`, nama: 'Paket Hemat', harga: 0, fitur: '[]' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const ptId = await ptWithEnd(addDays(today(), 300));
    await t.db.updateTable('perguruan_tinggi').set({ face_search: true }).where('id', '=', ptId).execute();
    const student = await t.createMahasiswaUser({ pt_id: ptId });
    const me = () => t.app.inject({ method: 'GET', url: '/api/faces/me', headers: t.auth(student.token!) });
    expect((await me()).json().data.enabled).toBe(true);
    await t.db.updateTable('perguruan_tinggi').set({ paket_id: basic }).where('id', '=', ptId).execute();
    expect((await me()).json().data.enabled).toBe(false);
  });
});
