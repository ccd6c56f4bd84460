import { CustomRoutes } from 'react-admin';
import { RESOURCES } from '../domain/resources';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { InstallationResources } from './providers/installationResources';
import { useAppTheme } from './layout/theme';
import { AppAdmin } from './layout/AppAdmin';
import { NotFoundPage, publicRoutes } from './pages/publicRoutes';
import { Dashboard, protectedRoutes } from './pages/protectedRoutes';
import { resourceElements } from './resources';
import { LoginRedirect } from './pages/auth/LoginRedirect';
import { GuardedLayout } from './pages/GuardedLayout';

/** react-admin's dashboard slot: the lazily loaded role dashboard. */
function DashboardPage() {
  return <Dashboard />;
}

/**
 * The admin app without its router (tests render it inside a MemoryRouter), handing the
 * installation's resources to the custom pages' hooks (`wisuda/pages`).
 */
export function AdminApp() {
  const { lightTheme, darkTheme, defaultTheme } = useAppTheme();
  return (
    <InstallationResources resources={RESOURCES}>
      <AppAdmin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={GuardedLayout}
        dashboard={DashboardPage}
        loginPage={LoginRedirect}
        catchAll={NotFoundPage}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={defaultTheme}
      >
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
        <CustomRoutes>{protectedRoutes}</CustomRoutes>
        {resourceElements}
      </AppAdmin>
    </InstallationResources>
  );
}
