/**
 * The code of the built-in screens, one loader function each. The screens (`lazyScreen`) and the
 * route preloading (src/routePreload.ts) use the same functions, so a screen whose code was started
 * ahead shares that download and renders without a loading state (src/layout/preload.ts).
 * Only `import()`s here: the start-up can import this without pulling in any screen.
 */
import type { BuiltinResourceName } from '../domain/config/types';
import type { ResourceDef, ScreenModule } from '../domain/resource';
export const loadShellLayout = () => import('./layout/ShellLayout');

/** The generated screens of every declared resource. */
export const GENERIC_SCREENS = {
  list: () => import('./resources/generic/GenericList'),
  create: () => import('./resources/generic/GenericCreate'),
  edit: () => import('./resources/generic/GenericEdit'),
  show: () => import('./resources/generic/GenericShow'),
  singleton: () => import('./resources/generic/SingletonEdit'),
};

/** The screens of the built-in pages of domain/pages.ts, by page key. */
export const PAGE_SCREENS = {
  dashboard: () => import('./pages/dashboard/Dashboard'),
  profile: () => import('./pages/profile/ProfileView'),
  galeriMahasiswa: () => import('./pages/galeri/StudentGallery'),
  galeriList: () => import('./pages/galeri/AdminGalleryPage'),
  auditLog: () => import('./pages/audit/AuditLogPage'),
};

/**
 * The screens of built-in resources that differ from the generated ones, by resource name; a screen
 * a module does not export stays the generated one.
 */
export const RESOURCE_SCREENS: Partial<Record<BuiltinResourceName, () => Promise<ScreenModule>>> = {
  perguruanTinggi: () => import('./resources/perguruanTinggi/screens'),
  mahasiswa: () => import('./resources/mahasiswa/screens'),
  fileGroup: () => import('./resources/fileGroup/screens'),
  user: () => import('./resources/user/screens'),
  role: () => import('./resources/role/screens'),
  mailOutbox: () => import('./resources/mailOutbox/screens'),
};

/** The replacement screens of a resource: a built-in one's from the map, a configured one's from its config. */
export function screensOf(def: ResourceDef): (() => Promise<ScreenModule>) | undefined {
  return Object.hasOwn(RESOURCE_SCREENS, def.name)
    ? RESOURCE_SCREENS[def.name as BuiltinResourceName]
    : def.screens;
}
