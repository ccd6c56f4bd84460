/**
 * Screens in a university's space: the company staff's header switcher narrows the lists to one
 * university and keeps it in the URL; a user bound to one university gets it preset, and not asked,
 * on create forms.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Admin, AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { UniversitySwitcher } from '../../src/layout/UniversitySwitcher';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { clearAllOptions, getOptionEntry, loadOptions } from '../../src/providers/options';
import { rememberPt } from '../../src/providers/ptScope';
import { AdminDashboard } from '../../src/pages/dashboard/AdminDashboard';
import type { AdminStats } from '../../src/pages/dashboard/api';
import { saveSession } from '../../src/providers/session';
import { resourceElements } from '../../src/resources';
import { ADMIN_PERMISSIONS, ADMIN_ROLE } from './authApp';
import { server } from './msw';
import { emptyLists, listAnswer, recordRequests } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const PTS = [
  { id: 1, kode_pt: '001001', nama: 'Universitas Gadjah Mada', singkatan: 'UGM' },
  { id: 2, kode_pt: '001002', nama: 'Universitas Indonesia', singkatan: 'UI' },
];
const STUDENTS = [
  { id: 11, pt_id: 1, nim: '2101001', nama: 'Sari Gadjah', status: 'aktif' },
  { id: 12, pt_id: 2, nim: '2101002', nama: 'Budi Depok', status: 'aktif' },
];

function Probe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function SwitcherLayout({ children }: { children: ReactNode }) {
  return (
    <main>
      <UniversitySwitcher />
      {children}
    </main>
  );
}

function renderApp(path: string) {
  clearAllOptions();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={SwitcherLayout}
        store={memoryStore()}
        disableTelemetry
      >
        {resourceElements}
      </Admin>
      <Probe />
    </MemoryRouter>,
  );
}

const signIn = (ptIds: number[], permissions: readonly string[] = ADMIN_PERMISSIONS) =>
  saveSession({
    token: 'token-tenancy',
    user: { id: 5, name: 'Staf', email: 'staf@example.test', roles: [ADMIN_ROLE], pt_ids: ptIds },
    roles: [ADMIN_ROLE],
    permissions: [...permissions],
  });

const studentList = http.get('/api/mahasiswa/mahasiswa', ({ request }) => {
  const pt = new URL(request.url).searchParams.get('pt');
  return listAnswer(pt ? STUDENTS.filter((s) => String(s.pt_id) === pt) : STUDENTS);
});
const ptList = http.get('/api/data-induk/pt/pt', () => listAnswer(PTS));
const probe = () => screen.getByTestId('location').textContent ?? '';

describe('the university switcher', { timeout: 120_000 }, () => {
  it('narrows the list request to the chosen university and keeps it in the URL', async () => {
    signIn([]);
    const seen = recordRequests();
    server.use(studentList, ptList, emptyLists);
    const user = userEvent.setup();
    renderApp('/master/mahasiswa');
    await screen.findByText('Budi Depok');
    await user.click(screen.getByRole('button', { name: 'University: All universities' }));
    await user.click(await screen.findByRole('menuitem', { name: /Universitas Gadjah Mada/ }));

    await waitFor(() => expect(screen.queryByText('Budi Depok')).not.toBeInTheDocument());
    await screen.findByText('Sari Gadjah');
    expect(probe()).toBe('/master/mahasiswa?pt=1');
    const lists = seen.filter((r) => r.path === '/api/mahasiswa/mahasiswa');
    expect(lists.at(-1)?.query.get('pt')).toBe('1');
    // The universities to choose from are every one, whatever is chosen.
    expect(seen.filter((r) => r.path === '/api/data-induk/pt/pt').every((r) => !r.query.has('pt'))).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'University: UGM' })).toBeInTheDocument();

    // Back to every university: the parameter leaves the URL and the list widens again.
    await user.click(screen.getByRole('button', { name: 'University: UGM' }));
    await user.click(await screen.findByRole('menuitem', { name: 'All universities' }));
    await screen.findByText('Budi Depok');
    expect(probe()).toBe('/master/mahasiswa');
  });

  it('opened with ?pt= in the URL, asks for that university at once; bound staff get no switcher', async () => {
    signIn([]);
    const seen = recordRequests();
    server.use(studentList, ptList, emptyLists);
    const { unmount } = renderApp('/master/mahasiswa?pt=2');
    await screen.findByText('Budi Depok');
    expect(screen.queryByText('Sari Gadjah')).not.toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/mahasiswa/mahasiswa')?.query.get('pt')).toBe('2');
    await screen.findByRole('button', { name: 'University: UI' });
    unmount();

    window.sessionStorage.clear();
    signIn([1]);
    renderApp('/master/mahasiswa');
    await screen.findByText('Sari Gadjah');
    expect(screen.queryByRole('button', { name: /^University:/ })).not.toBeInTheDocument();
  });
});

describe('create forms of a user bound to one university', { timeout: 120_000 }, () => {
  it('preset the university and do not ask for it', async () => {
    signIn([2]);
    const seen = recordRequests();
    server.use(
      http.post('/api/data-induk/pt/fakultas', async ({ request }) =>
        HttpResponse.json({ data: { id: 40, ...((await request.json()) as object) } }),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    renderApp('/master/perguruan-tinggi/fakultas/add');
    const name = await screen.findByLabelText(/^Name/);
    expect(screen.queryByRole('combobox', { name: /^University/ })).not.toBeInTheDocument();
    await user.type(name, 'Fakultas Teknik');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({ pt_id: 2, nama: 'Fakultas Teknik' });
  });

  it('for the company staff with a university chosen, preset it and still let them choose', async () => {
    signIn([]);
    server.use(
      http.get('/api/data-induk/pt/pt/getoption', () =>
        HttpResponse.json({ data: PTS.map((p) => ({ id: p.id, name: p.nama })) }),
      ),
      ptList,
      emptyLists,
    );
    renderApp('/master/perguruan-tinggi/fakultas/add?pt=1');
    const choice = await screen.findByRole('combobox', { name: /^University/ });
    await waitFor(() => expect(choice).toHaveValue('Universitas Gadjah Mada'));
    expect(choice).toBeEnabled();
  });
});

describe('reads beside the generic lists, with a university chosen', { timeout: 120_000 }, () => {
  afterEach(() => rememberPt(undefined));

  it('option lists ask for it, and hold one list per choice', async () => {
    signIn([]);
    const seen = recordRequests();
    server.use(
      http.get('/api/data-induk/pt/pt/getoption', () =>
        HttpResponse.json({ data: PTS.map((p) => ({ id: p.id, name: p.nama })) }),
      ),
      ptList,
      emptyLists,
    );
    const { unmount } = renderApp('/master/perguruan-tinggi/fakultas/add?pt=1');
    await screen.findByRole('combobox', { name: /^University/ });
    const options = () => seen.filter((r) => r.path === '/api/data-induk/pt/pt/getoption');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(options().every((r) => r.query.get('pt') === '1')).toBe(true);
    unmount();

    clearAllOptions();
    await loadOptions('acara');
    expect(getOptionEntry('acara')?.status).toBe('loaded');
    rememberPt(2);
    expect(getOptionEntry('acara')).toBeUndefined();
    await loadOptions('acara');
    rememberPt(undefined);
    await loadOptions('acara');
    const acara = seen.filter((r) => r.path === '/api/acara/acara/getoption').map((r) => r.query.get('pt'));
    expect(acara).toEqual(['1', '2', null]);
  });

  it('the dashboard asks for its figures, and again when the choice changes', async () => {
    signIn([]);
    const seen = recordRequests();
    const stats: AdminStats = {
      counts: { perguruan_tinggi: 1, mahasiswa: 0, acara: 0, foto: 0, grup: 0 },
      per_pt: [],
      per_acara: [],
      uploads: [],
      next_acara: null,
    };
    server.use(
      http.get('/api/dashboard/admin', () => HttpResponse.json({ data: stats })),
      emptyLists,
    );
    rememberPt(2);
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
          <AdminDashboard />
        </AdminContext>
      </MemoryRouter>,
    );
    const figures = () => seen.filter((r) => r.path === '/api/dashboard/admin').map((r) => r.query.get('pt'));
    await waitFor(() => expect(figures()).toEqual(['2']));
    act(() => rememberPt(undefined));
    await waitFor(() => expect(figures()).toEqual(['2', null]));
  });
});
