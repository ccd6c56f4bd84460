/**
 * Bad input is a 4xx, never a 5xx (issue 11, point 5; docs/security.md, Input validation): the
 * causes tests/api/fuzz.test.ts found, each answered by its own check. Ids by one rule (400 in a
 * path, a filter or a query; 422 beside a body field), bounded ranges, real dates in filters and
 * cursors, no NUL character in the account forms or the photo search, a multipart body cut off, a
 * null where the column takes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MAX_OFFSET } from '../../domain/resource';
import { createTestApp, type TestApp } from './helpers';
import { multipart } from './files-fixtures';

let t: TestApp;
let student: { token: string };
let ptId: number;
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const cursor = (at: string, id: unknown) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: token === '' ? {} : t.auth(token ?? t.admin.token),
  });

/** The answer's status and the fields its errors name. */
async function answer(res: ReturnType<typeof call>) {
  const r = await res;
  const body = r.json() as { errors?: Record<string, string[]> };
  return { status: r.statusCode, fields: Object.keys(body.errors ?? {}) };
}

beforeAll(async () => {
  t = await createTestApp();
  const s = await t.createMahasiswaUser();
  student = { token: s.token! };
  ptId = s.pt_id;
});
afterAll(() => t.close());

const NOT_IDS = ['0x10', '%201', '1e1', '01', '-1', '1.0', '0', '9007199254740992', 'abc'];

describe('ids, by one rule everywhere', () => {
  it('a path parameter that is no id is a 400 naming it, on every route with one', async () => {
    for (const id of NOT_IDS) {
      for (const [method, url, token] of [
        ['GET', `/data-induk/pt/pt/${id}`],
        ['PUT', `/acara/acara/${id}`],
        ['DELETE', `/setting/plan/${id}`],
        ['GET', `/file/file/${id}`],
        ['DELETE', `/file/file/${id}`],
        ['PUT', `/file/file/${id}/mahasiswa`],
        ['GET', `/file/file/${id}/thumb`],
        ['PUT', `/mahasiswa/galeri/${id}/favorite`, student.token],
      ] as const) {
        const r = await answer(call(method, url, method === 'PUT' ? {} : undefined, token));
        expect(r, `${method} ${url}`).toEqual({ status: 400, fields: ['id'] });
      }
    }
    expect((await call('GET', '/data-induk/pt/pt/999999')).statusCode).toBe(404);
  });

  it('an id in a filter or a query that is no id is a 400', async () => {
    for (const bad of ['01', '1e1', ' 1', -1, 1.5, 1e21, 2 ** 53]) {
      expect((await call('GET', `/data-induk/pt/pt?filter=${enc({ id: [bad] })}`)).statusCode).toBe(400);
      expect((await call('GET', `/data-induk/pt/fakultas?filter=${enc({ pt_id: bad })}`)).statusCode).toBe(
        400,
      );
      expect((await call('DELETE', `/setting/plan?filter=${enc({ id: [bad] })}`)).statusCode).toBe(400);
      expect((await call('GET', `/file/file?filter=${enc({ id: [bad] })}`)).statusCode).toBe(400);
      expect((await call('GET', `/file/file?filter=${enc({ file_group_id: bad })}`)).statusCode).toBe(400);
    }
    expect(
      (await call('GET', `/data-induk/pt/pt?filter=${enc({ id: [ptId, String(ptId)] })}`)).statusCode,
    ).toBe(200);
  });

  it('a body reference that is no id is a 422 beside its field', async () => {
    for (const bad of ['01', '1e1', '0x10', -1, 1e21, 2 ** 53]) {
      const created = await answer(
        call('POST', '/acara/acara', { pt_id: bad, nama: 'A', tanggal: '2026-12-12' }),
      );
      expect(created, JSON.stringify(bad)).toEqual({ status: 422, fields: ['pt_id'] });
      expect(await answer(call('POST', '/file/file/tag', { file_ids: [bad], mahasiswa_ids: [1] }))).toEqual({
        status: 422,
        fields: ['file_ids'],
      });
      expect(await answer(call('POST', '/mahasiswa/galeri/zip', { ids: [bad] }, student.token))).toEqual({
        status: 422,
        fields: ['ids'],
      });
    }
    const { payload, headers } = multipart(
      { file_group_id: '1e1' },
      { name: 'a.jpg', data: Buffer.from('x') },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/file/file',
      payload,
      headers: { ...headers, ...t.auth(t.admin.token) },
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().errors).toHaveProperty('file_group_id');
  });

  it('registration: a university that is no id is a 422 on pt_id, never a query', async () => {
    // (1.5 is no integer: the route's schema answers 400 for the wrong type, as for any field.)
    for (const pt_id of [1e21, -9223372036854776000, 0, -1]) {
      const r = await answer(
        call(
          'POST',
          '/auth/register',
          {
            name: 'Siti Aminah',
            email: 'siti.aminah@example.ac.id',
            nim: '2026000001',
            pt_id,
            password: 'Sandi-Yang-Panjang-2026!',
            password_confirmation: 'Sandi-Yang-Panjang-2026!',
          },
          '',
        ),
      );
      expect(r, String(pt_id)).toEqual({ status: 422, fields: ['pt_id'] });
    }
  });
});

