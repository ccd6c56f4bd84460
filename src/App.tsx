import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { AppThemeProvider, useAppTheme } from './layout/theme';
import { publicRoutes } from './pages/publicRoutes';
import { protectedRoutes } from './pages/protectedRoutes';
import { resourceElements } from './resources';
import { LoginRedirect } from './pages/auth/LoginRedirect';
import { GuardedLayout } from './pages/GuardedLayout';
import { Dashboard } from './pages/dashboard/Dashboard';

/** The admin app without its router (tests render it inside a MemoryRouter). */
export function AdminApp() {
  const { lightTheme, darkTheme, defaultTheme } = useAppTheme();
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={GuardedLayout}
      dashboard={Dashboard}
      loginPage={LoginRedirect}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      disableTelemetry
    >
      <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
      <CustomRoutes>{protectedRoutes}</CustomRoutes>
      {resourceElements}
    </Admin>
  );
}

/** Real paths (spec §2: /auth/login, /dashboard, ...), not react-admin's default hash routes. */
export function App() {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <AdminApp />
      </AppThemeProvider>
    </BrowserRouter>
  );
}
