/**
 * Image fields accept only their own files (docs/security.md): a key goes into the field it was
 * uploaded for, and into one row only. Else an administrator could point the app logo (a public field)
 * at a student's private profile photo, or one student's record at another's photo, and
 * GET /api/images would serve it to whoever may see the new row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../domain/messages';
import { render } from '../../domain/messages/catalogs';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, multipart } from './files-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ELSEWHERE = render(msg.validation.imageElsewhere(), 'en');

const json = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? t.auth(token) : {} });

/** An image uploaded for `resource`.`field` through POST /api/images (as the administrator): its key. */
async function uploadFor(resource: string, field: string): Promise<string> {
  const body = multipart(
    { resource, field },
    { name: 'x.png', data: await makeImage('png'), type: 'image/png' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(t.admin.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key as string;
}

/** A student who set a profile photo: their user and the keys of their account and record. */
async function studentWithPhoto() {
  const student = await t.createMahasiswaUser();
  const body = multipart({}, { name: 'me.jpg', data: await makeImage('jpeg', { width: 300, height: 300 }) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(student.token!) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const record = await json('GET', `/api/mahasiswa/mahasiswa/${student.mahasiswaId}`, t.admin.token);
  const account = await json('GET', '/api/auth/me', student.token);
  return {
    ...student,
    recordKey: record.json().data.foto as string,
    accountKey: account.json().data.user.foto as string,
  };
}

const image = (key: string, token?: string) => json('GET', `/api/images/${key}`, token);

describe('the app logo', () => {
  it("refuses a student's profile photo beside the field (422); the photo stays private", async () => {
    const student = await studentWithPhoto();
    expect(student.recordKey).toMatch(/^profile\//);
    expect(student.accountKey).toMatch(/^profile\//);
    // Any other field's upload too: a student photo uploaded by staff, a university's logo.
    const staffPhoto = await uploadFor('mahasiswa', 'foto');
    const ptLogo = await uploadFor('perguruanTinggi', 'logo');
    for (const logo of [student.recordKey, student.accountKey, staffPhoto, ptLogo]) {
      const res = await json('PUT', '/api/setting/apps', t.admin.token, { logo });
      expect(res.statusCode, logo).toBe(422);
      expect(res.json().errors).toEqual({ logo: [ELSEWHERE] });
    }
    expect((await json('GET', '/api/setting/apps/public')).json().data.logo ?? null).toBeNull();
    expect((await image(student.recordKey)).statusCode).toBe(404);
    expect((await image(student.accountKey)).statusCode).toBe(404);
    expect((await image(student.recordKey, student.token)).statusCode).toBe(200);
  });

  it('takes an image uploaded for it, and serves it to everyone', async () => {
    const logo = await uploadFor('appSettings', 'logo');
    const res = await json('PUT', '/api/setting/apps', t.admin.token, { logo });
    expect(res.statusCode, res.body).toBe(200);
    expect((await json('GET', '/api/setting/apps/public')).json().data.logo).toBe(logo);
    expect((await image(logo)).statusCode).toBe(200);
    // Saved again unchanged (the whole form), it stays.
    expect((await json('PUT', '/api/setting/apps', t.admin.token, { logo })).statusCode).toBe(200);
  });
});

describe("a student's photo", () => {
  it("refuses another student's photo beside the field (422); the other student never sees it", async () => {
    const sari = await studentWithPhoto();
    const budi = await t.createMahasiswaUser();
    const budiUrl = `/api/mahasiswa/mahasiswa/${budi.mahasiswaId}`;
    const res = await json('PUT', budiUrl, t.admin.token, { foto: sari.recordKey });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ foto: [ELSEWHERE] });
    expect((await image(sari.recordKey, budi.token)).statusCode).toBe(404);

    // An upload for student photos belongs to the record that took it first.
    const staffPhoto = await uploadFor('mahasiswa', 'foto');
    const sariUrl = `/api/mahasiswa/mahasiswa/${sari.mahasiswaId}`;
    expect((await json('PUT', sariUrl, t.admin.token, { foto: staffPhoto })).statusCode).toBe(200);
    const taken = await json('PUT', budiUrl, t.admin.token, { foto: staffPhoto });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ foto: [ELSEWHERE] });
    expect((await image(staffPhoto, budi.token)).statusCode).toBe(404);
    expect((await image(staffPhoto, sari.token)).statusCode).toBe(200);

    // One uploaded for Budi is his; Sari's record saved unchanged keeps hers.
    const own = await uploadFor('mahasiswa', 'foto');
    expect((await json('PUT', budiUrl, t.admin.token, { foto: own })).statusCode).toBe(200);
    expect((await image(own, budi.token)).statusCode).toBe(200);
    const sariRecord = (await json('GET', sariUrl, t.admin.token)).json().data as Record<string, unknown>;
    expect((await json('PUT', sariUrl, t.admin.token, { foto: sariRecord.foto })).statusCode).toBe(200);
  });

  it('an account photo is refused the same way (the users resource)', async () => {
    const sari = await studentWithPhoto();
    const other = await t.createUser();
    const res = await json('PUT', `/api/setting/users/user/${other.id}`, t.admin.token, {
      foto: sari.accountKey,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ foto: [ELSEWHERE] });
    expect((await image(sari.accountKey, other.token)).statusCode).toBe(404);
  });
});
