import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { createS3Storage } from '../../server/files/storage-s3';
import { sweepOrphans } from '../../server/jobs/sweep';
import { createTestApp, type TestApp } from './helpers';
import { createWorld, makeImage, upload, type GalleryWorld } from './files-fixtures';
import { freePort } from '../free-port';

let server: S3rver;
let dir: string;
let t: TestApp;
let w: GalleryWorld;
let s3: NonNullable<TestApp['config']['s3']>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'wisuda-test' }],
  });
  const { port } = await server.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'wisuda-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  t = await createTestApp({ config: { s3 } });
  w = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('S3-compatible storage (a real s3rver)', () => {
  it('the storage interface puts, gets (type and length), checks and deletes objects', async () => {
    const storage = createS3Storage(s3);
    const body = Buffer.from('hello s3');
    await storage.put('photos/test/abc.webp', body, 'image/webp');
    expect(await storage.exists('photos/test/abc.webp')).toBe(true);
    const obj = (await storage.get('photos/test/abc.webp'))!;
    expect(obj.contentType).toBe('image/webp');
    expect(obj.contentLength).toBe(body.length);
    const chunks: Buffer[] = [];
    for await (const c of obj.stream) chunks.push(Buffer.from(c as Buffer));
    expect(Buffer.concat(chunks).toString()).toBe('hello s3');
    await storage.delete('photos/test/abc.webp');
    expect(await storage.exists('photos/test/abc.webp')).toBe(false);
    expect(await storage.get('photos/test/abc.webp')).toBeNull();
    await expect(storage.put('../escape', body, 'image/webp')).rejects.toThrow(/unsafe/);
  });

  it('uploads through the API land in the bucket under generated keys and are served back; delete removes them', async () => {
    const img = await makeImage('jpeg', { width: 900, height: 600 });
    const res = await upload(t, w.published, img, '../../etc/passwd.jpg');
    expect(res.status).toBe(201);
    const row = res.body.data!;
    const keys = await t.db
      .selectFrom('file')
      .select(['storage_key', 'thumb_key', 'preview_key', 'original_name'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(keys.storage_key).toMatch(/^photos\/\d{4}\/\d{2}\/[0-9a-z]{26}\.jpg$/);
    expect(keys.original_name).toBe('passwd.jpg');
    const storage = createS3Storage(s3);
    for (const k of [keys.storage_key, keys.thumb_key, keys.preview_key])
      expect(await storage.exists(k)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: row.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/file/file/${row.id}`,
      headers: t.auth(t.admin.token),
    });
    expect(del.statusCode).toBe(200);
    for (const k of [keys.storage_key, keys.thumb_key, keys.preview_key])
      expect(await storage.exists(k)).toBe(false);
  });

  it('lists by prefix; the orphan sweep removes only what no row references (docs/jobs.md)', async () => {
    const storage = createS3Storage(s3);
    const res = await upload(t, w.published, await makeImage('png'), 'kept.png');
    expect(res.status).toBe(201);
    const kept = await t.db
      .selectFrom('file')
      .select(['storage_key', 'thumb_key', 'preview_key'])
      .where('id', '=', res.body.data!.id)
      .executeTakeFirstOrThrow();
    const orphans = Array.from({ length: 3 }, (_, i) => `photos/2020/01/00orphan${i}.webp`);
    for (const key of [...orphans, 'elsewhere/note.txt'])
      await storage.put(key, Buffer.from(key), 'image/webp');
    const listed: string[] = [];
    for await (const entry of storage.list('photos/')) {
      expect(entry.modifiedAt).toBeInstanceOf(Date);
      listed.push(entry.key);
    }
    expect(listed).toEqual(expect.arrayContaining([...orphans, kept.storage_key, kept.thumb_key]));
    expect(listed).not.toContain('elsewhere/note.txt');

    // An hour and more from now, every object is past the grace period.
    const result = await sweepOrphans(t.db, storage, {
      graceMs: 3600_000,
      resources: RESOURCES,
      now: new Date(Date.now() + 2 * 3600_000),
    });
    expect(result.removed.sort()).toEqual(orphans);
    for (const key of orphans) expect(await storage.exists(key)).toBe(false);
    for (const key of [kept.storage_key, kept.thumb_key, kept.preview_key, 'elsewhere/note.txt'])
      expect(await storage.exists(key), key).toBe(true);
  });
});

describe('object storage out of reach', () => {
  let down: TestApp;
  afterAll(async () => {
    await down?.close();
  });

  it('an upload answers 503 with Retry-After naming the file storage, not the database', async () => {
    // a port nobody listens on: every request to the storage is refused
    const closed = await freePort();
    down = await createTestApp({ config: { s3: { ...s3, endpoint: `http://127.0.0.1:${closed}` } } });
    const world = await createWorld(down);
    const res = await upload(down, world.published, await makeImage('jpeg'), 'foto.jpg');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'The file storage cannot be reached at the moment. Please try again in a few seconds.',
      code: 'http.storageUnavailable',
    });
  });
});
