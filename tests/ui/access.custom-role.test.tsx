/**
 * A role of wisuda.config.ts meets no administrator's screens (issue 25, item 6): in the real app
 * (authProvider, route guard, shell, generic screens, dashboard), a view-only role gets no create,
 * edit, delete or import and the forbidden page at a form's address; its dashboard shows what it
 * may read; roles are named by their label; a record without a label is named by its resource and
 * number; a custom page's reads through `wisuda/pages` say plainly what the role may not read.
 * Role labels follow a language change at once; a list of references the role may not open shows
 * the labels its record carries; a settings page is read-only to a role that may not update it.
 */
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { clearAllOptions } from '../../src/providers/options';
import { InstallationResources } from '../../src/providers/installationResources';
import { RESOURCES } from '../../domain/resources';
import { GuardedLayout } from '../../src/pages/GuardedLayout';
import { resetRouteGuardForTests } from '../../src/pages/RouteGuard';
import { protectedRoutes } from '../../src/pages/protectedRoutes';
import { resourceElements } from '../../src/resources';
import { AppThemeProvider } from '../../src/layout/theme';
import { resetLayoutSettingsForTests } from '../../src/layout/layoutSettings';
import { resetAppSettingsForTests } from '../../src/providers/appSettings';
import { signInAs } from './authApp';
import { server } from './msw';
import { emptyLists, listAnswer, recordRequests } from './resourcesApp';
import { setViewport, shellHandlers } from './shellApp';

/** The custom page: its hooks load with it, once the configuration (mocked here) is read. */
async function gownReport() {
  const { useResourceList } = await import('../../src/pages/extend');
  function GownReport() {
    const students = useResourceList('mahasiswa', { pagination: { page: 1, perPage: 10 } });
    const events = useResourceList('acara', { pagination: { page: 1, perPage: 10 } });
    return (
      <div>
        <ul aria-label="students">
          {students.data.map((m) => (
            <li key={m.id}>{String(m.nama)}</li>
          ))}
        </ul>
        {events.refused ? <p role="alert">{events.message}</p> : <p>{events.data.length} events</p>}
      </div>
    );
  }
  return { default: GownReport };
}

vi.mock('../../wisuda.config', () => {
  return {
    default: {
      roles: {
        petugas_toga: {
          label: { en: 'Gown officer', id: 'Petugas Toga' },
          permissions: ['mahasiswa.view'],
        },
      },
      pages: [
        {
          path: '/menu/laporan-toga',
          title: { en: 'Gown report', id: 'Laporan Toga' },
          permission: 'mahasiswa.view',
          component: gownReport,
          menu: { group: 'menu', icon: 'Assessment' },
        },
      ],
    },
  };
});

const PETUGAS = { id: 5, name: 'petugas_toga' };
const ADMIN = { id: 1, name: 'Administrator' };
const location = () => screen.getByTestId('location').textContent;
const SITI = {
  id: 12,
  nim: '2026000012',
  nama: 'Siti Rahmawati',
  pt_id: 1,
  pt_nama: 'Universitas Contoh',
  prodi_id: 3,
  prodi_nama: 'Akuntansi',
  prodi_jenjang: 'S1',
  status: 'aktif',
};

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderApp(path: string) {
  resetRouteGuardForTests();
  resetLayoutSettingsForTests();
  resetAppSettingsForTests();
  clearAllOptions();
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppThemeProvider>
          <InstallationResources resources={RESOURCES}>
            <Admin
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              layout={GuardedLayout}
              store={memoryStore()}
              disableTelemetry
            >
              {resourceElements}
              <CustomRoutes>{protectedRoutes}</CustomRoutes>
            </Admin>
          </InstallationResources>
        </AppThemeProvider>
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

const hrefs = () => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));

beforeEach(() => {
  setViewport(1280);
  server.use(emptyLists);
  shellHandlers();
});
afterEach(() => server.events.removeAllListeners());

