import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PROTECTED_ROUTES, canEnter, findRoute, type RouteDef } from '../../domain/routes';
import { AFTER_LOGIN_PATH, FORBIDDEN_PATH, loginPathFor, reloadStoredUser } from '../providers/authProvider';
import { SESSION_EVENT, getFirstRoleName, getToken } from '../providers/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange); // signed out in another tab
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A primitive snapshot (token present + first role) so React re-renders only on a real change. */
function snapshot(): string {
  return getToken() ? `in:${getFirstRoleName() ?? ''}` : 'out';
}

/** The route a path belongs to: its own entry, else the deepest declared route above it. */
export function routeFor(pathname: string): RouteDef | undefined {
  const exact = findRoute(pathname);
  if (exact) return exact;
  const clean = pathname.replace(/\/+$/, '');
  return PROTECTED_ROUTES.filter((r) => clean.startsWith(`${r.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

let userReloaded = false;

/**
 * The guard of every protected route (spec §5): no token → `/auth/login?redirect=<path>`;
 * first role not in the route's access list → `/error/forbidden`; `/` → `/dashboard`.
 * Also reloads the stored user once per app start (spec §7).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSyncExternalStore(subscribe, snapshot, snapshot);
  const signedIn = session !== 'out';

  useEffect(() => {
    if (signedIn && !userReloaded) {
      userReloaded = true;
      void reloadStoredUser();
    }
  }, [signedIn]);

  if (!signedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (location.pathname === '/' || location.pathname === '') {
    return <Navigate to={AFTER_LOGIN_PATH} replace />;
  }
  const route = routeFor(location.pathname);
  if (route && !canEnter(route, [{ name: getFirstRoleName() ?? '' }])) {
    return <Navigate to={FORBIDDEN_PATH} replace />;
  }
  return <>{children}</>;
}

/** Test hook: forget that the user was reloaded in this page load. */
export function resetRouteGuardForTests(): void {
  userReloaded = false;
}
