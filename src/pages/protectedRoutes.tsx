import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { PAGES, type PageDef } from '../../domain/pages';
import { lazyScreen } from '../layout/lazyScreen';

export const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage');
const StudentGalleryPage = lazyScreen(() => import('./galeri/StudentGalleryPage'), 'StudentGalleryPage');

const AdminGalleryPage = lazyScreen(() => import('./galeri/AdminGalleryPage'), 'AdminGalleryPage');

/** The screens of the built-in pages of domain/pages.ts, by page key. */
const BUILTIN_SCREENS: Record<string, ComponentType> = {
  dashboard: Dashboard,
  profile: ProfilePage,
  galeriMahasiswa: StudentGalleryPage,
  galeriList: AdminGalleryPage,
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
