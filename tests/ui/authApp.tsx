/**
 * Renders the real auth pieces of the app inside react-admin's <Admin> on a MemoryRouter: the real
 * authProvider, i18nProvider, public and protected routes and route guard. Only the main layout
 * (owned by the shell) is replaced by a bare frame, and resources by one stub list.
 */
import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, memoryStore, testDataProvider } from 'react-admin';
import { authProvider } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { NotFoundPage, publicRoutes } from '../../src/pages/publicRoutes';
import { protectedRoutes } from '../../src/pages/protectedRoutes';
import { RouteGuard, resetRouteGuardForTests } from '../../src/pages/RouteGuard';
import { LoginRedirect } from '../../src/pages/auth/LoginRedirect';
import { Dashboard } from '../../src/pages/dashboard/Dashboard';
import { saveSession, type SessionRole } from '../../src/providers/session';
import { declaredPermissions } from '../../domain/access';
import { RESOURCES } from '../../domain/resources';
import { SELF_SERVICE_PERMISSIONS } from '../../domain/roles';

function TestLayout({ children }: { children: ReactNode }) {
  return (
    <RouteGuard notFound={<NotFoundPage />}>
      <div data-testid="main-layout">{children}</div>
    </RouteGuard>
  );
}

/** Shows the router's current location so tests can assert navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderApp(path: string) {
  resetRouteGuardForTests();
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Admin
          authProvider={authProvider}
          dataProvider={testDataProvider({ getList: async () => ({ data: [], total: 0 }) })}
          i18nProvider={i18nProvider}
          layout={TestLayout}
          dashboard={Dashboard}
          loginPage={LoginRedirect}
          catchAll={NotFoundPage}
          store={memoryStore()}
          disableTelemetry
        >
          <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
          <CustomRoutes>{protectedRoutes}</CustomRoutes>
          <Resource name="master/mahasiswa" list={() => <h2>Mahasiswa list</h2>} />
        </Admin>
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

export const ADMIN_ROLE: SessionRole = { id: 1, name: 'Administrator' };
export const MAHASISWA_ROLE: SessionRole = { id: 2, name: 'Mahasiswa' };

/** What the seed gives the built-in roles (server/db/seed.ts): every permission, or the self-service ones. */
export const ADMIN_PERMISSIONS: readonly string[] = declaredPermissions(RESOURCES);
export const MAHASISWA_PERMISSIONS: readonly string[] = [...SELF_SERVICE_PERMISSIONS];

/**
 * Puts a signed-in session into the browser storage, as a real sign-in would: the role's
 * permissions (the first role's, as the server sends them) default to what the seed gives it.
 */
export function signInAs(
  role: SessionRole,
  name = 'Test User',
  id = 7,
  permissions: readonly string[] = role.name === 'Administrator'
    ? ADMIN_PERMISSIONS
    : role.name === 'Mahasiswa'
      ? MAHASISWA_PERMISSIONS
      : [],
): void {
  saveSession({
    token: `token-${role.name}`,
    user: { id, name, email: 'user@example.test', roles: [role] },
    roles: [role],
    permissions: [...permissions],
  });
}

/** Types a value into a field as one paste (fast and steady on a loaded machine), after clearing it. */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
