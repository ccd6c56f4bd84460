import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import {
  addGroup,
  createWorld,
  exifTags,
  makeImage,
  multipart,
  studentPhotos,
  upload,
  type GalleryWorld,
} from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;

beforeAll(async () => {
  t = await createTestApp({
    config: { uploadMaxBytes: 400 * 1024, uploadMaxPixels: 4_000_000, photoTimeZone: 'Asia/Jakarta' },
  });
  w = await createWorld(t);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('photo upload: refusals first', () => {
  it('refuses a text file named like an image with 415 and a message for the file', async () => {
    const res = await upload(
      t,
      w.published,
      Buffer.from('hello, I am not a photo at all\n'.repeat(20)),
      'x.jpg',
    );
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JPEG, PNG and WebP/);
    expect(res.body.errors?.file?.[0]).toMatch(/JPEG, PNG and WebP/);
  });

  it('refuses a GIF (a real image, but not accepted) with 415 even when declared image/jpeg', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const res = await upload(t, w.published, gif, 'photo.jpg');
    expect(res.status).toBe(415);
  });

  it('refuses an oversized file with 413', async () => {
    const big = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(500 * 1024, 7)]);
    const res = await upload(t, w.published, big, 'big.jpg');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/larger than/);
  });

  it('refuses an image over the pixel limit with 422 naming pixels', async () => {
    const huge = await sharp({ create: { width: 2500, height: 2000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(t, w.published, huge, 'huge.png');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/too large in pixels/);
  });

  it('refuses a corrupt image (right magic bytes, broken body) with 422', async () => {
    const good = await makeImage('jpeg');
    const corrupt = Buffer.concat([good.subarray(0, 400), Buffer.alloc(2000, 0x55)]);
    const res = await upload(t, w.published, corrupt, 'broken.jpg');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file?.[0]).toMatch(/damaged/);
    const truncated = await upload(t, w.published, good.subarray(0, Math.floor(good.length / 2)), 'half.jpg');
    expect(truncated.status).toBe(422);
  });

  it('answers 400 without a file, 422 without or with an unknown group', async () => {
    const { payload, headers } = multipart({ file_group_id: w.published });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/file/file',
      payload,
      headers: { ...headers, ...t.auth(t.admin.token) },
    });
    expect(none.statusCode).toBe(400);
    const img = await makeImage('jpeg');
    expect((await upload(t, 999999, img)).status).toBe(422);
    const noGroup = multipart({}, { name: 'a.jpg', data: img });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/file',
      payload: noGroup.payload,
      headers: { ...noGroup.headers, ...t.auth(t.admin.token) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file_group_id).toBeDefined();
  });

  it('refuses anonymous (401) and student (403) uploads', async () => {
    const img = await makeImage('jpeg');
    const { payload, headers } = multipart({ file_group_id: w.published }, { name: 'a.jpg', data: img });
    expect((await t.app.inject({ method: 'POST', url: '/api/file/file', payload, headers })).statusCode).toBe(
      401,
    );
    const student = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
    expect((await upload(t, w.published, img, 'a.jpg', student.token!)).status).toBe(403);
  });
});

describe('photo upload: accepted images', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    it(`accepts ${format} by content, even under a misleading name, and derives WebP thumb/preview/placeholder`, async () => {
      const img = await makeImage(format, { width: 1800, height: 1200 });
      const res = await upload(t, w.published, img, `photo.${format === 'jpeg' ? 'png' : 'jpg'}`);
      expect(res.status).toBe(201);
      const row = res.body.data!;
      expect(row).toMatchObject({ width: 1800, height: 1200, file_group_id: w.published });
      expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
      const thumb = await get(row.thumb_url);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['x-content-type-options']).toBe('nosniff');
      const tm = await sharp(thumb.rawPayload).metadata();
      expect(Math.max(tm.width!, tm.height!)).toBe(400);
      const preview = await get(row.preview_url);
      const pm = await sharp(preview.rawPayload).metadata();
      expect(pm.format).toBe('webp');
      expect(Math.max(pm.width!, pm.height!)).toBe(1600);
      const original = await get(row.download_url!);
      expect(original.headers['content-type']).toBe(`image/${format}`);
      expect(original.headers['content-disposition']).toMatch(/^attachment/);
      const tiny = await sharp(Buffer.from(row.placeholder.split(',')[1], 'base64')).metadata();
      expect(Math.max(tiny.width!, tiny.height!)).toBeLessThanOrEqual(24);
    });
  }

  it('recognises a duplicate in the same group by checksum (409), but allows it in another group', async () => {
    const img = await makeImage('jpeg');
    const first = await upload(t, w.published, img, 'a.jpg');
    expect(first.status).toBe(201);
    const again = await upload(t, w.published, img, 'renamed.jpg');
    expect(again.status).toBe(409);
    expect(again.body.errors?.duplicate_of).toEqual([String(first.body.data!.id)]);
    expect((await upload(t, w.draft, img, 'a.jpg')).status).toBe(201);
  });

  it('strips GPS EXIF from original, preview and thumbnail, and applies the orientation', async () => {
    const img = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7366ff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } })
      .toBuffer();
    const inMeta = await sharp(img).metadata();
    expect(exifTags(inMeta.exif)).toContain(0x8825); // the input really carries GPS
    const res = await upload(t, w.published, img, 'gps.jpg');
    expect(res.status).toBe(201);
    const row = res.body.data!;
    expect({ w: row.width, h: row.height }).toEqual({ w: 400, h: 600 }); // upright
    for (const url of [row.download_url!, row.preview_url, row.thumb_url]) {
      const body = (await get(url)).rawPayload;
      const meta = await sharp(body).metadata();
      expect(exifTags(meta.exif)).not.toContain(0x8825);
      expect(body.includes(Buffer.from('SpyCam'))).toBe(false);
    }
    const original = await sharp((await get(row.download_url!)).rawPayload).metadata();
    expect(original.orientation).toBe(6); // pixels untouched, orientation kept so it still shows upright
    const preview = await sharp((await get(row.preview_url)).rawPayload).metadata();
    expect(preview.width! < preview.height!).toBe(true);
  });
});

