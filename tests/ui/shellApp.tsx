/**
 * Renders the real application shell (AppThemeProvider, <Admin> with the real i18nProvider and
 * authProvider, the guarded main Layout) on a MemoryRouter, with a stub screen on every menu path.
 * `setViewport(width)` makes matchMedia answer min-/max-width queries for that width.
 */
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, useLocation } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore, testDataProvider, type Store } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { authProvider } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { GuardedLayout } from '../../src/pages/GuardedLayout';
import { resetRouteGuardForTests } from '../../src/pages/RouteGuard';
import { AppThemeProvider, useAppTheme } from '../../src/layout/theme';
import { resetLayoutSettingsForTests } from '../../src/layout/layoutSettings';
import { resetAppSettingsForTests } from '../../src/providers/appSettings';
import { PROTECTED_ROUTES } from '../../domain/routes';
import { server } from './msw';

export function setViewport(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function Stub() {
  const { pathname } = useLocation();
  return <p>Screen {pathname}</p>;
}

function ShellAdmin({ store }: { store: Store }) {
  const { lightTheme, darkTheme, defaultTheme } = useAppTheme();
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      layout={GuardedLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      store={store}
      disableTelemetry
    >
      <CustomRoutes>
        {PROTECTED_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<Stub />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

export const APP_SETTINGS = {
  nama_aplikasi: 'Wisuda Test',
  nama_universitas: 'Universitas Contoh',
  logo: null,
  warna_primer: '#7366ff',
  warna_sekunder: '#f73164',
  registrasi: 'open',
};

/** The two calls the shell makes on start: public app settings and the stored user's reload. */
export function shellHandlers() {
  server.use(
    http.get('/api/setting/apps/public', () => HttpResponse.json({ data: APP_SETTINGS })),
    http.get('/api/setting/users/user/:id', ({ params }) =>
      HttpResponse.json({ data: { id: Number(params.id), roles: [] } }),
    ),
    http.post('/api/auth/logout', () => HttpResponse.json({ data: true })),
    http.put('/api/auth/language', async ({ request }) => HttpResponse.json({ data: await request.json() })),
  );
}

export function renderShell(path: string, store: Store = memoryStore()) {
  resetRouteGuardForTests();
  resetLayoutSettingsForTests();
  resetAppSettingsForTests();
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppThemeProvider>
          <ShellAdmin store={store} />
        </AppThemeProvider>
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}
