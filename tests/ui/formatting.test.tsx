/**
 * Numbers, years, money and dates in the UI language, the same on every screen (issue 12 §2): the
 * real student and plan lists, the real administrator dashboard and its charts, in English, German
 * and Arabic. A year is "2022" everywhere, never "2,022" or "2.022".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { formatsOf } from '../../domain/format';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { AdminDashboard } from '../../src/pages/dashboard/AdminDashboard';
import { resetAppSettingsForTests } from '../../src/providers/appSettings';
import type { AdminStats } from '../../src/pages/dashboard/api';
import { server } from './msw';
import { APP_SETTINGS } from './shellApp';
import { emptyLists, listAnswer, renderResources } from './resourcesApp';
import { signInAs } from './authApp';
import { clearSession } from '../../src/providers/session';

configure({ asyncUtilTimeout: 15_000 });
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const LANGS = ['en', 'de', 'ar'] as const;
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

const STUDENT = {
  id: 1,
  nim: '2201234567',
  nama: 'Ani Lestari',
  pt_id: 1,
  pt_nama: 'Universitas Uji',
  fakultas_id: null,
  prodi_id: null,
  angkatan: 2022,
  ipk: 3.5,
  predikat: null,
  status: 'aktif',
};

const PLAN = {
  id: 1,
  kode: 'PRO',
  nama: 'Profesional',
  harga: 1500000,
  durasi_bulan: 12,
  max_mahasiswa: 12000,
  is_active: true,
  sort_order: 1,
};

/** The cell of `row` under the column headed `header`. */
function cellOf(table: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '');
  const index = headers.indexOf(header);
  expect(index, `${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return within(row).getAllByRole('cell')[index];
}

describe('lists write years, numbers and money in the UI language', { timeout: 120_000 }, () => {
  for (const lang of LANGS) {
    it(`students (${lang}): the cohort year as 2022, the IPK with the language's decimal mark`, async () => {
      await i18nProvider.changeLocale(lang);
      server.use(
        http.get('/api/mahasiswa/mahasiswa', () => listAnswer([STUDENT])),
        emptyLists,
      );
      renderResources('/master/mahasiswa');
      const row = (await screen.findByText('Ani Lestari')).closest('tr')!;
      const table = screen.getByRole('table');
      const label = (field: string) => i18nProvider.translate(`resources.master/mahasiswa.fields.${field}`);
      expect(cellOf(table, row, label('angkatan')).textContent).toBe('2022');
      expect(cellOf(table, row, label('ipk')).textContent).toBe(lang === 'de' ? '3,50' : '3.50');
    });

    it(`plans (${lang}): money in rupiah and counts grouped the language's way`, async () => {
      await i18nProvider.changeLocale(lang);
      server.use(
        http.get('/api/setting/plan', () => listAnswer([PLAN])),
        emptyLists,
      );
      renderResources('/setting/plan');
      const row = (await screen.findByText('Profesional')).closest('tr')!;
      const table = screen.getByRole('table');
      const label = (field: string) => i18nProvider.translate(`resources.setting/plan.fields.${field}`);
      const money = nbsp(cellOf(table, row, label('harga')).textContent);
      const count = nbsp(cellOf(table, row, label('max_mahasiswa')).textContent);
      if (lang === 'en') expect([money, count]).toEqual(['Rp 1,500,000', '12,000']);
      if (lang === 'de') expect([money, count]).toEqual(['1.500.000 Rp', '12.000']);
      expect(money).toBe(nbsp(formatsOf(lang).money(1500000)));
    });
  }
});

const STATS: AdminStats = {
  counts: { perguruan_tinggi: 12, mahasiswa: 12345, acara: 7, foto: 2500, grup: 3 },
  per_pt: [
    { id: 1, label: 'UMY', nama: 'Universitas Muhammadiyah Yogyakarta', count: 1200 },
    { id: 2, label: 'Sekolah Tinggi Ilmu Ekonomi Indonesia Surabaya', nama: 'STIESIA', count: 40 },
  ],
  per_acara: [
    { id: 1, label: 'Wisuda Akademi Komunitas Negeri Blitar 2026', tanggal: '2026-12-01', count: 310 },
  ],
  uploads: [
    { day: '2026-11-01', count: 0 },
    { day: '2026-11-02', count: 1500 },
  ],
  next_acara: {
    id: 1,
    nama: 'Wisuda Periode I',
    tanggal: '2026-12-01',
    jam_mulai: '08:00:00',
    lokasi: 'Balairung',
    alamat: null,
    pt_nama: 'Universitas Uji',
    mahasiswa: 1310,
  },
};

/** jsdom lays nothing out: the charts' container is told a phone's width. */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    const entry = { target, contentRect: { width: 360, height: 280 } } as unknown as ResizeObserverEntry;
    setTimeout(() => this.callback([entry], this as unknown as ResizeObserver), 0);
  }
  unobserve(): void {}
  disconnect(): void {}
}

function renderDashboard() {
  resetAppSettingsForTests();
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <AdminDashboard />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the administrator dashboard in the UI language', { timeout: 120_000 }, () => {
  const original = window.ResizeObserver;
  beforeEach(() => {
    window.ResizeObserver = SizedObserver as unknown as typeof ResizeObserver;
    // the dashboard shows the figures the role may read: an administrator's, all of them
    signInAs({ id: 1, name: 'Administrator' }, 'Ani Admin', 1);
    server.use(
      http.get('/api/setting/apps/public', () => HttpResponse.json({ data: APP_SETTINGS })),
      http.get('/api/dashboard/admin', () => HttpResponse.json({ data: STATS })),
    );
  });
  afterEach(() => {
    window.ResizeObserver = original;
    clearSession();
  });

  for (const lang of LANGS) {
    it(`${lang}: counts, the next event's day and time, chart ticks and whole category names`, async () => {
      await i18nProvider.changeLocale(lang);
      const f = formatsOf(lang);
      renderDashboard();
      const students = await screen.findByTestId(
        `stat-${i18nProvider.translate('app.dashboard.stats.mahasiswa')}`,
      );
      // the card is there at once, its number when the counts come
      await waitFor(() => expect(students.textContent).toBe(f.count(12345)));
      if (lang === 'de') expect(students.textContent).toBe('12.345');
      if (lang === 'en') expect(students.textContent).toBe('12,345');
      expect(screen.getByText(new RegExp(`^${f.longDate('2026-12-01')}`))).toHaveTextContent(f.time('08:00'));
      // the registered count through the catalog's plural, grouped the language's way
      expect(screen.getByText(new RegExp(f.count(1310).replace(/[.]/g, '\\.')))).toBeInTheDocument();

      const perPt = await screen.findByTestId('chart-per-pt');
      await within(perPt).findAllByText(f.count(1000), {}, { timeout: 15_000 });
      // names are never shortened: every category tick holds its whole name, over as many lines as it needs
      const names = [...perPt.querySelectorAll('.chart-category-tick')].map((t) =>
        [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' '),
      );
      expect(names).toEqual(['UMY', 'Sekolah Tinggi Ilmu Ekonomi Indonesia Surabaya']);
      expect(perPt.textContent).not.toContain('…');
      const uploads = screen.getByTestId('chart-uploads');
      expect(within(uploads).getByText(f.count(1500))).toBeInTheDocument();
      expect(within(uploads).getAllByText(f.dayMonth('2026-11-02')).length).toBeGreaterThan(0);
    });
  }
});
