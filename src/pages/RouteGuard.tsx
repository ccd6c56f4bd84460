import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { HeldPermissions } from '../../domain/access';
import { menuFor, menuLinks } from '../../domain/menu';
import { DASHBOARD_PATH } from '../../domain/pages';
import { accessRuleAt, canEnter, findRoute, routeFor } from '../../domain/routes';
import {
  AFTER_LOGIN_PATH,
  FORBIDDEN_PATH,
  loginPathFor,
  reloadStoredUserOnce,
  resetUserReloadForTests,
} from '../providers/authProvider';
import { SESSION_EVENT, getToken } from '../providers/session';
import { usePermissions } from './usePermissions';

export { routeFor };

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange); // signed out in another tab
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function signedInSnapshot(): boolean {
  return !!getToken();
}

/**
 * Where a signed-in user lands (`/`, after sign-in): the dashboard, open to every signed-in user
 * (kept general should a page ever close it: else the first screen of the menu, else the 403 page).
 */
export function landingPath(permissions: HeldPermissions): string {
  const dashboard = findRoute(DASHBOARD_PATH);
  if (dashboard && canEnter(dashboard, permissions)) return DASHBOARD_PATH;
  return menuLinks(menuFor(permissions))[0]?.path ?? FORBIDDEN_PATH;
}

/**
 * The guard of every protected route (docs/product.md#roles-and-access): no token → `/auth/login?redirect=<path>`; a route
 * whose permission the first role lacks (domain/access.ts; a form page: the create or update
 * permission, domain/routes.ts accessRuleAt) → `/error/forbidden`; `/` → `/dashboard`
 * Also reloads the stored user once per app start (docs/product.md#session). An unknown route shows `notFound`
 * to a signed-out visitor instead of the sign-in page.
 */
export function RouteGuard({ children, notFound }: { children: ReactNode; notFound?: ReactNode }) {
  const location = useLocation();
  const signedIn = useSyncExternalStore(subscribe, signedInSnapshot, signedInSnapshot);
  const permissions = usePermissions();

  useEffect(() => {
    if (signedIn) void reloadStoredUserOnce();
  }, [signedIn]);

  const route = routeFor(location.pathname);
  const home = location.pathname === '/' || location.pathname === '';
  // An unknown address is no protected page: it is not found, signed in or not.
  if (!signedIn && !route && !home && notFound) return <>{notFound}</>;
  if (!signedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (home) return <Navigate to={AFTER_LOGIN_PATH} replace />;
  const rule = accessRuleAt(location.pathname);
  if (route && rule && !canEnter(rule, permissions)) {
    const landing = route.path === DASHBOARD_PATH ? landingPath(permissions) : FORBIDDEN_PATH;
    return <Navigate to={landing} replace />;
  }
  return <>{children}</>;
}

/** Test hook: forget that the user was reloaded in this page load. */
export function resetRouteGuardForTests(): void {
  resetUserReloadForTests();
}
