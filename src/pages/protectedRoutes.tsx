import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { PAGES, type PageDef } from '../../domain/pages';
import { lazyScreen } from '../layout/lazyScreen';
import { PAGE_SCREENS } from '../screenLoaders';

export const Dashboard = lazyScreen(PAGE_SCREENS.dashboard, 'Dashboard');

/** The screens of the built-in pages of domain/pages.ts, by page key. */
const BUILTIN_SCREENS: Record<string, ComponentType> = {
  dashboard: Dashboard,
  profile: lazyScreen(PAGE_SCREENS.profile, 'ProfileView'),
  galeriMahasiswa: lazyScreen(PAGE_SCREENS.galeriMahasiswa, 'StudentGallery'),
  galeriList: lazyScreen(PAGE_SCREENS.galeriList, 'AdminGalleryPage'),
  auditLog: lazyScreen(PAGE_SCREENS.auditLog, 'AuditLogPage'),
};

/** A page's screen: a built-in one, or a configured page's component loaded when first opened. */
function screenOf(page: PageDef): ComponentType | undefined {
  return BUILTIN_SCREENS[page.key] ?? (page.component ? lazyScreen(page.component) : undefined);
}

/**
 * The `<Route>` of every page that is not a react-admin resource (domain/pages.ts: the built-in
 * ones and those of wisuda.config.ts), rendered inside the main layout behind the route guard,
 * which checks the page's permission. `/dashboard` lives here; `/` is redirected to it by the guard.
 */
export function pageRoutes(pages: readonly PageDef[] = PAGES) {
  return pages.flatMap((page) => {
    const Screen = screenOf(page);
    return Screen ? [<Route key={page.key} path={page.path} element={<Screen />} />] : [];
  });
}

export const protectedRoutes = pageRoutes();
