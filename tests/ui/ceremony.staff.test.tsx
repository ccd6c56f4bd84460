/**
 * The ceremony's staff pages read through react-query: the line-up page shows the chosen acara's
 * line-up, and making it again or moving a graduate shows the answer (a refusal in an alert); the
 * waiting list shows a grant's answer; the stage photos page reads its summary again after an
 * action; the check-in counts are read again on their interval.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { InstallationResources } from '../../src/providers/installationResources';
import { clearAllOptions } from '../../src/providers/options';
import { PERMISSIONS_KEY } from '../../src/providers/session';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { resolveInstallation } from '../../domain/config/plugin';
import ceremony from '../../plugins/ceremony';
import LineupPage from '../../plugins/ceremony/LineupPage';
import WaitingPage from '../../plugins/ceremony/tickets/WaitingPage';
import StagePhotosPage from '../../plugins/ceremony/stage-photos/StagePhotosPage';
import { CountsPanel } from '../../plugins/ceremony/scanner/CountsPanel';
import type { Lineup, LineupRow } from '../../plugins/ceremony/api';
import type { Counts, WaitingList } from '../../plugins/ceremony/tickets/api';
import type { StageSummary } from '../../plugins/ceremony/stage-photos/api';
import { ceremonyText } from '../../plugins/ceremony/messages';
import { ticketText } from '../../plugins/ceremony/tickets/messages';
import { stagePhotoText } from '../../plugins/ceremony/stage-photos/messages';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });

const RESOURCES = resolveInstallation(BUILTIN_RESOURCES, { plugins: [ceremony] }).resources;
const ACARA = RESOURCES.find((r) => r.name === 'acara')!;
const BASE = '/api/plugins/ceremony';

const row = (id: number, nama: string, urutan: number): LineupRow => ({
  id,
  urutan,
  kursi: `A-1-${urutan}`,
  tamu_diberikan: 2,
  ejaan: null,
  nim: `2201${id}`,
  nama,
  nama_dibaca: nama,
  nama_menunggu: null,
  fakultas: 'Fakultas Teknik',
  prodi: 'Informatika',
});
const lineup = (rows: LineupRow[]): Lineup => ({
  acara: { id: 7, nama: 'Wisuda Periode I', tanggal: '2099-03-01', urutan_menurut: null },
  seats: rows.length,
  unplaced: 0,
  rows,
});

function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <InstallationResources resources={RESOURCES}>{page}</InstallationResources>
      </AdminContext>
    </MemoryRouter>,
  );
}

async function chooseAcara(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: 'Wisuda Periode I' }));
}

beforeEach(() => {
  window.localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(['kehadiran.view', 'kehadiran.update']));
  server.use(
    http.get(`/api/${ACARA.apiPath.replace(/^\/+/, '')}/getoption`, () =>
      HttpResponse.json({ data: [{ id: 7, name: 'Wisuda Periode I' }] }),
    ),
    http.get(`${BASE}/acara/7/checkin/counts`, () => HttpResponse.json({ data: null })),
  );
});
afterEach(() => {
  window.localStorage.removeItem(PERMISSIONS_KEY);
  clearAllOptions();
  vi.useRealTimers();
});

describe('the ceremony’s staff pages', { timeout: 60_000 }, () => {
  it('line-up: shows the chosen acara’s line-up, the one made again, and a refused move', async () => {
    const en = (key: Parameters<typeof ceremonyText>[1], p?: Record<string, number>) =>
      ceremonyText('en', key, p);
    server.use(
      http.get(`${BASE}/acara/7/lineup`, () =>
        HttpResponse.json({ data: lineup([row(1, 'Ayu Lestari', 1)]) }),
      ),
      http.post(`${BASE}/acara/7/lineup`, () =>
        HttpResponse.json({ data: lineup([row(1, 'Ayu Lestari', 1), row(2, 'Budi Santoso', 2)]) }),
      ),
      http.post(`${BASE}/kehadiran/2/position`, () =>
        HttpResponse.json({ message: 'The line-up is locked.', errors: {} }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<LineupPage />);
    expect(await screen.findByText(en('choose'))).toBeInTheDocument();
    await chooseAcara(user, en('event'));
    expect(await screen.findByTestId('lineup-22011')).toHaveTextContent('Ayu Lestari');
    expect(screen.queryByTestId('lineup-22012')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en('generate') }));
    expect(await screen.findByTestId('lineup-22012')).toHaveTextContent('Budi Santoso');
    expect(screen.getByText(en('seats', { n: 2 }), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${en('up')}: Budi Santoso` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The line-up is locked.');
    expect(screen.getByTestId('lineup-22012')).toBeInTheDocument();
  });

  it('waiting list: a grant shows the list the server answers', async () => {
    const en = (key: Parameters<typeof ticketText>[1], p?: Record<string, number>) =>
      ticketText('en', key, p);
    const list = (left: number, given: number): WaitingList => ({
      seats_left: left,
      rows: [
        {
          id: 9,
          kehadiran_id: 1,
          nim: '22011',
          nama: 'Ayu Lestari',
          jumlah: 2,
          diberikan: given,
          tamu_diberikan: 2 + given,
          diminta_pada: '2099-02-01T07:00:00.000Z',
        },
      ],
    });
    const granted: unknown[] = [];
    server.use(
      http.get(`${BASE}/acara/7/waiting`, () => HttpResponse.json({ data: list(5, 0) })),
      http.post(`${BASE}/antrean/9/grant`, async ({ request }) => {
        granted.push(await request.json());
        return HttpResponse.json({ data: list(3, 2) });
      }),
    );
    const user = userEvent.setup();
    renderPage(<WaitingPage />);
    await chooseAcara(user, en('event'));
    expect(await screen.findByText(en('seats_left', { n: 5 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en('grant') }));
    expect(await screen.findByText(en('seats_left', { n: 3 }))).toBeInTheDocument();
    expect(granted).toEqual([{ jumlah: 2 }]);
  });

  it('stage photos: an action says it is queued and the summary is read again', async () => {
    const en = (key: Parameters<typeof stagePhotoText>[1], p?: Record<string, number>) =>
      stagePhotoText('en', key, p);
    const counts = { tagged: 0, review: 0, none: 0, hand: 0, waiting: 4 };
    const summary = (c: StageSummary['counts']): StageSummary => ({
      acara: { id: 7, window: 10, margin: 2 },
      groups: [{ id: 2, nama: 'Prosesi', is_published: false }],
      cameras: [],
      called: [],
      counts: c,
      review: [],
    });
    let reads = 0;
    server.use(
      http.get(`${BASE}/stage-photos/acara/7`, () => {
        reads += 1;
        return HttpResponse.json({
          data: summary(reads > 1 ? { ...counts, tagged: 4, waiting: 0 } : counts),
        });
      }),
      http.post(`${BASE}/stage-photos/acara/7/match`, () => HttpResponse.json({ data: { queued: true } })),
      http.get('/api/file/file', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderPage(<StagePhotosPage />);
    await chooseAcara(user, en('event'));
    expect(await screen.findByRole('status')).toHaveTextContent(en('counts', counts));
    await user.click(screen.getByRole('button', { name: en('match_again') }));
    expect(await screen.findByText(en('queued'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        en('counts', { ...counts, tagged: 4, waiting: 0 }),
      ),
    );
    expect(reads).toBe(2);
  });

  it('check-in counts: read again on their interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const en = (key: Parameters<typeof ticketText>[1]) => ticketText('en', key);
    const counts = (graduates: number): Counts => ({
      total: graduates,
      graduates,
      guests: 0,
      twice: 0,
      expected: { graduates: 10, guests: 20 },
      entrances: [{ pintu: 'Utara', graduates, guests: 0 }],
      faculties: [{ fakultas: 'Fakultas Teknik', graduates, guests: 0, expected: 10 }],
    });
    let reads = 0;
    server.use(
      http.get(`${BASE}/acara/7/checkin/counts`, () => {
        reads += 1;
        return HttpResponse.json({ data: counts(reads > 1 ? 3 : 1) });
      }),
    );
    renderPage(<CountsPanel acara={7} t={en} />);
    const panel = await screen.findByRole('region', { name: en('counts') });
    expect(within(panel).getByRole('heading')).toHaveTextContent(`${en('counts')}: 1 / 10`);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() =>
      expect(within(panel).getByRole('heading')).toHaveTextContent(`${en('counts')}: 3 / 10`),
    );
    expect(reads).toBe(2);
  });
});
