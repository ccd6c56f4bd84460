/**
 * What main.tsx renders. The account pages (/auth/...) get the light shell (src/PublicApp.tsx);
 * every other path loads the admin app (src/AdminShell.tsx) on demand, with the whole message
 * tree, so the sign-in page downloads neither, nor MUI. Signing in navigates to a protected path:
 * the admin app takes over.
 */
import { Suspense, lazy } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { I18nContext } from 'react-admin';
import { LiteBoundary } from './layout/LiteBoundary';
import { i18nProvider, loadAppMessages } from './providers/i18nProvider';
import { BootSpinner } from './layout/BootSpinner';
import { PublicApp, isPublicShellPath } from './PublicApp';
import { loadAdminApp } from './loadAdminApp';

const AdminShell = lazy(async () => {
  const [{ AdminShell }] = await Promise.all([loadAdminApp(), loadAppMessages()]);
  return { default: AdminShell };
});

function Shell() {
  const { pathname } = useLocation();
  if (isPublicShellPath(pathname)) return <PublicApp />;
  return (
    <I18nContext.Provider value={i18nProvider}>
      <LiteBoundary>
        <Suspense fallback={<BootSpinner />}>
          <AdminShell />
        </Suspense>
      </LiteBoundary>
    </I18nContext.Provider>
  );
}

export function Root() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