describe('a view-only custom role on the generic screens', () => {
  it('lists and shows without create, edit, delete or import; export stays', async () => {
    server.use(
      http.get('/api/mahasiswa/mahasiswa', () => listAnswer([SITI])),
      http.get('/api/mahasiswa/mahasiswa/12', () => HttpResponse.json({ data: SITI })),
    );
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'mahasiswa.view']);
    renderApp('/master/mahasiswa');
    expect(await screen.findByText('Siti Rahmawati', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    expect(hrefs()).toContain('/master/mahasiswa/show/12');
    expect(hrefs()).not.toContain('/master/mahasiswa/edit/12');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  }, 60_000);

  it('names a reference it may not open by the label the record carries, without a link or a request', async () => {
    server.use(http.get('/api/mahasiswa/mahasiswa/12', () => HttpResponse.json({ data: SITI })));
    const seen = recordRequests();
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'mahasiswa.view']);
    renderApp('/master/mahasiswa/show/12');
    const prodi = await screen.findByText('Akuntansi (S1)', {}, { timeout: 15_000 });
    expect(prodi.closest('a')).toBeNull();
    expect(screen.getByText('Universitas Contoh').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(seen.some((r) => r.path.startsWith('/api/data-induk/pt/ps'))).toBe(false);
  }, 60_000);

  it('meets the forbidden page at a form address typed in, before any form shows', async () => {
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'mahasiswa.view']);
    const first = renderApp('/master/mahasiswa/add');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
    expect(screen.queryByRole('textbox', { name: /NIM/ })).not.toBeInTheDocument();
    first.unmount();
    renderApp('/master/mahasiswa/edit/12');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
  }, 60_000);

  it('still gives the administrator create, edit and delete', async () => {
    server.use(http.get('/api/mahasiswa/mahasiswa', () => listAnswer([SITI])));
    signInAs(ADMIN, 'Ani Admin', 1);
    renderApp('/master/mahasiswa');
    expect(await screen.findByText('Siti Rahmawati', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Create/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import/ })).toBeInTheDocument();
    expect(hrefs()).toContain('/master/mahasiswa/edit/12');
  }, 60_000);
});

describe('the dashboard of a custom role', () => {
  const stats = http.get('/api/dashboard/admin', () =>
    HttpResponse.json({
      data: {
        counts: { perguruan_tinggi: 4, mahasiswa: 321, acara: 6, foto: 90, grup: 3 },
        per_pt: [],
        per_acara: [],
        uploads: [],
        next_acara: null,
      },
    }),
  );

  it('shows the figures and shortcuts of what the role may read, nothing else', async () => {
    server.use(stats);
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'mahasiswa.view']);
    renderApp('/dashboard');
    expect(await screen.findByText('321', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.queryByText('Universities')).not.toBeInTheDocument();
    expect(screen.queryByText('Events')).not.toBeInTheDocument();
    expect(screen.queryByText('Next event')).not.toBeInTheDocument();
    const shortcuts = screen.getByRole('region', { name: /Quick links|Shortcuts/i });
    const targets = within(shortcuts)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(targets).toEqual(['/master/mahasiswa', '/menu/laporan-toga']);
    // the role is named by its label
    expect(screen.getAllByText(/Gown officer/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/petugas_toga/)).not.toBeInTheDocument();
  }, 120_000);

  it('gives a role that reads no students its shortcuts, not the student dashboard', async () => {
    const seen = recordRequests();
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'acara.view']);
    renderApp('/dashboard');
    const shortcuts = await screen.findByRole(
      'region',
      { name: /Quick links|Shortcuts/i },
      { timeout: 15_000 },
    );
    expect(within(shortcuts).getByRole('link', { name: /Events/ })).toHaveAttribute('href', '/menu/acara');
    expect(seen.some((r) => r.path.startsWith('/api/dashboard/'))).toBe(false);
  }, 60_000);
});

describe('roles by their label', () => {
  it('in the Roles list and the users list', async () => {
    const roles = [
      { id: 1, name: 'Administrator', description: null, is_builtin: true },
      { id: 5, name: 'petugas_toga', description: 'Hands out gowns', is_builtin: false },
    ];
    server.use(
      http.get('/api/setting/users/role', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as {
          id?: number[];
        };
        return listAnswer(filter.id ? roles.filter((r) => filter.id!.includes(r.id)) : roles);
      }),
      http.get('/api/setting/users/user', () =>
        listAnswer([{ id: 9, name: 'Tono Toga', email: 'tono@example.test', roles: [5], is_active: true }]),
      ),
    );
    signInAs(ADMIN, 'Ani Admin', 1);
    const roleList = renderApp('/setting/hak-akses/role');
    expect(await screen.findByText('Gown officer', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.queryByText('petugas_toga')).not.toBeInTheDocument();
    roleList.unmount();

    renderApp('/setting/users');
    expect(await screen.findByText('Gown officer', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.queryByText('petugas_toga')).not.toBeInTheDocument();
  }, 200_000);
});

describe('record headings', () => {
  it('name a record without a label by its resource and number, never the bare id', async () => {
    server.use(
      http.get('/api/mahasiswa/mahasiswa/12', () => HttpResponse.json({ data: { ...SITI, nama: '' } })),
    );
    signInAs(ADMIN, 'Ani Admin', 1);
    renderApp('/master/mahasiswa/show/12');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Student #12'), {
      timeout: 15_000,
    });
  }, 60_000);
});

describe('a custom page reading through wisuda/pages', () => {
  it('reads what the role may read and says what it may not, asking nothing it would be refused', async () => {
    server.use(http.get('/api/mahasiswa/mahasiswa', () => listAnswer([SITI])));
    const seen = recordRequests();
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'mahasiswa.view']);
    renderApp('/menu/laporan-toga');
    const students = await screen.findByRole('list', { name: 'students' }, { timeout: 15_000 });
    expect(await within(students).findByText('Siti Rahmawati')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You may not read Events: your role lacks the permission acara.view.',
    );
    expect(seen.some((r) => r.path.startsWith('/api/acara/'))).toBe(false);
  }, 60_000);
});

