/**
 * Sign-in flows in a real Chromium against the real built app and server (issue 2 §8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, signedInPage, signIn, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
/** Polls may wait for a page load on a busy machine. */
const SLOW = { timeout: 20_000 };

beforeAll(async () => {
  e2e = await startE2e();
  await e2e.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '099001', nama: 'Universitas Uji Peramban' })
    .execute();
});

afterAll(async () => {
  await e2e?.close();
});

function noCspOrPageErrors(page: Page): void {
  const bad = e2e
    .errorsOf(page)
    .filter((e) => e.startsWith('pageerror') || /Content Security Policy/i.test(e));
  expect(bad).toEqual([]);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('wisuda.token'));

describe('a new student', () => {
  it('registers, receives the mail, verifies the address and signs in', async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    const email = 'siti.e2e@example.test';
    await page.goto('/auth/register');
    await page.getByLabel(/Full name/).fill('Siti Peramban');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^NIM/).fill('2026000111');
    await page.getByRole('combobox', { name: /University/ }).click();
    await page.getByRole('option', { name: 'Universitas Uji Peramban' }).click();
    await page.getByLabel(/^Password/).fill('Lulus-Dengan-Pujian-26');
    await page.getByLabel(/^Confirm password/).fill('Lulus-Dengan-Pujian-26');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/auth/register/success');
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor();

    // Not verified yet: the sign-in is refused with the server's explanation.
    await page.goto('/auth/login');
    await page.getByLabel(/E-mail or NIM/).fill('2026000111');
    await page.getByLabel(/^Password/).fill('Lulus-Dengan-Pujian-26');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), SLOW)
      .toMatch(/Verify your e-mail address/i);
    expect(page.url()).toContain('/auth/login');

    const mails = await e2e.readOutbox(email);
    expect(mails).toHaveLength(1);
    const link = mails[0].links.find((l) => l.includes('/auth/verify-email/'));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByText('Your e-mail address is confirmed. You can sign in now.').waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL('**/auth/login');
    await signIn(page, '2026000111', 'Lulus-Dengan-Pujian-26');
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Siti Peramban!').waitFor();
    await page.getByText('Role: Mahasiswa').waitFor();

    // A student opening an administrator screen lands on the 403 page.
    await page.goto('/master/mahasiswa');
    await page.waitForURL('**/error/forbidden');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();

    // The link is single use: a used link has its own page, with a new link on offer.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Link expired or already used' }).waitFor();
    await page.getByRole('button', { name: 'Send link again' }).waitFor();
    noCspOrPageErrors(page);
  });
});

