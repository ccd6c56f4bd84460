/**
 * A long generated list in a real Chromium (issue 12, point 1), at desktop and phone width, left to
 * right and in Arabic: selected rows are exported and deleted through the bulk-action bar with real
 * clicks (a clipped or covered button fails the click), the sidebar and header stay in view at the
 * bottom of the list, and a wide table scrolls inside its own box (on a phone: a card per row)
 * while the page never scrolls sideways.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arRa from '../../src/i18n/ar/ra';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let page: Page;

/** 4 cases delete 2 rows each: 62 rows keep a full page of 50. */
const ROWS = 62;
const PAGE_SIZE = 50;
/** A loaded machine may take a while to render 50 rows. */
const POLL = { timeout: 15_000 };
const LIST = `/master/mahasiswa?page=1&perPage=${PAGE_SIZE}&sort=nim&order=ASC`;

const WORDS = {
  en: { export: 'Export', delete: 'Delete', confirm: 'Confirm', menu: 'Main menu' },
  ar: {
    export: arRa.ra.action.export,
    delete: arRa.ra.action.delete,
    confirm: arRa.ra.action.confirm,
    menu: 'القائمة الرئيسية',
  },
} as const;

beforeAll(async () => {
  e2e = await startE2e();
  const pt = await e2e.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '088001', nama: 'Universitas Daftar Panjang Nusantara Raya' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await e2e.db
    .insertInto('mahasiswa')
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        pt_id: Number(pt.id),
        nim: String(2026880000 + i),
        nama: `Mahasiswa Berbaris Panjang Sekali Nomor ${i + 1}`,
        angkatan: 2022,
        ipk: 3.5,
      })),
    )
    .execute();
  page = await signedInPage(e2e);
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await e2e?.close();
});

const rows = () => page.locator('tbody tr');
let left = ROWS;
const studentCount = async () =>
  Number(
    (
      await e2e.db
        .selectFrom('mahasiswa')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const bulkBar = () => page.locator('[data-test="bulk-actions-toolbar"]');

/** The rectangle of a locator's element, in viewport coordinates. */
const rectOf = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });

const CASES = [
  { width: 1280, height: 800, lang: 'en' },
  { width: 1280, height: 800, lang: 'ar' },
  { width: 390, height: 844, lang: 'en' },
  { width: 390, height: 844, lang: 'ar' },
] as const;

describe.each(CASES)('a $width px list in $lang', ({ width, height, lang }) => {
  const words = WORDS[lang];
  const desktop = width >= 1007;

  it('shows 50 rows; the page never scrolls sideways, the table scrolls in its own box', async () => {
    await page.setViewportSize({ width, height });
    await page.evaluate((l) => localStorage.setItem('currentLanguage', l), lang);
    await page.goto(LIST);
    await expect.poll(() => rows().count(), POLL).toBe(PAGE_SIZE);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    const pageOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);

    // The box holding the table is narrower than the table and scrolls it; the page does not move.
    const box = page.locator('table').first().locator('xpath=..');
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    // On a phone each row is a card as wide as the box: nothing to scroll sideways.
    if (!desktop) {
      expect(
        await rows()
          .first()
          .evaluate((el) => getComputedStyle(el).display),
      ).toBe('grid');
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    }
    if (sizes.scroll > sizes.client) {
      const moved = await box.evaluate((el) => {
        el.scrollBy({ left: getComputedStyle(el).direction === 'rtl' ? -200 : 200 });
        return Math.abs(el.scrollLeft);
      });
      expect(moved).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      expect(await pageOverflow()).toBeLessThanOrEqual(0);
      await box.evaluate((el) => el.scrollTo({ left: 0 }));
    }
  });

  it('keeps the header (and the sidebar on a desktop) in view at the bottom of the list', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBeGreaterThan(1000);
    const header = await rectOf('header');
    expect(header.top).toBeGreaterThanOrEqual(0);
    expect(header.top).toBeLessThan(5);
    if (desktop) {
      const nav = await rectOf(`nav[aria-label="${words.menu}"]`);
      expect(nav.top).toBeGreaterThanOrEqual(0);
      expect(nav.top).toBeLessThan(height / 2);
      expect(nav.bottom).toBeGreaterThan(height / 2);
    }
  });

  it('exports and deletes the rows selected at the bottom with real clicks on the bulk bar', async () => {
    const last = rows().nth(PAGE_SIZE - 1);
    const before = await last.locator('td').nth(1).textContent();
    const picked = [rows().nth(PAGE_SIZE - 2), last];
    for (const row of picked) await row.getByRole('checkbox').click();
    await expect.poll(() => bulkBar().isVisible(), POLL).toBe(true);

    // Still scrolled near the bottom: the bar must be reachable from here.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const bar = await rectOf('[data-test="bulk-actions-toolbar"]');
    const header = await rectOf('header');
    expect(bar.top).toBeGreaterThanOrEqual(header.bottom - 1);
    expect(bar.bottom).toBeLessThanOrEqual(height);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bulkBar().getByRole('button', { name: words.export }).click(),
    ]);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(3); // the header and the two selected rows
    expect(csv).toContain(before!.trim());

    await bulkBar().getByRole('button', { name: words.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect.poll(() => page.getByText(before!.trim(), { exact: true }).count(), POLL).toBe(0);
    await expect.poll(() => studentCount(), POLL).toBe(left - 2);
    left -= 2;
    expect(e2e.errorsOf(page).filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
