import { isAccountPath } from './pages/accountPath';

/** The admin app's chunk (src/AdminShell.tsx), fetched once. */
let adminApp: Promise<typeof import('./AdminShell')> | undefined;
export function loadAdminApp(): Promise<typeof import('./AdminShell')> {
  adminApp ??= import('./AdminShell');
  adminApp.catch(() => (adminApp = undefined)); // a failed chunk is fetched again on retry
  return adminApp;
}

/**
 * The chunks the admin app asks for one after another on its first screen (its layout, then the
 * dashboard, the landing page), fetched at once beside it: one round trip instead of three.
 */
function prefetchFirstScreen(pathname: string): void {
  const ignore = () => undefined; // a failure shows when the screen itself loads the chunk
  import('./layout/ShellLayout').catch(ignore);
  if (pathname === '/' || pathname === '/dashboard') import('./pages/dashboard/Dashboard').catch(ignore);
}

// Imported first by main.tsx: when the app does not start on an account page, the admin app's
// download starts now, beside the rest of the start-up, instead of after the first render.
if (typeof window !== 'undefined' && !isAccountPath(window.location.pathname)) {
  void loadAdminApp();
  prefetchFirstScreen(window.location.pathname);
}
