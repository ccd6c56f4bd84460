/**
 * The plan meters (docs/tenancy.md): the card shows used, limit and share per quota with a bar per
 * limited quota, in the UI language (Arabic too); the company sees every PT, a PT's staff their own;
 * the shell's notice tells a PT's staff that its ended subscription made it read-only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { formatsOf } from '../../domain/format';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PlanUsageCard } from '../../src/pages/plans/PlanUsageCard';
import { PlanBanner } from '../../src/pages/plans/PlanBanner';
import type { PlanUsageAnswer, PtUsage } from '../../src/pages/plans/api';
import { PERMISSIONS_KEY } from '../../src/providers/session';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });
afterEach(async () => {
  await i18nProvider.changeLocale('en');
  window.localStorage.removeItem(PERMISSIONS_KEY);
});

const PT: PtUsage = {
  pt_id: 7,
  nama: 'Universitas Meter',
  plan: { id: 2, nama: 'Profesional', fitur: ['face_search'] },
  langganan_mulai: '2026-01-01',
  langganan_selesai: '2026-12-31',
  writable_until: '2027-01-14',
  read_only: false,
  meters: [
    { quota: 'mahasiswa', used: 1200, limit: 1500, percent: 80 },
    { quota: 'acara', used: 3, limit: null, percent: null },
    { quota: 'foto', used: 20000, limit: 20000, percent: 100 },
    { quota: 'storage', used: 1.5, limit: 10, percent: 15 },
  ],
};

const answer = (data: PlanUsageAnswer) => HttpResponse.json({ data });

function renderIn(node: React.ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the plan meter card', { timeout: 60_000 }, () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: one PT's meters, used of limit with a bar, unlimited without one`, async () => {
      await i18nProvider.changeLocale(lang);
      const f = formatsOf(lang);
      const t = (key: string, options?: object) => i18nProvider.translate(key, options);
      server.use(http.get('/api/plans/usage', () => answer({ scoped: false, pts: [PT] })));
      renderIn(<PlanUsageCard ptId={7} />);
      const card = await screen.findByTestId('plan-usage');
      await within(card).findByText(t('app.plans.plan', { plan: 'Profesional' }));
      expect(
        within(card).getByText(
          t('app.plans.used_of', { used: f.count(1200), limit: f.count(1500), percent: f.count(80) }),
        ),
      ).toBeInTheDocument();
      expect(within(card).getByText(t('app.plans.used_unlimited', { used: f.count(3) }))).toBeInTheDocument();
      const bars = within(card).getAllByRole('progressbar');
      expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['80', '100', '15']);
      expect(bars[0]).toHaveAccessibleName(t('app.plans.quota.mahasiswa'));
    });
  }

  it('the company’s card names every PT; a PT without a plan says it has no limits', async () => {
    server.use(
      http.get('/api/plans/usage', () =>
        answer({
          scoped: false,
          pts: [PT, { ...PT, pt_id: 8, nama: 'Institut Bebas', plan: null, meters: [] }],
        }),
      ),
    );
    renderIn(<PlanUsageCard />);
    const card = await screen.findByTestId('plan-usage');
    expect(await within(card).findByText('Plan usage per university')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Universitas Meter' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Institut Bebas' })).toBeInTheDocument();
    expect(within(card).getByText('No plan: no limits')).toBeInTheDocument();
  });
});

describe('the notice of an ended subscription', { timeout: 60_000 }, () => {
  it('tells a PT’s staff that its data is read-only, and since when', async () => {
    window.localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(['mahasiswa.view']));
    server.use(
      http.get('/api/plans/usage', () =>
        answer({
          scoped: true,
          pts: [{ ...PT, langganan_selesai: '2026-01-31', writable_until: '2026-02-14', read_only: true }],
        }),
      ),
    );
    renderIn(<PlanBanner />);
    const f = formatsOf('en');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `The subscription of Universitas Meter ended on ${f.date('2026-01-31')} and its grace period on ${f.date('2026-02-14')}`,
    );
  });

  it('says nothing to the company’s staff', async () => {
    window.localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(['mahasiswa.view']));
    server.use(
      http.get('/api/plans/usage', () => answer({ scoped: false, pts: [{ ...PT, read_only: true }] })),
    );
    const { container } = renderIn(<PlanBanner />);
    await new Promise((r) => setTimeout(r, 300));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
