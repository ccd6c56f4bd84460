/**
 * A custom page and a resource of wisuda.config.ts in the real shell: the page's route is
 * registered and its component loaded lazily, menu and page header show the labels in the UI
 * language, and only a role holding the page's permission gets either.
 */
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { GuardedLayout } from '../../src/pages/GuardedLayout';
import { resetRouteGuardForTests } from '../../src/pages/RouteGuard';
import { protectedRoutes } from '../../src/pages/protectedRoutes';
import {
  groupPermissions,
  permissionActionLabel,
  permissionGroupTitle,
} from '../../src/resources/role/PermissionChecklist';
import { AppThemeProvider } from '../../src/layout/theme';
import { resetLayoutSettingsForTests } from '../../src/layout/layoutSettings';
import { resetAppSettingsForTests } from '../../src/providers/appSettings';
import { signInAs } from './authApp';
import { setViewport, shellHandlers } from './shellApp';

vi.mock('../../wisuda.config', () => ({
  default: {
    resources: {
      sponsor: {
        label: { en: 'Sponsors', id: 'Sponsor' },
        menu: { group: 'menu', icon: 'Handshake' },
        fields: { nama: { type: 'text', required: true } },
      },
    },
    pages: [
      {
        path: '/menu/laporan-sponsor',
        title: { en: 'Sponsor report', id: 'Laporan Sponsor' },
        permission: 'sponsor.view',
        component: async () => ({ default: () => <p>The sponsor report screen</p> }),
        menu: { group: 'menu', icon: 'Assessment' },
      },
    ],
    roles: { panitia: { label: { en: 'Committee', id: 'Panitia' }, permissions: ['sponsor.view'] } },
  },
}));

const PANITIA = { id: 5, name: 'panitia' };
const location = () => screen.getByTestId('location').textContent;
const nav = () => screen.getByRole('navigation', { name: /Main menu|Menu utama/ });

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderWithPages(path: string) {
  resetRouteGuardForTests();
  resetLayoutSettingsForTests();
  resetAppSettingsForTests();
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppThemeProvider>
          <Admin
            authProvider={authProvider}
            dataProvider={testDataProvider()}
            i18nProvider={i18nProvider}
            layout={GuardedLayout}
            store={memoryStore()}
            disableTelemetry
          >
            <CustomRoutes>{protectedRoutes}</CustomRoutes>
          </Admin>
        </AppThemeProvider>
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  setViewport(1280);
  shellHandlers();
});

describe('a custom page of wisuda.config.ts', () => {
  it('opens for a role holding its permission: lazy screen, labels in the UI language', async () => {
    signInAs(PANITIA, 'Pia Panitia', 7, ['sponsor.view']);
    renderWithPages('/menu/laporan-sponsor');
    expect(await screen.findByText('The sponsor report screen', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsor report' })).toBeInTheDocument();
    // the configured role by its label in the UI language
    expect(screen.getByRole('button', { name: 'Pia Panitia Committee' })).toBeInTheDocument();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sponsors', '/menu/sponsor'],
      ['Sponsor report', '/menu/laporan-sponsor'],
      ['Profile', '/setting/users/profile'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'EN, Language: English (US)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bahasa Indonesia' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Laporan Sponsor' })).toBeInTheDocument(),
    );
    expect(within(nav()).getByRole('link', { name: 'Laporan Sponsor' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Sponsor' })).toBeInTheDocument();
    await act(() => i18nProvider.changeLocale('en'));
  });

  it('is closed to a role without its permission, and not in its menu', async () => {
    signInAs(PANITIA, 'Pia Panitia', 7, ['dashboard.view', 'mahasiswa.view']);
    renderWithPages('/menu/laporan-sponsor');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
    expect(screen.queryByText('The sponsor report screen')).not.toBeInTheDocument();
  });
});

describe('the permissions editor', () => {
  const translate = i18nProvider.translate;

  it('groups by resource, a configured one among them, named in the UI language', () => {
    const groups = groupPermissions(
      ['galeri.self', 'sponsor.delete', 'sponsor.view', 'mahasiswa.view', 'laporan.print'].map(
        (name, id) => ({
          id,
          name,
        }),
      ),
    );
    expect(groups.map((g) => [g.prefix, g.items.map((p) => p.name)])).toEqual([
      ['mahasiswa', ['mahasiswa.view']],
      ['sponsor', ['sponsor.view', 'sponsor.delete']],
      ['galeri', ['galeri.self']],
      ['laporan', ['laporan.print']],
    ]);
    expect(permissionGroupTitle('sponsor', translate, 'en')).toBe('Sponsors');
    expect(permissionGroupTitle('sponsor', translate, 'id')).toBe('Sponsor');
    expect(permissionGroupTitle('mahasiswa', translate, 'en')).toBe('Students');
    expect(permissionGroupTitle('galeri', translate, 'en')).toBe('Gallery');
    expect(permissionGroupTitle('laporan', translate, 'en')).toBe('laporan');
    expect(permissionActionLabel('sponsor.view', translate)).toBe('View');
    expect(permissionActionLabel('galeri.self', translate)).toBe('Own data');
    expect(permissionActionLabel('laporan.print', translate)).toBe('print');
  });
});