describe('a student the university imported', () => {
  it("a stranger who registers with the NIM gets no account; the student opens the invitation sent to the university's address and signs in", async () => {
    const pt = await e2e.db
      .selectFrom('perguruan_tinggi')
      .select('id')
      .where('kode_pt', '=', '099001')
      .executeTakeFirstOrThrow();
    await e2e.db
      .insertInto('mahasiswa')
      .values({ pt_id: pt.id, nim: '2026000222', nama: 'Rina Terdaftar', email: 'rina.kampus@example.test' })
      .execute();

    // The stranger fills the form as anyone would, with their own address.
    const stranger = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await stranger.goto('/auth/register');
    await stranger.getByLabel(/Full name/).fill('Orang Asing');
    await stranger.getByLabel(/^E-mail/).fill('stranger.e2e@example.test');
    await stranger.getByLabel(/^NIM/).fill('2026000222');
    await stranger.getByRole('combobox', { name: /University/ }).click();
    await stranger.getByRole('option', { name: 'Universitas Uji Peramban' }).click();
    await stranger.getByLabel(/^Password/).fill('Ingin-Tahu-Saja-2026');
    await stranger.getByLabel(/^Confirm password/).fill('Ingin-Tahu-Saja-2026');
    await stranger.getByRole('button', { name: 'Register' }).click();
    await stranger.waitForURL('**/auth/register/success');
    const told = await e2e.readOutbox('stranger.e2e@example.test');
    expect(told).toHaveLength(1);
    expect(told[0].links.filter((l) => /\/auth\/(password-reset|verify-email)\//.test(l))).toEqual([]);
    await stranger.goto('/auth/login');
    await stranger.getByLabel(/E-mail or NIM/).fill('2026000222');
    await stranger.getByLabel(/^Password/).fill('Ingin-Tahu-Saja-2026');
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    await stranger.getByRole('alert').waitFor();
    expect(stranger.url()).toContain('/auth/login');

    // The student reads the university's address: the invitation chooses the password.
    const invitation = await e2e.readOutbox('rina.kampus@example.test');
    expect(invitation).toHaveLength(1);
    const link = invitation[0].links.find((l) => l.includes('/auth/password-reset/'));
    expect(link).toBeDefined();
    const student = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await student.goto(link!);
    await student.getByLabel(/^New password/).fill('Toga-Milik-Rina-2026');
    await student.getByLabel(/^Confirm password/).fill('Toga-Milik-Rina-2026');
    await student.getByRole('button', { name: 'Save new password' }).click();
    await student.waitForURL('**/auth/password-reset/success');
    await student.goto('/auth/login');
    await signIn(student, '2026000222', 'Toga-Milik-Rina-2026');
    await student.waitForURL('**/dashboard');
    await student.getByText('Welcome, Rina Terdaftar!').waitFor();
    noCspOrPageErrors(student);
  });
});

describe('the administrator', () => {
  it('signs in to /dashboard and a reload keeps the session', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.waitForURL(/\/auth\/login\?redirect=/);
    await signIn(page, e2e.admin.email, e2e.admin.password);
    await page.waitForURL('**/dashboard');
    await page.getByText('Role: Administrator').waitFor();
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === 'wisuda_token');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.value).toBe(await storedToken(page));

    await page.reload();
    await page.getByText('Role: Administrator').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    noCspOrPageErrors(page);
  });

  it('returns to a deep link opened while signed out', async () => {
    const page = await e2e.newPage();
    await page.goto('/master/perguruan-tinggi?page=2');
    await page.waitForURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/master/perguruan-tinggi?page=2');
    await signIn(page, e2e.admin.email, e2e.admin.password);
    await page.waitForURL((url) => url.pathname === '/master/perguruan-tinggi');
    expect(new URL(page.url()).search).toBe('?page=2');
    noCspOrPageErrors(page);
  });
});

describe('signing out', () => {
  it('revokes the session, clears the browser storage and shows the login page', async () => {
    const page = await signedInPage(e2e);
    await page.waitForURL('**/dashboard');
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    // The header's account menu, as a user does it.
    await page.getByRole('banner').getByRole('button').filter({ hasText: 'Administrator' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/',
    );
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const left = await page.evaluate(() =>
      ['wisuda.token', 'wisuda.user', 'wisuda.roles', 'wisuda.permissions'].map((k) =>
        localStorage.getItem(k),
      ),
    );
    expect(left).toEqual([null, null, null, null]);
    expect((await page.context().cookies()).find((c) => c.name === 'wisuda_token')).toBeUndefined();

    const me = await fetch(`${e2e.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login\?redirect=%2Fdashboard/);
    noCspOrPageErrors(page);
  });
});

describe('the public pages', () => {
  it('have no serious accessibility violations (axe): with errors shown, dark, and in Arabic', async () => {
    const page = await e2e.newPage({ viewport: { width: 360, height: 800 } });
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/password-reset/some-token',
    ]) {
      await page.goto(path);
      await page.getByRole('button').last().waitFor();
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Dark theme, then Arabic (right-to-left).
    await page.evaluate(() => localStorage.setItem('wisuda.layout', JSON.stringify({ mode: 'dark' })));
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('currentLanguage', 'ar'));
    await page.goto('/auth/login');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), SLOW).toBe('rtl');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    noCspOrPageErrors(page);
  });
});
