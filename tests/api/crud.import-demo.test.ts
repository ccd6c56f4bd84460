/**
 * The mahasiswa import on the demo data: the template's example row imports as it is; a program studi
 * named ambiguously is refused with its candidates named; the preview is a dry run of the commit
 * (the same writes, rolled back) and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed-demo';
import { createTestApp, type TestApp } from './helpers';
import { multipart } from './files-fixtures';

let t: TestApp;
const M = '/api/mahasiswa/mahasiswa';

const upload = (csv: string, query: string) => {
  const body = multipart({}, { name: 'mahasiswa.csv', type: 'text/csv', data: Buffer.from(csv) });
  return t.app.inject({
    method: 'POST',
    url: `${M}/import?${query}`,
    payload: body.payload,
    headers: { ...t.auth(t.admin.token), ...body.headers },
  });
};
const count = async () =>
  Number((await t.db.selectFrom('mahasiswa').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config, { photos: false });
}, 120_000);
afterAll(async () => t?.close());

describe('import on the demo data', () => {
  it('imports the template as downloaded: its example row is valid', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: `${M}/import/template.csv`,
      headers: t.auth(t.admin.token),
    });
    expect(template.statusCode).toBe(200);
    const csv = template.body.replace(/^\uFEFF/, '');
    const preview = await upload(csv, 'mode=preview');
    expect(preview.json().data.rows[0].errors).toEqual({});
    const before = await count();
    const res = await upload(csv, 'mode=commit');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.imported).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a program studi name matching several, naming each with its fakultas and perguruan tinggi', async () => {
    const res = await upload(
      ['nim,nama,kode_pt,prodi', '2025990001,Rudi Hartono,005012,Teknik Informatika'].join('\n'),
      'mode=preview',
    );
    const [error] = res.json().data.rows[0].errors.prodi_id as string[];
    expect(error).toContain('"Teknik Informatika" matches more than one record');
    expect(error).toContain(
      'Teknik Informatika (D3) — Jurusan Teknik Komputer dan Informatika, Politeknik Negeri Bandung',
    );
    expect(error).toContain(
      'Teknik Informatika (D4) — Jurusan Teknik Komputer dan Informatika, Politeknik Negeri Bandung',
    );
    // Named with its jenjang, the same program studi is found.
    const clear = await upload(
      ['nim,nama,kode_pt,prodi', '2025990001,Rudi Hartono,005012,Teknik Informatika (D4)'].join('\n'),
      'mode=preview',
    );
    expect(clear.json().data.rows[0].errors).toEqual({});
  });

  it('previews as a dry run: per row what the commit would do, and writes nothing', async () => {
    const csv = [
      'nim,nama,kode_pt,prodi',
      '2025990101,Ani Lestari,001001,Teknik Elektro',
      '2025990102,Budi,001001,Tidak Ada',
    ].join('\n');
    const before = await count();
    const audit = async () =>
      Number(
        (await t.db.selectFrom('audit_log').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      );
    const auditBefore = await audit();
    const res = await upload(csv, 'mode=preview');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'error']);
    expect(data).toMatchObject({ valid: 1, invalid: 1, dry_run: true });
    expect(await count()).toBe(before);
    expect(await audit()).toBe(auditBefore);
  });

  it('with update_existing, a row naming a stored student (NIM at the perguruan tinggi) updates it: previewed as update', async () => {
    const stored = await t.db
      .selectFrom('mahasiswa')
      .innerJoin('perguruan_tinggi', 'perguruan_tinggi.id', 'mahasiswa.pt_id')
      .select(['mahasiswa.id', 'mahasiswa.nim', 'mahasiswa.nama', 'perguruan_tinggi.kode_pt'])
      .orderBy('mahasiswa.id')
      .executeTakeFirstOrThrow();
    const csv = [
      'nim,nama,kode_pt,tempat_lahir',
      `${stored.nim},${stored.nama},${stored.kode_pt},Kota Baru Impor`,
      `2025990201,Citra Baru,${stored.kode_pt},Bandung`,
    ].join('\n');
    // Without the option a stored NIM is an error, as before.
    expect((await upload(csv, 'mode=preview')).json().data.rows[0].errors).toHaveProperty('nim');
    const before = await count();
    const preview = (await upload(csv, 'mode=preview&update_existing=true')).json().data;
    expect(preview.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(preview).toMatchObject({ created: 1, updated: 1, invalid: 0 });
    expect(await count()).toBe(before);
    const res = await upload(csv, 'mode=commit&update_existing=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 2, created: 1, updated: 1 });
    expect(await count()).toBe(before + 1);
    const updated = await t.db
      .selectFrom('mahasiswa')
      .select('tempat_lahir')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(updated.tempat_lahir).toBe('Kota Baru Impor');
  });
});