describe('ranges and cursors of the lists', () => {
  it('a page starting beyond the bound, or at no whole number, is a 400', async () => {
    const far = LIST_MAX_OFFSET + 1;
    for (const url of ['/data-induk/pt/pt', '/file/file']) {
      expect((await call('GET', `${url}?range=${enc([far, far])}`)).statusCode, url).toBe(400);
      expect((await call('GET', `${url}?range=[1e300,1e300]`)).statusCode, url).toBe(400);
      expect((await call('GET', `${url}?range=${enc([LIST_MAX_OFFSET, LIST_MAX_OFFSET])}`)).statusCode).toBe(
        200,
      );
    }
    const gallery = await call(
      'GET',
      `/mahasiswa/galeri/photos?range=[1e300,1e300]`,
      undefined,
      student.token,
    );
    expect(gallery.statusCode).toBe(400);
  });

  it('a keyset cursor of a time no calendar has is a 400 on `after`', async () => {
    for (const at of [
      '2026-02-31T10:00:00.000000Z',
      '2026-01-01T25:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ]) {
      for (const [url, token] of [
        ['/file/file', undefined],
        ['/mahasiswa/galeri/photos', student.token],
      ] as const) {
        const r = await answer(call('GET', `${url}?after=${cursor(at, 1)}`, undefined, token));
        expect(r, `${url} ${at}`).toEqual({ status: 400, fields: ['after'] });
      }
    }
    expect(
      (await call('GET', `/file/file?after=${cursor('2026-02-28T10:00:00.000000Z', 1)}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/file/file?after=${cursor('2026-02-28T10:00:00.000000Z', '1')}`)).statusCode,
    ).toBe(400);
  });

  it('a date of the year 0000 is a 400 in a filter and a 422 when written', async () => {
    expect((await call('GET', `/acara/acara?filter=${enc({ tanggal_gte: '0000-01-01' })}`)).statusCode).toBe(
      400,
    );
    const r = await answer(
      call('POST', '/acara/acara', { pt_id: ptId, nama: 'Wisuda', tanggal: '0000-01-01' }),
    );
    expect(r).toEqual({ status: 422, fields: ['tanggal'] });
  });

  it('a NUL in the photo search is a 400, among pasted NIMs a 422', async () => {
    expect((await call('GET', `/file/file?filter=${enc({ q: 'a\u0000b' })}`)).statusCode).toBe(400);
    for (const nims of ['2026\u00000001', ['2026000001', '\u0000']])
      expect(await answer(call('POST', '/file/file/tag-by-nim', { file_ids: [1], nims }))).toEqual({
        status: 422,
        fields: ['nims'],
      });
  });
});

describe('the account forms refuse a NUL character beside the field (422)', () => {
  const nul = 'a\u0000b@example.ac.id';
  it.each([
    ['/auth/login', { login: nul, password: 'x' }, 'login'],
    ['/auth/login', { login: 'a@b.id', password: 'pass\u0000word' }, 'password'],
    ['/auth/forgot-password', { email: nul }, 'email'],
    ['/auth/resend-verification', { email: nul }, 'email'],
    [
      '/auth/register',
      { name: 'Siti\u0000', email: 'siti@example.ac.id', nim: '2026000009', pt_id: 1 },
      'name',
    ],
  ])('%s: %j', async (url, body, field) => {
    const res = await call('POST', url, body, '');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual(['Must not contain the NUL character (\\u0000).']);
  });

  it('change password: current and new', async () => {
    const res = await call(
      'POST',
      '/auth/change-password',
      { current_password: '\u0000', password: 'Sandi\u0000Baru-2026!' },
      student.token,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['current_password', 'password']);
  });
});

describe('bodies', () => {
  it('a multipart body cut off is a 400, on every upload', async () => {
    const cut = (name: string) => {
      const { payload, headers } = multipart({}, { name, data: Buffer.from('"nim","nama"\r\n"1","A"') });
      return { payload: payload.subarray(0, payload.length - 10), headers };
    };
    for (const [url, token] of [
      ['/api/file/file', t.admin.token],
      ['/api/profile/photo', student.token],
      ['/api/mahasiswa/mahasiswa/import', t.admin.token],
    ] as const) {
      const { payload, headers } = cut(url.endsWith('import') ? 'data.csv' : 'a.jpg');
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...t.auth(token) },
      });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('null for a column that takes none is a 422 "required" on the field', async () => {
    const r = await answer(call('PUT', `/data-induk/pt/pt/${ptId}`, { is_active: null }));
    expect(r).toEqual({ status: 422, fields: ['is_active'] });
    const plan = await answer(
      call('POST', '/setting/plan', {
        kode: 'NUL-1',
        nama: 'Paket',
        harga: 1,
        durasi_bulan: 12,
        fitur: null,
      }),
    );
    expect(plan).toEqual({ status: 422, fields: ['fitur'] });
  });
});
