/**
 * Files, not URLs (issue 12 point 7): images of `image` fields are uploaded (POST /api/images), the
 * field keeps the stored key (a typed address is refused), GET /api/images/<key> serves it to whoever
 * may see it; `url` fields take http(s) only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, multipart } from './files-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { uploadMaxBytes: 200_000 } });
});
afterAll(async () => {
  await t?.close();
});

/** A key of an upload, with the tag of the field it was stored for (server/files/keys.ts). */
const KEY = /^images\/\d{4}\/\d{2}\/[0-9a-z]{26}-[0-9a-z]{8}\.webp$/;

async function uploadImage(
  token: string | undefined,
  fields: Record<string, string>,
  data: Buffer,
  name = 'logo.png',
) {
  const body = multipart(fields, { name, data, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? t.auth(token) : {}) },
  });
}

const json = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? t.auth(token) : {} });

describe('the application logo is uploaded', () => {
  it('stores a re-encoded image, saves its key in the settings and serves it to everyone (a public field)', async () => {
    const png = await makeImage('png', { width: 900, height: 300 });
    const res = await uploadImage(t.admin.token, { resource: 'appSettings', field: 'logo' }, png);
    expect(res.statusCode, res.body).toBe(200);
    const { key, url } = res.json().data as { key: string; url: string };
    expect(key).toMatch(KEY);
    // Shown at once through the signed URL, before any record names it.
    const preview = await t.app.inject({ method: 'GET', url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    // Not referenced yet: nobody else sees it.
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${key}` })).statusCode).toBe(404);

    const saved = await json('PUT', '/api/setting/apps', t.admin.token, { logo: key });
    expect(saved.statusCode, saved.body).toBe(200);
    const pub = await json('GET', '/api/setting/apps/public');
    expect(pub.json().data.logo).toBe(key);
    const served = await t.app.inject({ method: 'GET', url: `/api/images/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses non-image content (415), an oversize file (413) and an unknown field (422)', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await uploadImage(t.admin.token, { resource: 'appSettings', field: 'logo' }, text);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().errors).toHaveProperty('file');
    const big = await makeImage('png', { width: 3000, height: 3000 });
    expect(big.length).toBeGreaterThan(200_000);
    const tooBig = await uploadImage(t.admin.token, { resource: 'appSettings', field: 'logo' }, big);
    expect(tooBig.statusCode).toBe(413);
    const png = await makeImage('png', { width: 60, height: 60 });
    const wrong: Record<string, string>[] = [
      { resource: 'appSettings', field: 'nama_aplikasi' },
      { resource: 'nothing', field: 'logo' },
      {},
    ];
    for (const fields of wrong) {
      const res = await uploadImage(t.admin.token, fields, png);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('field');
    }
  });

  it('needs sign-in (401) and the permission to change the resource (403)', async () => {
    const png = await makeImage('png', { width: 60, height: 60 });
    expect((await uploadImage(undefined, { resource: 'appSettings', field: 'logo' }, png)).statusCode).toBe(
      401,
    );
    const student = await t.createUser();
    const res = await uploadImage(student.token, { resource: 'appSettings', field: 'logo' }, png);
    expect(res.statusCode).toBe(403);
  });

  it('a typed address is refused beside the field, the old URL fields included', async () => {
    for (const logo of [
      'https://example.test/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '../../etc/passwd',
      'images/2026/01/short.webp',
    ]) {
      const res = await json('PUT', '/api/setting/apps', t.admin.token, { logo });
      expect(res.statusCode, logo).toBe(422);
      expect(res.json().errors).toHaveProperty('logo');
    }
    expect((await json('PUT', '/api/setting/apps', t.admin.token, { logo: null })).statusCode).toBe(200);
  });
});

describe('who sees a stored image', () => {
  it('a profile photo: its owner (bearer or session cookie) and holders of user.view; not other students', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const photo = await makeImage('jpeg', { width: 300, height: 300 });
    const body = multipart({}, { name: 'me.jpg', data: photo });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(owner.token!) },
    });
    expect(up.statusCode, up.body).toBe(200);
    const me = await json('GET', '/api/auth/me', owner.token);
    const key = me.json().data.user.foto as string;
    expect(key).toMatch(/^profile\//);
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/images/${key}`, headers });
    expect((await get(t.auth(owner.token!))).statusCode).toBe(200);
    expect((await get({ cookie: `theme=dark; wisuda_token=${owner.token}` })).statusCode).toBe(200);
    expect((await get(t.auth(t.admin.token))).statusCode).toBe(200);
    expect((await get(t.auth(other.token!))).statusCode).toBe(404);
    expect((await get({ cookie: 'wisuda_token=forged' })).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});

describe('url fields take http(s) only', () => {
  it('refuses javascript:, data:, ftp: and a bare word beside the field; keeps https', async () => {
    const create = (website: string) =>
      json('POST', '/api/data-induk/pt/pt', t.admin.token, {
        kode_pt: String(Math.floor(100000 + Math.random() * 899999)),
        nama: `Universitas ${website.slice(0, 20)}`,
        website,
      });
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.ac.id/',
      'example.ac.id',
    ]) {
      const res = await create(website);
      expect(res.statusCode, website).toBe(422);
      expect(res.json().errors.website[0]).toMatch(/http:\/\/ or https:\/\//);
    }
    const ok = await create('https://www.example.ac.id/');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
