import { isAccountPath } from './pages/accountPath';

/** The admin app's chunk (src/AdminShell.tsx), fetched once. */
let adminApp: Promise<typeof import('./AdminShell')> | undefined;
export function loadAdminApp(): Promise<typeof import('./AdminShell')> {
  adminApp ??= import('./AdminShell');
  adminApp.catch(() => (adminApp = undefined)); // a failed chunk is fetched again on retry
  return adminApp;
}

// Imported first by main.tsx: when the app does not start on an account page, the admin app's
// download starts now, beside the rest of the start-up, instead of after the first render; and
// with it the code of the screen the address shows (its layout and its page).
if (typeof window !== 'undefined' && !isAccountPath(window.location.pathname)) {
  void loadAdminApp();
  const { pathname } = window.location;
  import('./routePreload').then(({ preloadRoute }) => preloadRoute(pathname)).catch(() => undefined);
}
