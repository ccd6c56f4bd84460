/**
 * A role made on the Roles screen that may only view students (issue 25, item 6), in Chromium
 * against the real built app, server and database: the role and its user are made through the API
 * as an administrator would; signed in, the students list offers no Create, Import, Edit, Delete or
 * bulk action; a form's address typed in shows the forbidden page and never a form; and every link
 * of its dashboard opens a screen it may use. A role that may read the accounts but not the roles
 * reads each account's roles by name, without a link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let adminToken = '';
let studentId = 0;
const OFFICER = { login: 'petugas.lihat@e2e.test', password: 'Petugas-Lihat-Pass-2026!' };
/** May read the accounts but not the roles: the users list names their roles all the same. */
const READER = { login: 'pembaca.akun@e2e.test', password: 'Pembaca-Akun-Pass-2026!' };
const STUDENT = 'Rani Hanya Dilihat';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads arbitrary JSON bodies
type Json = Record<string, any>;

async function api(method: string, url: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${e2e.baseUrl}/api${url}`, {
    method,
    headers: {
      ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

beforeAll(async () => {
  e2e = await startE2e();
  adminToken = (await api('POST', '/auth/login', { login: e2e.admin.email, password: e2e.admin.password }))
    .data.token;
  const pt = await api('POST', '/data-induk/pt/pt', { kode_pt: '079001', nama: 'Universitas Lihat Saja' });
  const student = await api('POST', '/mahasiswa/mahasiswa', {
    pt_id: pt.data.id,
    nim: '2026790001',
    nama: STUDENT,
  });
  studentId = Number(student.data.id);
  const permissions = await api('GET', `/setting/users/permission?range=${encodeURIComponent('[0,999]')}`);
  const idsOf = (names: string[]) =>
    (permissions.data as { id: number; name: string }[])
      .filter((p) => names.includes(p.name))
      .map((p) => p.id);
  for (const [roleName, account, names] of [
    ['Petugas Lihat', OFFICER, ['dashboard.view', 'mahasiswa.view']],
    ['Pembaca Akun', READER, ['dashboard.view', 'user.view']],
  ] as const) {
    const ids = idsOf([...names]);
    expect(ids).toHaveLength(2);
    const role = await api('POST', '/setting/users/role', { name: roleName, permissions: ids });
    await api('POST', '/setting/users/user', {
      name: `Akun ${account.login}`,
      email: account.login,
      password: account.password,
      roles: [role.data.id],
      is_active: true,
    });
  }
});

afterAll(async () => {
  await e2e?.close();
});

/** Marks the page when any form input ever appears in it, from the first script on. */
async function watchForForms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('form input, form textarea'))
        (window as unknown as { sawForm: boolean }).sawForm = true;
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
}

const sawForm = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawForm?: boolean }).sawForm === true);

describe('a role that may only view students', () => {
  it('meets a students list without create, import, edit, delete or bulk actions', async () => {
    const page = await signedInPage(e2e, { as: OFFICER, to: '/master/mahasiswa' });
    page.setDefaultTimeout(15_000);
    await page.getByRole('cell', { name: STUDENT }).waitFor();
    await page.getByRole('button', { name: /Export/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Import/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    // no row selection, so no bulk action
    expect(await page.locator('tbody input[type="checkbox"]').count()).toBe(0);
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.some((h) => /\/edit\//.test(h ?? ''))).toBe(false);
    // a row opens the read-only page
    await page.getByRole('cell', { name: STUDENT }).click();
    await page.waitForURL(`**/master/mahasiswa/show/${studentId}`);
    await page.getByText(STUDENT).first().waitFor();
    expect(await page.getByRole('link', { name: /Edit/ }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(e2e.errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it.each(['/master/mahasiswa/add', `/master/mahasiswa/edit/{id}`])(
    'meets the forbidden page at %s before any form',
    async (address) => {
      const page = await signedInPage(e2e, { as: OFFICER });
      page.setDefaultTimeout(15_000);
      await watchForForms(page);
      await page.goto(address.replace('{id}', String(studentId)));
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/error/forbidden');
      expect(await sawForm(page)).toBe(false);
      await page.context().close();
    },
  );

  it('finds on its dashboard only links to screens it may use', async () => {
    const page = await signedInPage(e2e, { as: OFFICER, to: '/dashboard' });
    page.setDefaultTimeout(15_000);
    const shortcuts = page.getByRole('region', { name: /Quick links|Shortcuts/i });
    await shortcuts.getByRole('link').first().waitFor();
    const targets = await shortcuts
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(targets).toEqual(['/master/mahasiswa']);
    const main: string[] = await page
      .locator('main a[href^="/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
    expect(main).toContain('/master/mahasiswa');
    for (const path of main) {
      await page.goto(path);
      // each opens its screen: the page heading of a screen, never the forbidden page
      await page.locator('main h1').first().waitFor();
      expect(new URL(page.url()).pathname, path).not.toBe('/error/forbidden');
      expect(await page.getByRole('heading', { name: 'Access denied' }).count(), path).toBe(0);
    }
    expect(e2e.errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('while the administrator, on the same screens, gets them all (what the checks above would see)', async () => {
    const page = await signedInPage(e2e, { to: '/master/mahasiswa' });
    page.setDefaultTimeout(15_000);
    await page.getByRole('cell', { name: STUDENT }).waitFor();
    await page.getByRole('link', { name: 'Create' }).first().waitFor();
    await page.getByRole('button', { name: /Import/ }).waitFor();
    expect(await page.locator('tbody input[type="checkbox"]').count()).toBeGreaterThan(0);
    await watchForForms(page);
    await page.goto('/master/mahasiswa/add');
    await page.getByLabel(/Student number/).waitFor();
    expect(await sawForm(page)).toBe(true);
    await page.context().close();
  });

  it('a role that may read accounts but not roles reads their roles by name, without a link', async () => {
    const page = await signedInPage(e2e, { as: READER, to: '/setting/users' });
    page.setDefaultTimeout(15_000);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: OFFICER.login, exact: true }) });
    await row.waitFor();
    // the roles column is not among those a 1280 px list fits: the user shows it
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: /^Role/ }).click();
    await page.keyboard.press('Escape');
    await row.getByText('Petugas Lihat', { exact: true }).waitFor();
    expect(await row.getByText(/^#\d+$/).count()).toBe(0);
    expect(await row.getByRole('link', { name: 'Petugas Lihat' }).count()).toBe(0);
    expect(e2e.errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
