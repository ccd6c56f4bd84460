/**
 * Mails in the recipient's language (issue 12, point 4): the account keeps the app's language from
 * registration and from each sign-in (users.bahasa), and its mails are written in it, text and
 * HTML; every link stands alone on its line (nothing glued to it when a mail client links it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let ptId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000 } } });
  const pt = await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '001009', nama: 'Universitas Bahasa', is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ptId = pt.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

const bahasa = async (email: string) =>
  (await t.db.selectFrom('users').select('bahasa').where('email', '=', email).executeTakeFirstOrThrow())
    .bahasa;

/** Every URL of the text part is a line of its own; the HTML part links the same URLs. */
function expectUngluedLinks(mail: { text: string; html: string | null }) {
  const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(urls.length).toBeGreaterThan(0);
  const lines = mail.text.split('\n');
  for (const url of urls) {
    expect(lines).toContain(url);
    expect(url).toMatch(/[A-Za-z0-9/_-]$/);
    expect(mail.html).toContain(`href="${url}"`);
  }
}

describe('mails in the recipient’s language', () => {
  it('registration in Arabic: the account keeps ar, the verification mail is Arabic in both parts', async () => {
    const email = 'layla@mail.test';
    const res = await post(
      '/api/auth/register',
      {
        name: 'Layla',
        email,
        nim: '2020111222',
        pt_id: ptId,
        password: 'Toga-dan-Ijazah-2026',
        password_confirmation: 'Toga-dan-Ijazah-2026',
      },
      'ar',
    );
    expect(res.statusCode).toBe(201);
    expect(await bahasa(email)).toBe('ar');
    const [mail] = await t.outbox(email);
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني في Wisuda');
    // To an address nobody proved yet: greeted without the typed name.
    expect(mail.text).toMatch(/^مرحبًا،/);
    expect(mail.text).not.toContain('Layla');
    expect(mail.text).not.toMatch(/Hello|Halo/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('تأكيد البريد الإلكتروني');
    expectUngluedLinks(mail);
  });

  it('signing in in German makes German the account’s language: a later reset mail is German', async () => {
    const user = await t.createUser({ email: 'jonas@mail.test' });
    expect(await bahasa(user.email)).toBeNull();
    const login = await post(
      '/api/auth/login',
      { login: user.email, password: user.password },
      'de-DE,de;q=0.9',
    );
    expect(login.statusCode).toBe(200);
    expect(await bahasa(user.email)).toBe('de');
    // asked without a language (an API client): the stored one decides
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = (await t.outbox(user.email)).at(-1)!;
    expect(mail.subject).toBe('Wisuda-Passwort zurücksetzen');
    expect(mail.text).toContain('Der Link ist 1 Stunde gültig');
    expect(mail.html).toContain('Passwort zurücksetzen');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expectUngluedLinks(mail);
  });

  it('the stored language wins over the request’s; a sign-in without a language keeps it', async () => {
    const user = await t.createUser({ email: 'ana@mail.test' });
    await post('/api/auth/login', { login: user.email, password: user.password }, 'es');
    await post('/api/auth/login', { login: user.email, password: user.password });
    expect(await bahasa(user.email)).toBe('es');
    await post('/api/auth/forgot-password', { email: user.email }, 'fr');
    expect((await t.outbox(user.email)).at(-1)!.subject).toBe('Restablece tu contraseña de Wisuda');
  });

  it('no language known: Indonesian, then English, both with their links alone on their lines', async () => {
    const user = await t.createUser({ email: 'tanpa.bahasa@mail.test' });
    await post('/api/auth/forgot-password', { email: user.email });
    const mail = (await t.outbox(user.email)).at(-1)!;
    expect(mail.subject).toBe('Atur ulang kata sandi Wisuda / Reset your Wisuda password');
    expect(mail.text.indexOf('Halo')).toBeLessThan(mail.text.indexOf('Hello'));
    expectUngluedLinks(mail);
  });

  it('a second registration with the address: the notice in the owner’s language, links unglued', async () => {
    const user = await t.createUser({ email: 'mei@mail.test' });
    await post('/api/auth/login', { login: user.email, password: user.password }, 'zh-CN');
    const res = await post(
      '/api/auth/register',
      {
        name: 'Someone',
        email: user.email,
        nim: '2020111333',
        pt_id: ptId,
        password: 'Toga-dan-Ijazah-2026',
        password_confirmation: 'Toga-dan-Ijazah-2026',
      },
      'en',
    );
    expect(res.statusCode).toBe(201);
    const mail = (await t.outbox(user.email)).at(-1)!;
    expect(mail.subject).toBe('Wisuda 注册尝试');
    expect(mail.text).toMatch(/登录：\nhttp:\/\/\S+\/auth\/login\n/);
    expectUngluedLinks(mail);
  });
});

describe('PUT /api/auth/language', () => {
  const put = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: payload as object,
      headers: token ? t.auth(token) : {},
    });

  it('sets the caller’s own language; a later mail is in it', async () => {
    const user = await t.createUser({ email: 'pref@mail.test' });
    const token = await t.loginAs(user.email, user.password);
    expect((await put({ language: 'fr' }, token)).json()).toEqual({ data: { language: 'fr' } });
    expect(await bahasa(user.email)).toBe('fr');
    await post('/api/auth/forgot-password', { email: user.email });
    expect((await t.outbox(user.email)).at(-1)!.subject).toBe('Réinitialisez votre mot de passe Wisuda');
  });

  it('needs a session; refuses a language the mails are not written in', async () => {
    const user = await t.createUser({ email: 'pref2@mail.test' });
    const token = await t.loginAs(user.email, user.password);
    expect((await put({ language: 'fr' })).statusCode).toBe(401);
    const wrong = await put({ language: 'xx' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['language']);
    expect((await put({ language: 7 }, token)).statusCode).toBe(400);
    expect((await put({}, token)).statusCode).toBe(422);
  });
});
