/**
 * Nothing moves while a screen loads (issue 12, point 11: cumulative layout shift). The dashboard and
 * the students list are opened signed in, on a slowed network so every placeholder is painted
 * before what it stands for, at desktop and phone width; the layout shifts the browser reports
 * (PerformanceObserver 'layout-shift', as Lighthouse counts them) must add up to nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;
const POLL = { timeout: 20_000 };

beforeAll(async () => {
  e2e = await startE2e();
  const db = e2e.db;
  const pt = await db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '098001', nama: 'Universitas Tanpa Geser' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const acara = await db
    .insertInto('acara')
    .values({
      pt_id: pt.id,
      nama: 'Wisuda Tanpa Geser',
      tanggal: `${new Date().getFullYear() + 1}-03-14`,
      jam_mulai: '08:00',
      lokasi: 'Balairung',
      alamat: 'Jl. Kampus 1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('mahasiswa')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        pt_id: pt.id,
        acara_id: acara.id,
        nim: `20269800${String(i).padStart(2, '0')}`,
        nama: `Mahasiswa Diam ${i + 1}`,
      })),
    )
    .execute();
});

afterAll(async () => {
  await e2e?.close();
});

interface Shift {
  value: number;
  sources: string[];
}

/** Opens `path` on a slow network with a layout-shift observer installed before the app starts. */
async function openSlowly(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => (s.node?.textContent ?? '').slice(0, 60)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  // About Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  await page.goto(path);
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

describe.each([
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  { name: 'phone', viewport: { width: 412, height: 823 } },
])('on a $name screen', ({ viewport }) => {
  it('the dashboard keeps its place while counts, the next acara and the charts come', async () => {
    const page = await signedInPage(e2e, { to: '/dashboard', viewport });
    await openSlowly(page, '/dashboard');
    await expect.poll(() => page.getByText('Wisuda Tanpa Geser').count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('timer').count(), POLL).toBe(1);
    if (viewport.width > 900) {
      // The charts are near the viewport on a wide screen: they load and draw in their place.
      await expect.poll(() => page.getByTestId('chart-per-pt').count(), POLL).toBe(1);
    }
    await page.waitForLoadState('networkidle');
    expect(await shiftsOf(page)).toEqual([]);
    expect(e2e.errorsOf(page)).toEqual([]);
  });

  it('the students list keeps its place (the footer never sits in view to be pushed away)', async () => {
    const page = await signedInPage(e2e, { to: '/master/mahasiswa', viewport });
    await openSlowly(page, '/master/mahasiswa');
    await expect.poll(() => page.getByText('Mahasiswa Diam 1', { exact: true }).count(), POLL).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await shiftsOf(page)).toEqual([]);
    expect(e2e.errorsOf(page)).toEqual([]);
  });
});