describe('photo upload: capture time from EXIF', () => {
  const takenAt = async (id: number) =>
    (await t.db.selectFrom('file').select('taken_at').where('id', '=', id).executeTakeFirstOrThrow())
      .taken_at;

  it('fills taken_at from DateTimeOriginal with its offset, before the metadata is stripped', async () => {
    const img = await makeImage('jpeg', {
      exif: {
        IFD0: { DateTime: '2025:01:02 09:00:00' },
        IFD2: { DateTimeOriginal: '2024:11:20 09:15:30', OffsetTimeOriginal: '+08:00' },
      },
    });
    const res = await upload(t, w.published, img, 'exif.jpg');
    expect(res.status).toBe(201);
    const row = res.body.data!;
    expect(row.taken_at).toBe('2024-11-20T01:15:30.000Z');
    expect(new Date((await takenAt(row.id))!).toISOString()).toBe('2024-11-20T01:15:30.000Z');
    // The stored original no longer carries the date.
    const original = (await get(row.download_url!)).rawPayload;
    expect(original.includes(Buffer.from('2024:11:20'))).toBe(false);
    // The admin list sorts by it and the photo reads the same there.
    const list = await get(
      `/api/file/file?sort=${encodeURIComponent('["taken_at","DESC"]')}&filter=${encodeURIComponent(
        JSON.stringify({ id: [row.id] }),
      )}`,
      t.auth(t.admin.token),
    );
    expect(list.json().data[0].taken_at).toBe('2024-11-20T01:15:30.000Z');
  });

  it('reads a date without offset as the wall time of PHOTO_TIMEZONE; PNG and WebP too', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const img = await makeImage(format, { exif: { IFD2: { DateTimeOriginal: '2024:11:20 16:00:00' } } });
      const res = await upload(t, w.published, img, `naive.${format}`);
      expect(res.status, format).toBe(201);
      expect(res.body.data!.taken_at, format).toBe('2024-11-20T09:00:00.000Z'); // 16:00 WIB (+07:00)
    }
  });

  it('falls back to DateTime when there is no DateTimeOriginal', async () => {
    const img = await makeImage('jpeg', { exif: { IFD0: { DateTime: '2023:08:17 07:00:00' } } });
    const res = await upload(t, w.published, img, 'modified.jpg');
    expect(res.body.data!.taken_at).toBe('2023-08-17T00:00:00.000Z');
  });

  it('leaves taken_at null without EXIF, and ignores a bogus date without failing the upload', async () => {
    const plain = await upload(t, w.published, await makeImage('jpeg'), 'plain.jpg');
    expect(plain.status).toBe(201);
    expect(plain.body.data!.taken_at).toBeNull();
    expect(await takenAt(plain.body.data!.id)).toBeNull();
    for (const bogus of ['0000:00:00 00:00:00', '2024:13:45 10:00:00', 'not a date at all']) {
      const img = await makeImage('jpeg', {
        exif: { IFD2: { DateTimeOriginal: bogus, OffsetTimeOriginal: 'nonsense' } },
      });
      const res = await upload(t, w.published, img, 'bogus.jpg');
      expect(res.status, bogus).toBe(201);
      expect(res.body.data!.taken_at, bogus).toBeNull();
    }
  });

  it('lists newest taken first, photos without a capture time by their upload time', async () => {
    const group = await addGroup(t, w.acaraA, 'Urutan');
    const put = async (name: string, taken?: string) =>
      (
        await upload(
          t,
          group,
          await makeImage('jpeg', taken ? { exif: { IFD2: { DateTimeOriginal: taken } } } : {}),
          name,
        )
      ).body.data!.id;
    const old = await put('old.jpg', '2024:01:01 08:00:00');
    const plain = await put('plain.jpg');
    const recent = await put('recent.jpg', '2025:06:01 08:00:00');
    const plainLater = await put('plain-later.jpg');
    const adminList = async (order: string) =>
      (
        (
          await get(
            `/api/file/file?sort=${encodeURIComponent(`["taken_at","${order}"]`)}&filter=${encodeURIComponent(
              JSON.stringify({ file_group_id: group }),
            )}`,
            t.auth(t.admin.token),
          )
        ).json().data as { id: number }[]
      ).map((r) => r.id);
    expect(await adminList('DESC')).toEqual([plainLater, plain, recent, old]);
    expect(await adminList('ASC')).toEqual([old, recent, plain, plainLater]);
    const student = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
    const gallery = await studentPhotos(t, student.token!);
    const ours = new Set([old, plain, recent, plainLater]);
    expect(gallery.map((p) => p.id).filter((id) => ours.has(id))).toEqual([plainLater, plain, recent, old]);
  });
});
