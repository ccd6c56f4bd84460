/**
 * Fast first paint (issue 12 §11): the built app's hashed files are sent pre-compressed (brotli or
 * gzip, made at build time by tools/vite-compress.ts) with immutable caching, index.html is
 * revalidated, and JSON answers of 1 KiB or more are compressed when the client asks for it, with
 * their other headers (no-store) kept; binary downloads (ZIP) are left as they are.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../tools/vite-compress';
import { COMPRESS_THRESHOLD } from '../../server/compression';
import { DOCUMENT_ONLY_HEADERS } from '../../server/app';
import { createTestApp, type TestApp } from './helpers';
import { createWorld, listZip, makeImage, upload } from './files-fixtures';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const rows = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ id: i, nama: `Mahasiswa ${i}` })),
)};\n`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/panel/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect(await compressDir(path.join(dist, 'assets'))).toBe(1);
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('built app files', () => {
  it('writes .br and .gz copies of the hashed assets at build time', async () => {
    const files = await fs.readdir(path.join(dist, 'assets'));
    expect(files.sort()).toEqual(['index-AbC123.js', 'index-AbC123.js.br', 'index-AbC123.js.gz']);
    const br = await fs.readFile(path.join(dist, 'assets', 'index-AbC123.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(br.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends /panel/assets/*.js brotli-compressed when the client accepts br, cached as immutable', async () => {
    const res = await get('/panel/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends them gzip-compressed to a client without brotli, and plain to one without either', async () => {
    const gz = await get('/panel/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/panel/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a script without the headers only a document reads; the page keeps them', async () => {
    const script = await get('/panel/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    for (const header of DOCUMENT_ONLY_HEADERS) expect(script.headers[header], header).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');

    const page = await get('/auth/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const favicon = await get('/panel/favicon.svg');
    expect(favicon.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('revalidates index.html and files without a hash; never caches them as immutable', async () => {
    const page = await get('/auth/login', { 'accept-encoding': 'br, gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('index-AbC123.js');

    const icon = await get('/panel/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);
    expect(icon.headers['cache-control']).toMatch(/max-age=0/);
  });

  it('answers 404 for a missing asset (no fallback to index.html)', async () => {
    const res = await get('/panel/assets/gone-123.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

describe('JSON answers', () => {
  it('are compressed when asked for and at least 1 KiB, keeping no-store', async () => {
    const plain = await get('/api/auth/me', t.auth(t.admin.token));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await get('/api/auth/me', { ...t.auth(t.admin.token), 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/auth/me', { ...t.auth(t.admin.token), 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('are compressed for a list too, its Content-Range (rows, not bytes) kept', async () => {
    const w = await createWorld(t);
    for (let i = 0; i < 12; i++) await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
    const url = `/api/mahasiswa/mahasiswa?sort=${encodeURIComponent('["nama","ASC"]')}&range=${encodeURIComponent('[0,9]')}`;
    const plain = await get(url, t.auth(t.admin.token));
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const range = plain.headers['content-range'];
    expect(range).toMatch(/^mahasiswa 0-9\/\d+$/);

    const br = await get(url, { ...t.auth(t.admin.token), 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(range);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('are sent as they are below 1 KiB', async () => {
    const res = await get('/api/auth/me', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leave a ZIP download alone (its own type and headers, readable as is)', async () => {
    const w = await createWorld(t);
    const student = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
    await upload(t, w.published, await makeImage('jpeg'), 'wisuda.jpg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: { ...t.auth(student.token!), 'accept-encoding': 'br, gzip' },
      payload: { all: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await listZip(res.rawPayload)).map((e) => e.name)).toEqual(['Prosesi/wisuda.jpg']);
  });
});
