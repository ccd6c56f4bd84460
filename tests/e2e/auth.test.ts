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
