import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { createWorld, makeImage, multipart, upload, type GalleryWorld } from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;
let student: Awaited<ReturnType<TestApp['createMahasiswaUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  student = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA, name: 'Siti Rahma' });
});
afterAll(async () => t?.close());

const req = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.auth(token) : {}, payload });

describe('profile', () => {
  it('shows the student their own data with names of university and acara', async () => {
    const res = await req('GET', '/api/profile', student.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.mahasiswa).toMatchObject({
      nim: student.nim,
      nama: 'Siti Rahma',
      pt_nama: 'Universitas Galeri',
      acara_nama: 'Wisuda Periode I 2026',
    });
    expect(data.completeness.percent).toBeGreaterThan(0);
    expect(data.completeness.missing).toContain('no_hp');
    expect((await req('GET', '/api/profile')).statusCode).toBe(401);
  });

  it('edits contact fields; academic fields are refused with 422 and stay unchanged', async () => {
    const ok = await req('PUT', '/api/profile', student.token, {
      no_hp: '+62 812-3456-7890',
      ukuran_toga: 'L',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mahasiswa).toMatchObject({ no_hp: '+62 812-3456-7890', ukuran_toga: 'L' });
    const bad = await req('PUT', '/api/profile', student.token, { ipk: 4, nim: '1', no_hp: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ipk', 'nim', 'no_hp']);
    const row = await t.db
      .selectFrom('mahasiswa')
      .select(['nim', 'ipk', 'no_hp'])
      .where('id', '=', student.mahasiswaId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nim: student.nim, ipk: null, no_hp: '+62 812-3456-7890' });
    expect((await req('PUT', '/api/profile', student.token, { ukuran_toga: 'XXXXL' })).statusCode).toBe(422);
  });

  it("the e-mail is not the profile edit's to change: only the e-mail change flow (password, confirmation) moves it", async () => {
    const before = await t.db
      .selectFrom('mahasiswa')
      .select('email')
      .where('id', '=', student.mahasiswaId)
      .executeTakeFirstOrThrow();
    const res = await req('PUT', '/api/profile', student.token, { email: 'someone-else@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
    const after = await t.db
      .selectFrom('mahasiswa')
      .select('email')
      .where('id', '=', student.mahasiswaId)
      .executeTakeFirstOrThrow();
    expect(after.email).toBe(before.email);
  });

  it('takes a profile photo through the same magic-byte check and serves it by signed URL', async () => {
    const send = (name: string, data: Buffer) => {
      const { payload, headers } = multipart({}, { name, data });
      return t.app.inject({
        method: 'POST',
        url: '/api/profile/photo',
        payload,
        headers: { ...headers, ...t.auth(student.token!) },
      });
    };
    expect((await send('me.jpg', Buffer.from('<html>not an image</html>'))).statusCode).toBe(415);
    const res = await send('me.png', await makeImage('png', { width: 900, height: 700 }));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.foto_url as string;
    const photo = await req('GET', url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect((await req('GET', url.replace(/u=\d+/, `u=${student.id + 1000}`))).statusCode).toBe(403);
    expect((await req('GET', '/api/profile/photo')).statusCode).toBe(401);
    expect((await req('GET', '/api/profile', student.token)).json().data.completeness.missing).not.toContain(
      'foto',
    );
  });
});

describe('dashboards', () => {
  it('admin: counts, per university, per acara, uploads over 30 days, next acara; students refused', async () => {
    await upload(t, w.published, await makeImage('jpeg'));
    const res = await req('GET', '/api/dashboard/admin', t.admin.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.counts).toMatchObject({ perguruan_tinggi: expect.any(Number), acara: 2, foto: 1 });
    expect(d.counts.mahasiswa).toBeGreaterThanOrEqual(1);
    expect(d.per_pt.find((r: { nama: string }) => r.nama === 'Universitas Galeri').count).toBe(1);
    expect(d.per_acara.map((r: { label: string }) => r.label)).toContain('Wisuda Periode I 2026');
    expect(d.uploads).toHaveLength(30);
    expect(d.uploads.at(-1).count).toBe(1);
    expect(d.next_acara).toMatchObject({
      nama: expect.stringMatching(/Wisuda Periode/),
      tanggal: '2026-12-12',
    });
    expect((await req('GET', '/api/dashboard/admin', student.token)).statusCode).toBe(403);
    expect((await req('GET', '/api/dashboard/admin')).statusCode).toBe(401);
  });

  it('mahasiswa: their acara with place, completeness and the newest photos of them', async () => {
    const photo = (await upload(t, w.published, await makeImage('jpeg'))).body.data!;
    await req('PUT', `/api/file/file/${photo.id}/mahasiswa`, t.admin.token, {
      mahasiswa_ids: [student.mahasiswaId],
    });
    const res = await req('GET', '/api/dashboard/mahasiswa', student.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.acara).toMatchObject({
      nama: 'Wisuda Periode I 2026',
      tanggal: '2026-12-12',
      lokasi: 'Auditorium',
    });
    expect(d.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
    expect(d.completeness.percent).toBeGreaterThan(0);
  });
});
