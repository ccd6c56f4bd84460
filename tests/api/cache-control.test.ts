/**
 * Answers carrying tokens or personal data are never kept by a cache: `Cache-Control: no-store` on
 * every /api answer (errors too), except those that set their own caching (photo bytes, public app
 * settings) and the health probe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers';
import { makeImage, multipart } from './files-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000, forgotMinMs: 0 } },
  });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? t.auth(token) : {} });

describe('Cache-Control', () => {
  it('no-store on sign-in, session, registration, password reset, profile and records, errors included', async () => {
    const student = await t.createMahasiswaUser();
    const pt = await t.db.selectFrom('perguruan_tinggi').select('id').executeTakeFirstOrThrow();
    const answers: [string, Awaited<ReturnType<typeof call>>, number][] = [
      [
        'login',
        await call('POST', '/api/auth/login', undefined, { login: student.email, password: TEST_PASSWORD }),
        200,
      ],
      [
        'wrong login',
        await call('POST', '/api/auth/login', undefined, {
          login: student.email,
          password: 'Not-The-Password-1',
        }),
        401,
      ],
      ['me', await call('GET', '/api/auth/me', student.token), 200],
      ['me signed out', await call('GET', '/api/auth/me'), 401],
      [
        'register',
        await call('POST', '/api/auth/register', undefined, {
          name: 'Sari Cache',
          email: 'sari.cache@test.local',
          nim: '1999000001',
          pt_id: pt.id,
          password: 'Toga-dan-Ijazah-2026',
        }),
        201,
      ],
      [
        'forgot-password',
        await call('POST', '/api/auth/forgot-password', undefined, { email: student.email }),
        200,
      ],
      [
        'password-reset',
        await call('POST', '/api/auth/password-reset', undefined, {
          token: 'B'.repeat(43),
          password: 'Toga-dan-Ijazah-2026',
        }),
        400,
      ],
      ['profile', await call('GET', '/api/profile', student.token), 200],
      [
        'profile update',
        await call('PUT', '/api/profile', student.token, { no_hp: '+62 812-0000-1111' }),
        200,
      ],
      ['users', await call('GET', '/api/setting/users/user', t.admin.token), 200],
      ['no route', await call('GET', '/api/no-such-route', t.admin.token), 404],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('leaves the caching a route sets itself, and the health probe', async () => {
    expect((await call('GET', '/api/setting/apps/public')).headers['cache-control']).toBe('no-cache');
    const health = await call('GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).not.toBe('no-store');

    const student = await t.createMahasiswaUser();
    const { payload, headers } = multipart(
      {},
      { name: 'me.png', data: await makeImage('png'), type: 'image/png' },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      payload,
      headers: { ...headers, ...t.auth(student.token!) },
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['cache-control']).toBe('no-store');
    const photo = await call('GET', upload.json().data.foto_url as string);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, max-age=3600');
  });
});
