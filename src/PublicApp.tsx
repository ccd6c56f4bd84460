/**
 * The light shell of the account pages (/auth/...): the persisted preferences and the language
 * react-admin's hooks read, and nothing of the admin app (data provider, react-query, resources,
 * main layout). The sign-in page renders without MUI (src/pages/auth/lite/); the other account
 * pages load MUI and the app's theme with their chunk. The same pages also work inside the admin
 * app (src/App.tsx renders them as public routes).
 */
import { Suspense, lazy } from 'react';
import { Route, Routes, matchRoutes } from 'react-router-dom';
import { I18nContextProvider, StoreContextProvider } from 'react-admin';
import { i18nProvider } from './providers/i18nProvider';
import { store } from './layout/store';
import { LiteBoundary } from './layout/LiteBoundary';
import { ACCOUNT_PATHS, isAccountPath } from './pages/accountPath';
import { LoginPage } from './pages/auth/LoginPage';

const PublicMuiPages = lazy(() =>
  import('./pages/PublicMuiPages').then((module) => ({ default: module.PublicMuiPages })),
);

const routes = Object.values(ACCOUNT_PATHS).map((path) => ({ path }));

/** Whether the light shell serves this path (the account pages); anything else is the admin app's. */
export function isPublicShellPath(pathname: string): boolean {
  return isAccountPath(pathname) && !!matchRoutes(routes, pathname);
}

export function PublicApp() {
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <LiteBoundary>
          <Suspense fallback={null}>
            <Routes>
              <Route path={ACCOUNT_PATHS.login} element={<LoginPage />} />
              <Route path="*" element={<PublicMuiPages />} />
            </Routes>
          </Suspense>
        </LiteBoundary>
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
