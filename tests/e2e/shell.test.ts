/**
 * The application shell in a real Chromium against the real built app and server (issue 4 §10):
 * role-filtered menu, the forbidden deep link, Arabic right-to-left across a reload, 360 px, and
 * axe-core on every route in light and dark mode.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { declaredPermissions } from '../../domain/access';
import { RESOURCES } from '../../domain/resources';
import { PROTECTED_ROUTES, canEnter } from '../../domain/routes';
import { ROLE_MAHASISWA, SELF_SERVICE_PERMISSIONS } from '../../domain/roles';
import { hashPassword } from '../../server/auth/password';
import { signedInPage, startE2e, type E2eServer } from './helpers';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const STUDENT = { email: 'budi.shell@e2e.test', password: 'Toga-Dan-Topi-2026', name: 'Budi Shell' };

let e2e: E2eServer;

beforeAll(async () => {
  e2e = await startE2e();
  const role = await e2e.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ROLE_MAHASISWA)
    .executeTakeFirstOrThrow();
  const user = await e2e.db
    .insertInto('users')
    .values({
      name: STUDENT.name,
      email: STUDENT.email,
      password_hash: await hashPassword(STUDENT.password),
      email_verified_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await e2e.db
    .insertInto('role_user')
    .values({ user_id: Number(user.id), role_id: Number(role.id) })
    .execute();
});

afterAll(async () => {
  await e2e?.close();
});

const signedIn = (who: 'admin' | 'student', viewport?: { width: number; height: number }): Promise<Page> =>
  signedInPage(e2e, {
    as: who === 'student' ? { login: STUDENT.email, password: STUDENT.password } : undefined,
    viewport,
  });

const sidebarLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();

/** Waits until the route's screen has settled: loader gone, no spinner left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => !document.querySelector('[data-testid="route-loader"], [role="progressbar"], .MuiSkeleton-root'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined); // a screen may show a progress bar on purpose; axe runs anyway
  await page.waitForTimeout(300); // transitions (fade, collapse) finish
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.html.slice(0, 160)} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join(' | ')}`,
    );
}

describe('menu and access', () => {
  it('a Mahasiswa sees only Dashboard, Galeri and Profile, and an administrator deep link is forbidden', async () => {
    const page = await signedIn('student');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => sidebarLinks(page)).toEqual(['Dashboard', 'Gallery', 'Profile']);
    await page.goto('/master/mahasiswa');
    await page.waitForURL('**/error/forbidden');
    expect(new URL(page.url()).pathname).toBe('/error/forbidden');
    await page.goto('/setting/hak-akses/role');
    await page.waitForURL('**/error/forbidden');
  });

  it('an administrator sees every group and reaches a page through the menu search with the keyboard', async () => {
    const page = await signedIn('admin');
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const group of ['General', 'Menu', 'Master data', 'Settings']) {
      await expect.poll(() => nav.getByText(group, { exact: true }).isVisible()).toBe(true);
    }
    const search = page.getByRole('combobox', { name: 'Search pages' });
    await search.fill('e');
    await expect.poll(() => page.getByRole('option').count()).toBe(8);
    await search.fill('paket');
    await search.press('Enter');
    await page.waitForURL('**/setting/plan');
    await expect.poll(() => page.title()).toMatch(/^Subscription packages \| /);
    expect(e2e.errorsOf(page).filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('works at 360 px: the menu is a drawer and the header fits', async () => {
    const page = await signedIn('admin', { width: 360, height: 740 });
    await page.waitForURL('**/dashboard');
    // measured once the header is drawn (the address changes before the layout is there)
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Events' }).click();
    await page.waitForURL('**/menu/acara');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  });
});

describe('languages', () => {
  it('Arabic turns the page (menus included) right-to-left and survives a reload', async () => {
    const page = await signedIn('admin');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'EN, Language: English (US)' }).click();
    await page.getByRole('menuitem', { name: 'العربية (AE)' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('currentLanguageIcon'))).toBe('ae');

    await page.reload();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'القائمة الرئيسية' }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The sidebar sits on the right, and a menu opened from the header is laid out right-to-left.
    const box = await page.locator('#wisuda-sidebar').boundingBox();
    expect(box!.x).toBeGreaterThan(600);
    await page.getByRole('button', { name: /^AR, / }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await page.keyboard.press('Escape');
  });
});

/** What the seed gives the built-in roles (server/db/seed.ts): every permission, or the self-service ones. */
const ADMIN_PATHS = [
  ...PROTECTED_ROUTES.filter((r) => canEnter(r, declaredPermissions(RESOURCES))).map((r) => r.path),
  '/master/perguruan-tinggi/add',
];
const STUDENT_PATHS = PROTECTED_ROUTES.filter((r) => canEnter(r, SELF_SERVICE_PERMISSIONS)).map(
  (r) => r.path,
);
const PUBLIC_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/register/success',
  '/auth/forgot-password',
  '/auth/password-reset/0123456789abcdef',
  '/auth/password-reset/success',
  '/auth/verify-email/1/0123456789abcdef',
  '/error/forbidden',
];

describe.each(['light', 'dark'] as const)('axe-core in %s mode', (mode) => {
  let admin: Page;
  let student: Page;
  let visitor: Page;

  async function setMode(page: Page) {
    await page.evaluate((m) => {
      const key = 'wisuda.layout';
      const settings = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...settings, mode: m }));
      localStorage.setItem('RaStore.theme', JSON.stringify(m));
    }, mode);
  }

  beforeAll(async () => {
    admin = await signedIn('admin');
    student = await signedIn('student');
    visitor = await e2e.newPage();
    await visitor.goto('/auth/login');
    for (const page of [admin, student, visitor]) await setMode(page);
  });

  async function check(page: Page, path: string) {
    await page.goto(path);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await seriousViolations(page)).toEqual([]);
  }

  it.each(ADMIN_PATHS)('administrator %s', async (path) => check(admin, path));
  it.each(STUDENT_PATHS)('mahasiswa %s', async (path) => check(student, path));
  it.each(PUBLIC_PATHS)('public %s', async (path) => check(visitor, path));
});
