/**
 * Every resource list fits the screen it is on, in a real Chromium on the demo data: at 1366 px (a
 * common laptop) no list hides columns sideways and each row's actions are in view; at 390 px (a
 * phone) each row is a card as wide as the screen, with no table scrolled sideways. Checked left to
 * right and in Arabic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESOURCES } from '../../domain/resources';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
let page: Page;

const LISTS = RESOURCES.filter((def) => !def.singleton).map((def) => def.route);

beforeAll(async () => {
  e2e = await startE2e({ demo: true });
  // The demo sends no mail: one that failed, with the long texts an outbox row carries.
  await e2e.db
    .insertInto('outbox')
    .values({
      to_address: 'mahasiswa.dengan.alamat.panjang@universitas-nusantara.ac.id',
      subject: 'Konfirmasi pendaftaran akun wisuda Universitas Nusantara Raya',
      text_body: 'Isi',
      status: 'failed',
      attempts: 3,
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525 after three attempts to the relay',
    })
    .execute();
  page = await signedInPage(e2e);
  page.setDefaultTimeout(20_000);
}, 600_000); // the demo data set loads slowly on a busy machine

afterAll(async () => {
  await e2e?.close();
});

/** How far the list's table reaches past its box and the last row's actions past the screen. */
const overflowOf = (p: Page) =>
  p.evaluate(() => {
    const table = document.querySelector('.RaDatagrid-table');
    const box = table?.parentElement;
    const actions = document.querySelector('tbody tr td:last-child');
    const rect = actions?.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    // the element reaching furthest out, named in a failure
    const widest = [...(box?.querySelectorAll('*') ?? [])].reduce<Element | undefined>(
      (w, el) => (!w || el.getBoundingClientRect().right > w.getBoundingClientRect().right ? el : w),
      undefined,
    );
    return {
      widest: widest ? `${widest.tagName}.${[...widest.classList].join('.')}` : '',
      table: box ? box.scrollWidth - box.clientWidth : -1,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      actionsOut: rect ? (rtl ? -rect.left : rect.right - window.innerWidth) : -1,
    };
  });

const openList = async (route: string) => {
  await page.goto(route);
  await page.locator('tbody tr').first().waitFor();
};

describe.each(['en', 'ar'] as const)('every list in %s', (lang) => {
  it('fits 1366 px: no column hidden sideways, the actions in view', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.evaluate((l) => localStorage.setItem('currentLanguage', l), lang);
    const measured: Record<string, Awaited<ReturnType<typeof overflowOf>>> = {};
    for (const route of LISTS) {
      await openList(route);
      measured[route] = await overflowOf(page);
    }
    console.info(`list overflow at 1366 px (${lang})`, JSON.stringify(measured));
    for (const [route, m] of Object.entries(measured)) {
      expect(m.table, `${route}: ${m.widest}`).toBe(0);
      expect(m.page, route).toBeLessThanOrEqual(0);
      expect(m.actionsOut, route).toBeLessThanOrEqual(0);
    }
  });

  it('shows cards at 390 px: each row as wide as the screen, nothing scrolled sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of LISTS) {
      await openList(route);
      const cards = await page.evaluate(() =>
        [...document.querySelectorAll('tbody tr')].slice(0, 5).map((tr) => {
          const r = tr.getBoundingClientRect();
          const cells = [...tr.querySelectorAll('td.RaDatagrid-rowCell')].map((td) =>
            td.getBoundingClientRect(),
          );
          return {
            display: getComputedStyle(tr).display,
            left: r.left,
            right: r.right,
            // a card stacks its fields: some cell starts below the first one
            stacked: cells.length > 1 && cells.some((c) => c.top >= cells[0].bottom - 1),
          };
        }),
      );
      expect(cards.length, route).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.display, route).not.toBe('table-row');
        expect(card.left, route).toBeGreaterThanOrEqual(0);
        expect(card.right, route).toBeLessThanOrEqual(390);
        expect(card.stacked, route).toBe(true);
      }
      const m = await overflowOf(page);
      expect(m.table, `${route}: ${m.widest}`).toBeLessThanOrEqual(0);
      expect(m.page, route).toBeLessThanOrEqual(0);
    }
  });
});

describe('the bulk bar on a phone', () => {
  it('keeps every button of the users list on the screen, Delete included', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'en'));
    await openList('/setting/users');
    await page.locator('tbody tr').nth(1).getByRole('checkbox').click();
    const bar = page.locator('[data-test="bulk-actions-toolbar"]');
    await expect.poll(() => bar.isVisible()).toBe(true);
    const buttons = await bar.getByRole('button').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent, left: r.left, right: r.right };
      }),
    );
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const b of buttons) {
      expect(b.left, String(b.name)).toBeGreaterThanOrEqual(0);
      expect(b.right, String(b.name)).toBeLessThanOrEqual(390);
    }
    // a real click: a button off the screen or covered fails it
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