describe('role labels and a language change', () => {
  const roles = [
    { id: 1, name: 'Administrator', description: null, is_builtin: true, permissions: [] },
    { id: 5, name: 'petugas_toga', description: 'Hands out gowns', is_builtin: false, permissions: [] },
  ];
  const TONO = {
    id: 9,
    name: 'Tono Toga',
    email: 'tono@example.test',
    roles: [5],
    roles_name: ['petugas_toga'],
    is_active: true,
  };
  /** Chooses a language in the header's menu, whichever is shown now. */
  const choose = async (language: RegExp) => {
    await userEvent.click(screen.getByRole('button', { name: /^[A-Z]{2}, / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: language }));
  };
  beforeEach(() => {
    server.use(
      http.get('/api/setting/users/role', () => listAnswer(roles)),
      http.get('/api/setting/users/role/getoption', () => HttpResponse.json({ data: roles })),
      http.get('/api/setting/users/user', () => listAnswer([TONO])),
      http.get('/api/setting/users/user/9', () => HttpResponse.json({ data: TONO })),
    );
    signInAs(ADMIN, 'Ani Admin', 1);
  });
  afterEach(async () => {
    await act(() => i18nProvider.changeLocale('en'));
  });

  it.each([
    ['the Roles list', '/setting/hak-akses/role'],
    ['the users list', '/setting/users'],
    ['the role picker of the user form', '/setting/users/edit/9'],
  ])(
    'follow it at once in %s',
    async (_where, path) => {
      renderApp(path);
      // the role is shown by its label in the language the case starts in (English, or the one the
      // case before chose), never by its key; then by its label in the other language, at once
      const shown = await screen.findByText(/^(Gown officer|Petugas Toga)$/, {}, { timeout: 60_000 });
      expect(screen.queryByText('petugas_toga')).not.toBeInTheDocument();
      const english = shown.textContent === 'Gown officer';
      await choose(english ? /Indonesia/ : /English/);
      const [now, before] = english ? ['Petugas Toga', 'Gown officer'] : ['Gown officer', 'Petugas Toga'];
      expect(await screen.findByText(now, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.queryByText(before)).not.toBeInTheDocument();
      expect(screen.queryByText('petugas_toga')).not.toBeInTheDocument();
      // the switch is over (the language's messages too) before the case ends and the next begins
      await waitFor(() => expect(document.documentElement.lang).toBe(english ? 'id' : 'en'), {
        timeout: 15_000,
      });
    },
    120_000,
  );
});

describe('a list of references the role may not open', () => {
  it('shows the labels the record carries, without asking for the targets', async () => {
    server.use(
      http.get('/api/setting/users/user', () =>
        listAnswer([
          {
            id: 9,
            name: 'Tono Toga',
            email: 'tono@example.test',
            roles: [5, 1],
            roles_name: ['petugas_toga', 'Administrator'],
            is_active: true,
          },
        ]),
      ),
    );
    const seen = recordRequests();
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'user.view']);
    renderApp('/setting/users');
    const email = await screen.findByText('tono@example.test', {}, { timeout: 60_000 });
    const row = within(email.closest('tr')!);
    expect(row.getByText('Gown officer')).toBeInTheDocument();
    expect(row.getByText('Administrator')).toBeInTheDocument();
    expect(row.queryByText(/^#\d+$/)).not.toBeInTheDocument();
    expect(seen.some((r) => r.path.startsWith('/api/setting/users/role'))).toBe(false);
  }, 120_000);
});

describe('a settings resource to a role that may only read it', () => {
  const SETTINGS = {
    id: 1,
    nama_aplikasi: 'Wisuda Kampus',
    nama_universitas: 'Universitas Contoh',
    warna_primer: '#7366ff',
    warna_sekunder: '#f73164',
  };
  beforeEach(() => {
    server.use(http.get('/api/setting/apps', () => HttpResponse.json({ data: SETTINGS })));
  });

  it('shows the values read-only, with no input and no Save', async () => {
    signInAs(PETUGAS, 'Tono Toga', 7, ['dashboard.view', 'appSettings.view']);
    renderApp('/setting/apps');
    expect(await screen.findByText('Wisuda Kampus', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByText('Universitas Contoh')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  }, 120_000);

  it('gives the form and Save to a role that may update it', async () => {
    signInAs(ADMIN, 'Ani Admin', 1);
    renderApp('/setting/apps');
    expect(await screen.findByDisplayValue('Wisuda Kampus', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save/ })).toBeInTheDocument();
  }, 120_000);
});
