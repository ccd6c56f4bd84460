/**
 * Numbers, years and charts in a real Chromium (issue 12 §2), on the demo data: every text of the
 * dashboard's charts (axis ticks, category names) lies inside its chart at phone width and on a
 * desktop, left-to-right and in Arabic, no name is shortened, the page does not overflow sideways;
 * the students list writes the cohort year as four digits in German and Arabic; no form of the
 * running app (sign-in, a list's filter form, a create form) uses the browser's native validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, signIn, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;

beforeAll(async () => {
  e2e = await startE2e({ demo: true });
}, 240_000);

afterAll(async () => {
  await e2e?.close();
});

async function signedIn(lang: string, width: number): Promise<Page> {
  const page = await signedInPage(e2e, { viewport: { width, height: 900 } });
  await page.evaluate((l) => localStorage.setItem('currentLanguage', l), lang);
  return page;
}

interface Clipped {
  chart: string;
  text: string;
}

/** The texts of each chart that reach outside its drawing or its card, and every tick text. */
async function chartTexts(page: Page): Promise<{ clipped: Clipped[]; texts: string[]; overflow: number }> {
  return page.evaluate(() => {
    const clipped: { chart: string; text: string }[] = [];
    const texts: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid^="chart-"]')) {
      const svg = card.querySelector('svg.recharts-surface');
      if (!svg) continue;
      const box = svg.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      for (const text of svg.querySelectorAll('text')) {
        const t = text.getBoundingClientRect();
        const content = text.textContent ?? '';
        if (!content.trim()) continue;
        texts.push(content);
        const inside = (b: DOMRect) =>
          t.left >= b.left - 1 && t.right <= b.right + 1 && t.top >= b.top - 1 && t.bottom <= b.bottom + 1;
        if (!inside(box) || !inside(cardBox))
          clipped.push({ chart: card.dataset.testid ?? '', text: content });
      }
    }
    return {
      clipped,
      texts,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describe('dashboard charts', { timeout: 180_000 }, () => {
  for (const [lang, width] of [
    ['ar', 390],
    ['en', 390],
    ['de', 1280],
    ['ar', 1280],
  ] as const) {
    it(`${lang} at ${width} px: every axis label whole and inside its chart`, async () => {
      const page = await signedIn(lang, width);
      await page.goto('/dashboard');
      // the charts load when their place comes near the viewport (below the fold on a phone)
      await page.locator('[data-testid^="stat-"]').first().waitFor({ timeout: 60_000 });
      await page.mouse.move(width / 2, 450);
      for (let i = 0; i < 30 && !(await page.locator('[data-testid="chart-uploads"]').count()); i++) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(200);
      }
      for (const chart of ['chart-per-pt', 'chart-per-acara', 'chart-uploads'])
        await page.locator(`[data-testid="${chart}"] svg.recharts-surface`).waitFor({ timeout: 60_000 });
      await page.locator('[data-testid="chart-per-acara"] .chart-category-tick').first().waitFor();
      await page.waitForTimeout(500); // recharts' resize settles
      const { clipped, texts, overflow } = await chartTexts(page);
      expect(clipped).toEqual([]);
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.join(' ')).not.toContain('…');
      expect(overflow).toBeLessThanOrEqual(0);
      // every event's whole name is on the axis, however long
      const names = await page
        .locator('[data-testid="chart-per-acara"] .chart-category-tick')
        .evaluateAll((ticks) =>
          ticks.map((t) => [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' ')),
        );
      const longest = names.reduce((a, b) => (b.length > a.length ? b : a), '');
      expect(longest.length).toBeGreaterThan(20);
      await page.close();
    });
  }
});

describe('the students list', { timeout: 180_000 }, () => {
  for (const lang of ['de', 'ar']) {
    it(`${lang}: the cohort column holds four-digit years, no separators`, async () => {
      const page = await signedIn(lang, 1280);
      await page.goto('/master/mahasiswa');
      await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
      // a 1280 px list fits fewer columns than it offers: the user shows the cohort through the chooser
      const cohort = page.getByRole('menuitemcheckbox', { name: /Jahrgang|سنة الالتحاق/ });
      await page.getByRole('button', { name: /^(Spalten|الأعمدة)$/ }).click();
      if ((await cohort.getAttribute('aria-checked')) !== 'true') await cohort.click();
      await page.keyboard.press('Escape');
      const years = await page.evaluate(() => {
        const headers = [...document.querySelectorAll('table thead th')].map(
          (h) => h.textContent?.trim() ?? '',
        );
        const column = headers.findIndex((h) => /Jahrgang|سنة الالتحاق/.test(h));
        return [...document.querySelectorAll('table tbody tr')].map(
          (row) =>
            row.querySelectorAll('td')[column]?.textContent?.trim() ?? `no column in ${headers.join('|')}`,
        );
      });
      expect(years.length).toBeGreaterThan(5);
      for (const year of years) expect(year).toMatch(/^(19|20)\d\d$/);
      await page.close();
    });
  }
});

describe('native validation is off in every form', { timeout: 180_000 }, () => {
  const quiet = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('form')].map((f) => f.noValidate));

  it('sign-in, the students list with its filters, a create form', async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/auth/login');
    await page.locator('form').first().waitFor();
    expect(await quiet(page)).not.toContain(false);
    await signIn(page, e2e.admin.email, e2e.admin.password);
    await page.goto('/master/mahasiswa');
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    const onList = await quiet(page);
    expect(onList.length).toBeGreaterThan(0);
    expect(onList).not.toContain(false);
    await page.goto('/master/mahasiswa/add');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await quiet(page)).not.toContain(false);
    await page.close();
  });
});
