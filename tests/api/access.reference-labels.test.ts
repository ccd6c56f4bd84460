/**
 * A reference a role may not open is still named (issue 25, item 6): one record's answer carries
 * the label of every record it points at (`prodi_nama`, `prodi_jenjang`, as a list row does), so a
 * role holding `mahasiswa.view` but not `programStudi.view` reads the student's program studi by
 * name while the program studi itself stays refused to it. A list of references (a user's roles)
 * carries its targets' labels beside the ids, in the same order (`roles_name`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const api = adminApi(() => t);
const R = '/setting/users/role';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the labels of references in one record', () => {
  it('reach a view-only role that may not open the referenced records', async () => {
    const student = await t.createMahasiswaUser({ name: 'Siti Rahmawati' });
    const fakultas = await api('POST', '/data-induk/pt/fakultas', { pt_id: student.pt_id, nama: 'Ekonomi' });
    expect(fakultas.statusCode, fakultas.body).toBe(200);
    const prodi = await api('POST', '/data-induk/pt/ps', {
      pt_id: student.pt_id,
      fakultas_id: fakultas.json().data.id,
      nama: 'Akuntansi',
      jenjang: 'S1',
    });
    expect(prodi.statusCode, prodi.body).toBe(200);
    const prodiId = Number(prodi.json().data.id);
    const moved = await api('PUT', `/mahasiswa/mahasiswa/${student.mahasiswaId}`, {
      fakultas_id: fakultas.json().data.id,
      prodi_id: prodiId,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'mahasiswa.view')
      .execute();
    const role = await api('POST', R, { name: 'petugas_toga', permissions: perm.map((p) => Number(p.id)) });
    expect(role.statusCode, role.body).toBe(200);
    const officer = await t.createUser({ role: 'petugas_toga', name: 'Tono Toga' });
    const as = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.auth(officer.token!) });

    const one = await as(`/mahasiswa/mahasiswa/${student.mahasiswaId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      prodi_id: prodiId,
      prodi_nama: 'Akuntansi',
      prodi_jenjang: 'S1',
      fakultas_nama: 'Ekonomi',
    });
    expect(typeof one.json().data.pt_nama).toBe('string');
    // a reference no list column shows is named too (the student's sign-in account)
    expect(typeof one.json().data.user_name).toBe('string');
    // only the label: nothing else of the program studi
    expect(one.json().data).not.toHaveProperty('prodi_gelar');
    // the list row names it the same way
    const list = await as('/mahasiswa/mahasiswa');
    expect(list.json().data.find((m: { id: number }) => m.id === student.mahasiswaId)).toMatchObject({
      prodi_nama: 'Akuntansi',
    });
    // and the program studi itself stays closed to the role
    expect((await as(`/data-induk/pt/ps/${prodiId}`)).statusCode).toBe(403);
  });
});

describe('the labels of a list of references', () => {
  it('come beside the ids, in their order, to a role that may not open the targets', async () => {
    const perm = await t.db.selectFrom('permissions').select('id').where('name', '=', 'user.view').execute();
    const role = await api('POST', R, { name: 'pembaca_akun', permissions: perm.map((p) => Number(p.id)) });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = Number(role.json().data.id);
    const reader = await t.createUser({ role: 'pembaca_akun', name: 'Rina Reader' });
    const admin = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Administrator')
      .executeTakeFirstOrThrow();
    const both = await api('POST', '/setting/users/user', {
      name: 'Dua Peran',
      email: 'dua.peran@example.test',
      password: 'Sangat-Rahasia-2026',
      roles: [roleId, Number(admin.id)],
    });
    expect(both.statusCode, both.body).toBe(200);
    const id = Number(both.json().data.id);
    const as = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.auth(reader.token!) });

    const one = await as(`/setting/users/user/${id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      roles: [roleId, Number(admin.id)],
      roles_name: ['pembaca_akun', 'Administrator'],
    });
    const list = await as(`/setting/users/user?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data[0]).toMatchObject({ roles_name: ['pembaca_akun', 'Administrator'] });
    // the roles themselves stay closed to the role
    expect((await as(`/setting/users/role/${roleId}`)).statusCode).toBe(403);

    // a renamed role is named anew in the list (the list cache depends on the roles table)
    expect((await api('PUT', `${R}/${roleId}`, { name: 'pembaca_akun_baru' })).statusCode).toBe(200);
    const again = await as(`/setting/users/user?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
    expect(again.json().data[0].roles_name).toEqual(['pembaca_akun_baru', 'Administrator']);
  });
});
