/**
 * Error answers in the caller's language (docs/i18n.md): `{ message, code, errors }` rendered from the
 * shared catalog by `Accept-Language`; English without the header or for a language we do not speak.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({
    config: { authLimits: { loginPerAccount: 2, loginPerIp: 100, mailPerIp: 100, mailPerEmail: 100 } },
  });
  admin = t.auth(t.admin.token);
});
afterAll(async () => {
  await t?.close();
});

const PT = '/api/data-induk/pt/pt';
// The words of the screens (domain/i18n/<folder>/resources.ts) and the options' names per language.
const DE_UNIQUE = 'Ein Datensatz Hochschule mit diesem Wert für Hochschulcode existiert bereits.';
const FR_NOT_FOUND = 'Université 999999 est introuvable.';
const EN_STATUS = 'Must be one of: Public (Negeri), Private (Swasta).';
const ID_STATUS = 'Harus salah satu dari: Negeri, Swasta.';

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { ...admin, ...headers } });
}

describe('422 on a resource create', () => {
  it('comes back in Indonesian with Accept-Language: id, fields included', async () => {
    const res = await post(
      PT,
      { nama: 'Universitas Bahasa', email: 'bukan-email' },
      { 'accept-language': 'id' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Data tidak valid.',
      code: 'http.unprocessable',
      errors: {
        kode_pt: ['Kolom ini wajib diisi.'],
        email: ['Harus berupa alamat e-mail yang valid.'],
      },
    });
  });

  it('comes back in English without the header', async () => {
    const res = await post(PT, { nama: 'Universitas Bahasa', email: 'bukan-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The data is not valid.',
      code: 'http.unprocessable',
      errors: { kode_pt: ['This field is required.'], email: ['Must be a valid e-mail address.'] },
    });
  });

  it('pattern messages of the shared PATTERNS, in German and Arabic', async () => {
    const de = await post(PT, { kode_pt: 'AB', nama: 'X' }, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(de.json().errors.kode_pt).toEqual(['Der Hochschulcode muss aus 3 bis 10 Ziffern bestehen.']);
    const ar = await post(PT, { kode_pt: 'AB', nama: 'X' }, { 'accept-language': 'ar' });
    expect(ar.json().errors.kode_pt).toEqual(['يجب أن يتكوّن رمز المؤسسة من 3 إلى 10 أرقام.']);
  });
});

describe('resources, fields and choices named in the language', () => {
  it('a unique conflict names the resource and the field as the screens do, in every language', async () => {
    expect((await post(PT, { kode_pt: '424242', nama: 'Universitas Satu' })).statusCode).toBe(200);
    const id = await post(PT, { kode_pt: '424242', nama: 'Universitas Dua' }, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(409);
    expect(id.json()).toEqual({
      message: 'Data Perguruan Tinggi dengan Kode PT ini sudah ada.',
      code: 'crud.unique',
      errors: { kode_pt: ['Nilai ini sudah digunakan oleh data lain.'] },
    });
    const en = await post(PT, { kode_pt: '424242', nama: 'Universitas Dua' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      message: 'A University record with this Institution code already exists.',
      code: 'crud.unique',
      errors: { kode_pt: ['This value is already used by another record.'] },
    });
    const de = await post(PT, { kode_pt: '424242', nama: 'Universitas Dua' }, { 'accept-language': 'de' });
    expect(de.json().message).toBe(DE_UNIQUE);
  });

  it('a record not found is named by its resource in the language', async () => {
    const get = (lang: string) =>
      t.app.inject({ method: 'GET', url: `${PT}/999999`, headers: { ...admin, 'accept-language': lang } });
    expect((await get('en')).json().message).toBe('University 999999 was not found.');
    expect((await get('id')).json().message).toBe('Perguruan Tinggi 999999 tidak ditemukan.');
    expect((await get('fr')).json().message).toBe(FR_NOT_FOUND);
  });

  it('a plugin whose words come with their language is named in it too (loaded at the start)', async () => {
    const get = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/kehadiran/999999',
        headers: { ...admin, 'accept-language': lang },
      });
    expect((await get('en')).json().message).toBe('Ceremony attendance 999999 was not found.');
    expect((await get('id')).json().message).toBe('Kehadiran Wisuda 999999 tidak ditemukan.');
    expect((await get('fr')).json().message).toBe('Présence à la cérémonie 999999 est introuvable.');
  });

  it('a choice outside the list names the choices in the language, with the ids an import takes', async () => {
    const en = await post(PT, { kode_pt: '424243', nama: 'Universitas Tiga', status_milik: 'nope' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.status_milik).toEqual([EN_STATUS]);
    const id = await post(
      PT,
      { kode_pt: '424243', nama: 'Universitas Tiga', status_milik: 'nope' },
      { 'accept-language': 'id' },
    );
    expect(id.json().errors.status_milik).toEqual([ID_STATUS]);
  });
});

describe('401 and 429 on sign-in', () => {
  const login = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: 'not-the-password' },
      headers,
    });

  it('a wrong password is a 401 in Indonesian, or English without the header', async () => {
    const u = await t.createUser();
    const id = await login(u.email, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(401);
    expect(id.json()).toEqual({ message: 'E-mail/NIM atau kata sandi salah.', code: 'auth.wrongLogin' });
    expect(id.headers.vary).toMatch(/Accept-Language/i);
    const en = await login(u.email);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ message: 'Wrong e-mail/NIM or password.', code: 'auth.wrongLogin' });
  });

  it('throttling is a 429 with Retry-After whose message counts the seconds in the language', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 2; i++) expect((await login(u.email)).statusCode).toBe(401);
    const id = await login(u.email, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(429);
    const seconds = Number(id.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(id.json().code).toBe('http.tooManyRequests');
    expect(id.json().message).toMatch(/^Terlalu banyak percobaan\. Tunggu \d+ detik lalu coba lagi\.$/);
    const en = await login(u.email);
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    const zh = await login(u.email, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toMatch(/^尝试次数过多。请等待 \d+ 秒后重试。$/);
  });
});

describe('negotiation and the other answers', () => {
  it('odd or unknown Accept-Language headers give English, never a failure', async () => {
    for (const header of ['', '*', 'xx-YY', ';;;q=,', 'id;q=0', 'id;q=abc', 'i'.repeat(5000)]) {
      const res = await post(PT, {}, { 'accept-language': header });
      expect(res.statusCode, header).toBe(422);
      expect(res.json().message, header).toBe('The data is not valid.');
    }
    const weighted = await post(PT, {}, { 'accept-language': 'ja;q=0.9, pt-BR;q=0.8, en;q=0.1' });
    expect(weighted.json().message).toBe('Os dados não são válidos.');
  });

  it('schema (400), unknown route (404), missing sign-in (401) and list parameters speak it too', async () => {
    const schema = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 5, password: true },
      headers: { 'accept-language': 'fr' },
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toEqual({
      message: 'La requête n’est pas valide. Vérifiez les champs signalés.',
      code: 'http.invalidRequest',
      errors: { login: ['Doit être un texte.'], password: ['Doit être un texte.'] },
    });
    const route = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'es' },
    });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({
      message: 'No existe la ruta de la API GET /api/nope.',
      code: 'http.noRoute',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: PT, headers: { 'accept-language': 'id' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(
      'Silakan masuk untuk melanjutkan. Sesi Anda mungkin telah berakhir.',
    );
    const sort = await t.app.inject({
      method: 'GET',
      url: `${PT}?sort=${encodeURIComponent('["nope","ASC"]')}`,
      headers: { ...admin, 'accept-language': 'id' },
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({
      code: 'list.sortField',
      message: 'Tidak dapat mengurutkan menurut "nope".',
    });
  });

  it('notices in success answers are in the language too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@test.local' },
      headers: { 'accept-language': 'id' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(/^Jika ada akun dengan e-mail ini/);
  });
});
