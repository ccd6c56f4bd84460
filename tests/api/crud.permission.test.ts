/**
 * Built-in permissions (those of the declarations, seeded at every start): readable descriptions,
 * a locked name and no delete (409, translated); permissions an administrator adds stay editable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBase } from '../../server/db/seed';
import { adminApi, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const api = adminApi(() => t);
const P = '/setting/users/permission';
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function permission(
  name: string,
): Promise<{ id: number; description: string | null; is_builtin: boolean }> {
  const res = await api('GET', `${P}?filter=${enc({ q: name })}`);
  const found = res.json().data.find((p: { name: string }) => p.name === name);
  if (!found) throw new Error(`no permission ${name}`);
  return found;
}

describe('built-in permissions', () => {
  it('are seeded built in with a readable Indonesian description', async () => {
    expect(await permission('perguruanTinggi.view')).toMatchObject({
      description: 'Lihat Perguruan Tinggi',
      is_builtin: true,
    });
    expect(await permission('mahasiswa.delete')).toMatchObject({ description: 'Hapus Mahasiswa' });
    expect(await permission('programStudi.create')).toMatchObject({ description: 'Tambah Program Studi' });
    expect(await permission('profile.update')).toMatchObject({ description: 'Ubah profil sendiri' });
    const list = await api('GET', `${P}?filter=${enc({ is_builtin: false })}`);
    expect(list.json().data).toEqual([]);
  });

  it('cannot be renamed (409 on name, translated), but the description can change and stays', async () => {
    const plan = await permission('plan.view');
    const res = await api('PUT', `${P}/${plan.id}`, { name: 'plan.lihat' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This Permission is built in and cannot be changed this way.');
    expect(res.json().errors).toEqual({ name: ['A built-in record cannot change this field.'] });
    const id = await api(
      'PUT',
      `${P}/${plan.id}`,
      { name: 'plan.lihat' },
      { ...t.auth(t.admin.token), 'accept-language': 'id' },
    );
    expect(id.json().errors.name).toEqual(['Kolom ini tidak dapat diubah pada data bawaan.']);
    // The same name again (the edit form sends it) is fine.
    const described = await api('PUT', `${P}/${plan.id}`, { name: 'plan.view', description: 'Lihat paket' });
    expect(described.statusCode, described.body).toBe(200);
    await seedBase(t.db, t.config);
    expect(await permission('plan.view')).toMatchObject({ description: 'Lihat paket', is_builtin: true });
    // The admin's access still works: the name never changed.
    expect((await api('GET', '/setting/plan')).statusCode).toBe(200);
  });

  it('cannot be deleted, alone or in a bulk delete (409, translated)', async () => {
    const plan = await permission('plan.delete');
    const res = await api('DELETE', `${P}/${plan.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This Permission is built in and cannot be deleted.');
    const id = await api('DELETE', `${P}/${plan.id}`, undefined, {
      ...t.auth(t.admin.token),
      'accept-language': 'id',
    });
    expect(id.json().message).toBe('Permission ini adalah data bawaan dan tidak dapat dihapus.');
    const custom = await api('POST', P, { name: 'laporan.view', description: 'Lihat laporan' });
    const bulk = await api('DELETE', `${P}?filter=${enc({ id: [custom.json().data.id, plan.id] })}`);
    expect(bulk.statusCode).toBe(409);
    expect((await api('GET', `${P}/${custom.json().data.id}`)).statusCode).toBe(200);
    expect((await api('GET', `${P}/${plan.id}`)).statusCode).toBe(200);
  });

  it('leaves permissions added by an administrator editable and deletable', async () => {
    const res = await api('POST', P, { name: 'sertifikat.view', is_builtin: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_builtin: false, description: null });
    const id = res.json().data.id;
    const renamed = await api('PUT', `${P}/${id}`, { name: 'sertifikat.print' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api('DELETE', `${P}/${id}`)).statusCode).toBe(200);
  });

  it('a permission whose declaration is gone is no longer built in after the next start', async () => {
    const res = await api('POST', P, { name: 'lama.view' });
    const id = res.json().data.id;
    await t.db.updateTable('permissions').set({ is_builtin: true }).where('id', '=', id).execute();
    await seedBase(t.db, t.config);
    expect((await api('GET', `${P}/${id}`)).json().data.is_builtin).toBe(false);
    const renamed = await api('PUT', `${P}/${id}`, { name: 'lama.lihat' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
