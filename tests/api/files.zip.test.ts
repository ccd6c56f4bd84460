import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEFT_OUT_HEADER } from '../../server/files/routes-student';
import { createTestApp, type TestApp } from './helpers';
import { createWorld, listZip, makeImage, upload, type GalleryWorld, type PhotoJson } from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;
let student: Awaited<ReturnType<TestApp['createMahasiswaUser']>>;
const photos: PhotoJson[] = [];
let noDownload: PhotoJson;
let draft: PhotoJson;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  student = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  for (const name of ['wisuda.jpg', 'wisuda.jpg', 'keluarga.png']) {
    photos.push(
      (await upload(t, w.published, await makeImage(name.endsWith('png') ? 'png' : 'jpeg'), name)).body.data!,
    );
  }
  noDownload = (await upload(t, w.noDownload, await makeImage('jpeg'), 'booth.jpg')).body.data!;
  draft = (await upload(t, w.draft, await makeImage('jpeg'), 'draft.jpg')).body.data!;
});
afterAll(async () => t?.close());

describe('ZIP of originals', () => {
  it('zips all allowed originals with unique names; skips groups without download and unpublished ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: t.auth(student.token!),
      payload: { all: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wisuda-foto-/);
    const entries = await listZip(res.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual([
      'Prosesi/keluarga.png',
      'Prosesi/wisuda (2).jpg',
      'Prosesi/wisuda.jpg',
    ]);
    // Each entry is the stored original, byte for byte.
    const stored = await t.db
      .selectFrom('file')
      .select(['original_name', 'size'])
      .where(
        'id',
        'in',
        photos.map((p) => p.id),
      )
      .execute();
    expect(entries.map((e) => e.size).sort()).toEqual(stored.map((s) => Number(s.size)).sort());
  });

  it('zips a selection, refusing when nothing in it may be downloaded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: t.auth(student.token!),
      payload: { ids: [photos[2].id, noDownload.id, draft.id] },
    });
    expect(res.statusCode).toBe(200);
    expect((await listZip(res.rawPayload)).map((e) => e.name)).toEqual(['Prosesi/keluarga.png']);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: t.auth(student.token!),
      payload: { ids: [noDownload.id, draft.id] },
    });
    expect(none.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: t.auth(student.token!),
      payload: { ids: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('ids');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mahasiswa/galeri/zip', payload: { all: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('hands out a signed GET link that streams the same ZIP without a header, bound to its ids', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip-url',
      headers: t.auth(student.token!),
      payload: { ids: [photos[0].id] },
    });
    expect(link.statusCode).toBe(200);
    const url = link.json().data.url as string;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect((await listZip(res.rawPayload)).map((e) => e.name)).toEqual(['Prosesi/wisuda.jpg']);
    const tampered = url.replace(`ids=${photos[0].id}`, `ids=${photos[0].id},${photos[1].id}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('says which groups it left out because they do not allow downloads: before (the link) and in the answer', async () => {
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip-url',
      headers: t.auth(student.token!),
      payload: { all: true },
    });
    const leftOut = [{ id: w.noDownload, nama: 'Photobooth', count: 1 }];
    expect(link.json().data.left_out).toEqual(leftOut);
    const res = await t.app.inject({ method: 'GET', url: link.json().data.url as string });
    expect(JSON.parse(decodeURIComponent(String(res.headers[LEFT_OUT_HEADER])))).toEqual(leftOut);
    // A selection without such photos leaves nothing out.
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: t.auth(student.token!),
      payload: { ids: [photos[0].id] },
    });
    expect(clean.headers[LEFT_OUT_HEADER]).toBeUndefined();
    const partial = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip-url',
      headers: t.auth(student.token!),
      payload: { ids: [photos[0].id, noDownload.id, draft.id] },
    });
    // The unpublished group is not the student's to know of.
    expect(partial.json().data.left_out).toEqual(leftOut);
  });
});
