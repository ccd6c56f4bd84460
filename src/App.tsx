import { CustomRoutes } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
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

/** The admin app without its router (tests render it inside a MemoryRouter). */
export function AdminApp() {
  const { lightTheme, darkTheme, defaultTheme } = useAppTheme();
  return (
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
  );
}
