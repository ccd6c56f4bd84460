/**
 * Administrator CRUD through the generated screens in a real Chromium against the real built app,
 * server and database (issue 3 §8): create a perguruan tinggi, a fakultas, a program studi and a
 * mahasiswa (with its sign-in account), find each with search, edit one, delete one (with
 * confirmation), see a still-referenced delete refused, and import students from a CSV file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let page: Page;

const PT = 'Universitas Peramban Nusantara';
const FAKULTAS = 'Fakultas Teknik Peramban';
const PRODI = 'Informatika Peramban';
const STUDENT = { nim: '2026777001', nama: 'Budi Peramban', email: 'budi.peramban@example.test' };
const STUDENT_PASSWORD = 'Toga-Dan-Topi-2026';

beforeAll(async () => {
  e2e = await startE2e();
  page = await signedInPage(e2e);
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await e2e?.close();
});

const save = () => page.getByRole('button', { name: 'Save' }).click();
const listSearch = () => page.getByPlaceholder('Search', { exact: true });

async function choose(label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the list's search box and waits until exactly the expected rows are shown. */
async function search(text: string, expected: string): Promise<void> {
  await listSearch().fill(text);
  await page.getByRole('cell', { name: expected, exact: true }).waitFor();
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
}

describe('an administrator manages master data through the screens', () => {
  it('creates a perguruan tinggi from the empty list and finds it with search', async () => {
    await page.goto('/master/perguruan-tinggi');
    await page.getByTestId('empty-state').getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/master/perguruan-tinggi/add');
    await page.getByLabel(/Institution code/).fill('077001');
    await page.getByLabel(/^Name/).fill(PT);
    await save();
    await page.waitForURL((url) => url.pathname === '/master/perguruan-tinggi');
    await search('peramban', PT);
  });

  it('creates a fakultas in it and finds it', async () => {
    await page.goto('/master/perguruan-tinggi/fakultas');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL('**/master/perguruan-tinggi/fakultas/add');
    await choose(/University/, PT);
    await page.getByLabel(/^Name/).fill(FAKULTAS);
    await save();
    await page.waitForURL((url) => url.pathname === '/master/perguruan-tinggi/fakultas');
    await search('teknik peramban', FAKULTAS);
  });

  it('creates a program studi through the cascading selects and finds it', async () => {
    await page.goto('/master/program-studi/add');
    await choose(/University/, PT);
    await choose(/Faculty/, FAKULTAS);
    await page.getByLabel(/^Name/).fill(PRODI);
    await choose(/Degree level/, 'S1');
    await save();
    await page.waitForURL((url) => url.pathname === '/master/program-studi');
    await search('informatika peramban', PRODI);
  });

  it('creates a mahasiswa with a sign-in account and a suggested predikat, and finds it by NIM', async () => {
    await page.goto('/master/mahasiswa/add');
    await page.getByLabel(/Student number/).fill(STUDENT.nim);
    await page.getByLabel(/^Name/).fill(STUDENT.nama);
    await choose(/University/, PT);
    await choose(/Faculty/, FAKULTAS);
    await choose(/Study program/, `${PRODI} (S1)`); // program studi are named with their jenjang
    await page.getByLabel(/GPA/).fill('3.62');
    await page.getByText('Suggested from the GPA (S1): Dengan Pujian').waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: /Honours/ }).textContent())
      .toContain('Dengan Pujian');
    await page.getByLabel('Create account').check();
    await page.getByLabel(/^Password/).fill(STUDENT_PASSWORD);
    // the account signs in with the e-mail: required while "create account" is on
    await save();
    await page.getByText('An e-mail address is needed to create an account').waitFor();
    await page.getByLabel(/^E-mail/).fill(STUDENT.email);
    await save();
    await page.waitForURL((url) => url.pathname === '/master/mahasiswa');
    await search(STUDENT.nim, STUDENT.nama);
    // the honours column is not among the columns a 1280 px list fits: the user shows it
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: /Honours/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('cell', { name: 'Dengan Pujian' }).waitFor();

    // the account exists: the student signs in with the NIM in a fresh browser context
    const student = await signedInPage(e2e, { as: { login: STUDENT.nim, password: STUDENT_PASSWORD } });
    expect(new URL(student.url()).pathname).toBe('/dashboard');
    await student.context().close();
  });

  it('edits the perguruan tinggi at its spec edit path', async () => {
    await page.goto('/master/perguruan-tinggi');
    await search('peramban', PT);
    await page.getByRole('cell', { name: PT, exact: true }).click();
    await page.waitForURL(/\/master\/perguruan-tinggi\/edit\/\d+$/);
    await page.getByLabel(/^Abbreviation/).fill('UPN-E2E');
    await save();
    await page.waitForURL((url) => url.pathname === '/master/perguruan-tinggi');
    await search('UPN-E2E', PT);
    await page.getByRole('cell', { name: 'UPN-E2E' }).waitFor();
  });

  it('refuses to delete the perguruan tinggi while records still reference it', async () => {
    await page.getByRole('cell', { name: PT, exact: true }).click();
    await page.waitForURL(/\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/still referenced/i).waitFor();
    await page.goto('/master/perguruan-tinggi');
    await search('peramban', PT);
  });

  it('deletes the mahasiswa only after confirming', async () => {
    await page.goto('/master/mahasiswa');
    await search(STUDENT.nim, STUDENT.nama);
    await page.getByRole('cell', { name: STUDENT.nama, exact: true }).click();
    await page.waitForURL(/\/master\/mahasiswa\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // cancelling keeps the record
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/master/mahasiswa');
    await listSearch().fill(STUDENT.nim);
    await expect.poll(() => page.getByRole('cell', { name: STUDENT.nama }).count()).toBe(0);
    const left = await e2e.db.selectFrom('mahasiswa').select('id').where('nim', '=', STUDENT.nim).execute();
    expect(left).toEqual([]);
  });

  it('imports students from CSV: preview with per-row errors, then only the valid rows after confirming', async () => {
    const csv = [
      'NIM,Nama,Perguruan Tinggi,IPK',
      `2026777101,Ani Impor,077001,3.40`,
      `abc,Tanpa NIM Valid,077001,3.10`,
      `2026777103,Citra Impor,077001,5.00`,
    ].join('\n');
    await page.goto('/master/mahasiswa');
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'mahasiswa.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect
      .poll(() => page.getByTestId('import-summary').textContent())
      .toContain('valid: 1 · with errors: 2');
    await page.getByTestId('import-row-3').getByText(/NIM/).first().waitFor();
    await page.getByTestId('import-row-4').getByText(/GPA/).first().waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId('import-row-2')
          .getByText(/NIM|GPA/)
          .count(),
      )
      .toBe(0);
    // a file with errors changed nothing yet
    const before = await e2e.db
      .selectFrom('mahasiswa')
      .select('nim')
      .where('nim', 'like', '2026777%')
      .execute();
    expect(before).toEqual([]);

    await page.getByRole('button', { name: 'Import only the 1 valid row' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('1 student imported').waitFor();
    await search('2026777101', 'Ani Impor');
    const after = await e2e.db
      .selectFrom('mahasiswa')
      .select('nim')
      .where('nim', 'like', '2026777%')
      .execute();
    expect(after.map((r) => r.nim)).toEqual(['2026777101']);
  });

  it('saves the app settings in one form and the new brand applies at once', async () => {
    await page.goto('/setting/apps');
    const name = page.getByLabel(/^Application name/);
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Wisuda Peramban');
    await save();
    await page.getByText('Wisuda Peramban', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/setting/apps');
    const stored = await e2e.db.selectFrom('app_settings').select('nama_aplikasi').executeTakeFirstOrThrow();
    expect(stored.nama_aplikasi).toBe('Wisuda Peramban');
  });

  it('raised no page errors and no Content-Security-Policy violations on the way', () => {
    const bad = e2e
      .errorsOf(page)
      .filter((e) => e.startsWith('pageerror') || /Content Security Policy/i.test(e));
    expect(bad).toEqual([]);
  });
});
