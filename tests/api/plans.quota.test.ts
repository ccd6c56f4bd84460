/**
 * A plan's quotas where usage grows (docs/tenancy.md, "Plans and quotas"): creating students and
 * acara, importing students (all or nothing, the preview says so) and uploading photos, in parallel
 * too: 20 uploads at one photo below the limit store exactly one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { addGroup, makeImage, multipart } from './files-fixtures';

let t: TestApp;
let admin: { authorization: string };
const M = '/api/mahasiswa/mahasiswa';
const A = '/api/acara/acara';

async function plan(values: Record<string, unknown>): Promise<number> {
  const row = await t.db
    .insertInto('plan')
    .values({ kode: `P${Math.floor(Math.random() * 1e8)}`, nama: 'Paket Uji', harga: 0, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function pt(paket_id: number, nama = 'Universitas Kuota'): Promise<number> {
  const row = await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: String(200000 + Math.floor(Math.random() * 700000)), nama, paket_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const count = async (table: 'mahasiswa' | 'acara' | 'file', ptId: number) => {
  if (table === 'file') {
    const r = await t.db
      .selectFrom('file')
      .innerJoin('file_group', 'file_group.id', 'file.file_group_id')
      .innerJoin('acara', 'acara.id', 'file_group.acara_id')
      .where('acara.pt_id', '=', ptId)
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
  const r = await t.db
    .selectFrom(table)
    .where('pt_id', '=', ptId)
    .select(t.db.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

const post = (url: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...admin, 'accept-language': language } });

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
});
afterAll(async () => {
  await t?.close();
});

describe('creating over a quota', () => {
  it('a student over max_mahasiswa answers 409 naming the limit, the plan and the usage, in the caller’s language', async () => {
    const ptId = await pt(await plan({ nama: 'Paket Mungil', max_mahasiswa: 2 }), 'Universitas Mungil');
    for (const nim of ['3000000001', '3000000002'])
      expect((await post(M, { nim, nama: 'Siswa', pt_id: ptId })).statusCode).toBe(200);
    const over = await post(M, { nim: '3000000003', nama: 'Siswa', pt_id: ptId });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('plans.quotaExceeded');
    expect(over.json().message).toBe(
      'The Paket Mungil plan of Universitas Mungil allows 2 students; 2 are used and this would add 1. Nothing was saved: remove some first or ask for a larger plan.',
    );
    const id = await post(M, { nim: '3000000003', nama: 'Siswa', pt_id: ptId }, 'id');
    expect(id.json().message).toContain('Paket Mungil milik Universitas Mungil mengizinkan 2 mahasiswa');
    expect(await count('mahasiswa', ptId)).toBe(2);
  });

  it('an acara over max_acara answers 409; a plan without a limit and a PT without a plan take any number', async () => {
    const ptId = await pt(await plan({ nama: 'Paket Satu Acara', max_acara: 1 }));
    const acara = { nama: 'Wisuda', tanggal: '2026-12-12', pt_id: ptId };
    expect((await post(A, acara)).statusCode).toBe(200);
    const over = await post(A, acara);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('allows 1 graduation events; 1 are used');
    expect(await count('acara', ptId)).toBe(1);

    const free = await pt(await plan({ max_acara: null }));
    for (let i = 0; i < 3; i++) expect((await post(A, { ...acara, pt_id: free })).statusCode).toBe(200);
  });
});

describe('importing over a quota', () => {
  const importCsv = (csv: string, mode: 'preview' | 'commit') => {
    const body = multipart({}, { name: 'mahasiswa.csv', type: 'text/csv', data: Buffer.from(csv) });
    return t.app.inject({
      method: 'POST',
      url: `${M}/import?mode=${mode}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  it('writes nothing when the rows would pass the limit, and the preview says so', async () => {
    const ptId = await pt(await plan({ nama: 'Paket Impor', max_mahasiswa: 3 }), 'Universitas Impor Kuota');
    const kode = (
      await t.db
        .selectFrom('perguruan_tinggi')
        .select('kode_pt')
        .where('id', '=', ptId)
        .executeTakeFirstOrThrow()
    ).kode_pt;
    expect((await post(M, { nim: '4000000001', nama: 'Sudah Ada', pt_id: ptId })).statusCode).toBe(200);
    const csv = ['NIM,Nama,Kode PT', ...[2, 3, 4].map((n) => `400000000${n},Siswa ${n},${kode}`)].join('\n');

    const preview = await importCsv(csv, 'preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.dry_run).toBe(true);
    expect(preview.json().data.refused).toMatchObject({
      code: 'plans.quotaExceeded',
      message: expect.stringContaining('allows 3 students; 1 are used and this would add 3'),
    });

    const commit = await importCsv(csv, 'commit');
    expect(commit.statusCode).toBe(409);
    expect(commit.json().message).toContain('Paket Impor');
    expect(await count('mahasiswa', ptId)).toBe(1);

    // Two rows fit: the same import without its last row goes in.
    const fits = await importCsv(csv.split('\n').slice(0, 3).join('\n'), 'commit');
    expect(fits.statusCode).toBe(200);
    expect(await count('mahasiswa', ptId)).toBe(3);
  });
});

describe('uploading photos', () => {
  it('20 parallel uploads one photo below max_foto store exactly one', async () => {
    const ptId = await pt(await plan({ nama: 'Paket Foto', max_foto: 3 }));
    const acara = await t.db
      .insertInto('acara')
      .values({ pt_id: ptId, nama: 'Wisuda Foto', tanggal: '2026-12-12' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await addGroup(t, Number(acara.id), 'Prosesi');
    const upload = async (data: Buffer) => {
      const body = multipart({ file_group_id: group }, { name: 'a.jpg', data });
      return t.app.inject({
        method: 'POST',
        url: '/api/file/file',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
    };
    const images = await Promise.all(
      Array.from({ length: 22 }, () => makeImage('jpeg', { width: 320, height: 240 })),
    );
    for (const img of images.slice(0, 2)) expect((await upload(img)).statusCode).toBe(201);

    const answers = await Promise.all(images.slice(2).map(upload));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toContain(
      'allows 3 photos; 3 are used',
    );
    expect(await count('file', ptId)).toBe(3);
  });

  it('a photo that would pass max_storage_gb is refused', async () => {
    const ptId = await pt(await plan({ nama: 'Paket Nol', max_storage_gb: 0 }));
    const acara = await t.db
      .insertInto('acara')
      .values({ pt_id: ptId, nama: 'Wisuda Nol', tanggal: '2026-12-12' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await addGroup(t, Number(acara.id), 'Prosesi');
    const body = multipart({ file_group_id: group }, { name: 'a.jpg', data: await makeImage('jpeg') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/file',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('GB of photo storage');
    expect(await count('file', ptId)).toBe(0);
  });
});
