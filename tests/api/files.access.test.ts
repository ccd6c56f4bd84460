import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../server/files/storage';
import { createTestApp, type TestApp } from './helpers';
import {
  createWorld,
  makeImage,
  studentPhotos,
  upload,
  type GalleryWorld,
  type PhotoJson,
} from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;
let admin: string;
type Student = Awaited<ReturnType<TestApp['createMahasiswaUser']>>;
let A: Student; // acara A, tagged on the photos
let B: Student; // acara A, not tagged
let C: Student; // acara B (another acara), not tagged
/** Photos by situation. */
const p = {} as Record<
  | 'publishedTagged'
  | 'publishedUntagged'
  | 'draftTagged'
  | 'draftUntagged'
  | 'otherAcara'
  | 'otherAcaraTaggedA'
  | 'noDownload',
  PhotoJson
>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  admin = t.admin.token;
  A = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  B = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  C = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraB });
  const put = async (group: number) =>
    (await upload(t, group, await makeImage('jpeg', { width: 300, height: 200 }))).body.data!;
  p.publishedTagged = await put(w.published);
  p.publishedUntagged = await put(w.published);
  p.draftTagged = await put(w.draft);
  p.draftUntagged = await put(w.draft);
  p.otherAcara = await put(w.otherAcara);
  p.otherAcaraTaggedA = await put(w.otherAcara);
  p.noDownload = await put(w.noDownload);
  for (const photo of [p.publishedTagged, p.draftTagged, p.otherAcaraTaggedA]) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/file/file/${photo.id}/mahasiswa`,
      headers: t.auth(admin),
      payload: { mahasiswa_ids: [A.mahasiswaId] },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => t?.close());

const bearer = (token: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {} });
const bytesUrl = (id: number, variant: string) => `/api/file/file/${id}/${variant}`;

/** What a student's gallery lists. */
async function galleryIds(token: string): Promise<number[]> {
  return (await studentPhotos(t, token)).map((x) => x.id).sort((a, b) => a - b);
}

describe('who sees which photo', () => {
  it('lists for each student exactly: published groups of their acara + photos tagged to them in published groups', async () => {
    const sorted = (xs: PhotoJson[]) => xs.map((x) => x.id).sort((a, b) => a - b);
    expect(await galleryIds(A.token!)).toEqual(
      sorted([p.publishedTagged, p.publishedUntagged, p.noDownload, p.otherAcaraTaggedA]),
    );
    expect(await galleryIds(B.token!)).toEqual(
      sorted([p.publishedTagged, p.publishedUntagged, p.noDownload]),
    );
    expect(await galleryIds(C.token!)).toEqual(sorted([p.otherAcara, p.otherAcaraTaggedA]));
  });

  it('gives students no admin list, no admin photo record and no uploads', async () => {
    for (const s of [A, B, C]) {
      expect((await bearer(s.token, '/api/file/file')).statusCode).toBe(403);
      expect((await bearer(s.token, `/api/file/file/${p.publishedTagged.id}`)).statusCode).toBe(403);
    }
    expect((await bearer(undefined, '/api/file/file')).statusCode).toBe(401);
    expect((await bearer(undefined, '/api/mahasiswa/galeri')).statusCode).toBe(401);
    expect((await bearer(undefined, '/api/mahasiswa/galeri/photos')).statusCode).toBe(401);
  });

  it('serves bytes by bearer: admin all; students only what they may see; 404 otherwise; anonymous 401', async () => {
    const expectations: [string, Student | 'admin' | undefined, keyof typeof p, number][] = [
      ['admin draft', 'admin', 'draftUntagged', 200],
      ['A tagged published', A, 'publishedTagged', 200],
      ['A draft even when tagged', A, 'draftTagged', 404],
      ['A another acara, tagged', A, 'otherAcaraTaggedA', 200],
      ['A another acara, untagged', A, 'otherAcara', 404],
      ['B published of own acara', B, 'publishedTagged', 200],
      ['B unpublished of own acara', B, 'draftUntagged', 404],
      ['C published of acara A', C, 'publishedUntagged', 404],
      ['anonymous', undefined, 'publishedUntagged', 401],
    ];
    for (const [label, who, photo, status] of expectations) {
      const token = who === 'admin' ? admin : who?.token;
      for (const variant of ['thumb', 'preview']) {
        const res = await bearer(token, bytesUrl(p[photo].id, variant));
        expect(res.statusCode, `${label} ${variant}`).toBe(status);
      }
    }
  });

  it('lets originals be downloaded only where the group allows it (admins always)', async () => {
    expect((await bearer(A.token, bytesUrl(p.publishedTagged.id, 'original'))).statusCode).toBe(200);
    expect((await bearer(A.token, bytesUrl(p.noDownload.id, 'original'))).statusCode).toBe(403);
    expect((await bearer(admin, bytesUrl(p.noDownload.id, 'original'))).statusCode).toBe(200);
    const list = await studentPhotos(t, A.token!);
    expect(list.find((x) => x.id === p.noDownload.id)!.download_url).toBeNull();
    expect(list.find((x) => x.id === p.publishedTagged.id)!.download_url).toMatch(/\/original\?/);
  });

  it('signed URLs work without a header, only for their own photo/variant, and die with the session', async () => {
    const student = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
    const token = await t.loginAs(student.email, student.password);
    const list = await studentPhotos(t, token);
    const photo = list.find((x) => x.id === p.publishedUntagged.id)!;
    const ok = await bearer(undefined, photo.thumb_url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    // The same signature for another photo or another variant is refused.
    const query = photo.thumb_url.split('?')[1];
    expect((await bearer(undefined, `${bytesUrl(p.draftUntagged.id, 'thumb')}?${query}`)).statusCode).toBe(
      403,
    );
    expect((await bearer(undefined, `${bytesUrl(photo.id, 'original')}?${query}`)).statusCode).toBe(403);
    // A tampered user id is refused.
    expect((await bearer(undefined, photo.thumb_url.replace(/u=\d+/, `u=${A.id}`))).statusCode).toBe(403);
    // Unpublishing the group makes even a valid signed URL answer 404.
    await t.db.updateTable('file_group').set({ is_published: false }).where('id', '=', w.published).execute();
    expect((await bearer(undefined, photo.thumb_url)).statusCode).toBe(404);
    await t.db.updateTable('file_group').set({ is_published: true }).where('id', '=', w.published).execute();
    expect((await bearer(undefined, photo.thumb_url)).statusCode).toBe(200);
    // Logout kills the URL.
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect((await bearer(undefined, photo.thumb_url)).statusCode).toBe(401);
  });

  it('admin list filters by acara, group, tagged student and q; Content-Range is set', async () => {
    const list = async (filter: object) => {
      const res = await bearer(
        admin,
        `/api/file/file?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toMatch(/^file \d+-\d+\/\d+$/);
      return (res.json().data as PhotoJson[]).map((x) => x.id).sort((a, b) => a - b);
    };
    expect(await list({ mahasiswa_id: A.mahasiswaId })).toEqual(
      [p.publishedTagged.id, p.draftTagged.id, p.otherAcaraTaggedA.id].sort((a, b) => a - b),
    );
    expect(await list({ acara_id: w.acaraB })).toEqual(
      [p.otherAcara.id, p.otherAcaraTaggedA.id].sort((a, b) => a - b),
    );
    expect(await list({ file_group_id: w.draft })).toEqual(
      [p.draftTagged.id, p.draftUntagged.id].sort((a, b) => a - b),
    );
    expect(await list({ q: A.nim })).toHaveLength(3);
    expect((await bearer(admin, '/api/file/file?sort=["nope","ASC"]')).statusCode).toBe(400);
    expect((await bearer(admin, '/api/file/file?filter={bad')).statusCode).toBe(400);
  });

  it('tags by pasted NIMs and reports the unknown ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/file/tag-by-nim',
      headers: t.auth(admin),
      payload: {
        file_ids: [p.publishedUntagged.id, p.draftUntagged.id],
        nims: `${B.nim}\n${C.nim}, 000000\n`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tagged).toBe(4);
    expect(res.json().data.unknown).toEqual(['000000']);
    const row = (await bearer(admin, `/api/file/file/${p.publishedUntagged.id}`)).json().data as PhotoJson;
    expect(row.tags.map((x) => x.nim).sort()).toEqual([B.nim, C.nim].sort());
    expect((await bearer(C.token!, bytesUrl(p.publishedUntagged.id, 'thumb'))).statusCode).toBe(200);
  });

  it('favourites only on visible photos; deleting photos removes them and their bytes', async () => {
    const fav = (id: number, method: 'PUT' | 'DELETE') =>
      t.app.inject({ method, url: `/api/mahasiswa/galeri/${id}/favorite`, headers: t.auth(B.token!) });
    expect((await fav(p.publishedTagged.id, 'PUT')).statusCode).toBe(200);
    expect((await fav(p.draftUntagged.id, 'PUT')).statusCode).toBe(404);
    const photos = await studentPhotos(t, B.token!);
    expect(photos.find((x) => x.id === p.publishedTagged.id)!.favorite).toBe(true);
    expect((await fav(p.publishedTagged.id, 'DELETE')).statusCode).toBe(200);

    const victim = (await upload(t, w.published, await makeImage('png'))).body.data!;
    const victim2 = (await upload(t, w.published, await makeImage('png'))).body.data!;
    const keys = await t.db
      .selectFrom('file')
      .select(['storage_key', 'thumb_key', 'preview_key'])
      .where('id', 'in', [victim.id, victim2.id])
      .execute();
    const storage = createStorage(t.config);
    expect(await storage.exists(keys[0].thumb_key)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/file/file/${victim.id}`,
          headers: t.auth(B.token!),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/file/file/${victim.id}`, headers: t.auth(admin) }))
        .statusCode,
    ).toBe(200);
    const many = await t.app.inject({
      method: 'DELETE',
      url: `/api/file/file?filter=${encodeURIComponent(JSON.stringify({ id: [victim2.id] }))}`,
      headers: t.auth(admin),
    });
    expect(many.json().data).toEqual([victim2.id]);
    expect((await bearer(admin, bytesUrl(victim.id, 'thumb'))).statusCode).toBe(404);
    for (const k of keys.flatMap((r) => [r.storage_key, r.thumb_key, r.preview_key]))
      expect(await storage.exists(k)).toBe(false);
  });
});
