/**
 * Every protected screen that is not a declared resource, declared once: its route, Indonesian
 * title (docs/product.md#routes), the permission its first role needs (domain/access.ts) and its menu placement.
 * domain/routes.ts (the route guard, the page header) and domain/menu.ts (the sidebar, the menu
 * search) both derive from this list; the custom pages of wisuda.config.ts are appended to it.
 */
import { ConfigError, type ResolvedPage } from './config/resolve';
import { labelIn, type Label } from './config/label';
import { holds, type AccessRule, type HeldPermissions } from './access';
import type { MenuPlacement, ResourceDef } from './resource';
import { CONFIG_PAGES, RESOURCES } from './resources';
import { AUDIT_LOG_PATH, AUDIT_LOG_PERMISSION } from './audit';

export interface PageDef extends AccessRule {
  /** Stable key: the menu item's key and its label's i18n key (`app.menu.items.<key>`). */
  key: string;
  path: string;
  /** Indonesian page title (docs/product.md#routes: titles are Indonesian); the text of last resort elsewhere. */
  title: string;
  /**
   * The page's name per language (the config's `title`): wins over the catalog and over `title`
   * in the menu and the page header.
   */
  label?: Label;
  /** Parent label shown in the page header (default: the submenu or group of its menu placement). */
  parent?: string;
  /** Where the menu shows it; `title` there is the menu text when it differs from the page title. */
  menu?: MenuPlacement;
  /** A config page's screen, loaded when first opened (built-in pages register their own route). */
  component?: ResolvedPage['component'];
  /**
   * The API reads (GET, under /api) the page starts with, for the first role's permissions: asked for
   * while the page's code loads when the app starts on it (src/routeData.ts); `pt`, the university
   * chosen in the header, for the reads the page's screen narrows to it (the same URL it then asks).
   */
  reads?: (held: HeldPermissions, pt?: number) => readonly string[];
}

/** The dashboard: everyone who signs in lands here (`/` and the sign-in redirect lead to it). */
export const DASHBOARD_PATH = '/dashboard';
/** The signed-in user's own profile. */
export const PROFILE_PATH = '/setting/users/profile';
/** Held by the administrator dashboard's figures (server/dashboard); without it: the student one. */
export const ADMIN_DASHBOARD_PERMISSION = 'mahasiswa.view';
/** Who meets the student dashboard (their own photos: what every student holds); other roles see their shortcuts. */
export const STUDENT_DASHBOARD_PERMISSION = 'galeri.self';
/** The figures of each dashboard (server/dashboard). */
export const DASHBOARD_READS = { admin: '/api/dashboard/admin', mahasiswa: '/api/dashboard/mahasiswa' };
/** The admin gallery's permission (server/files/access.ts PERM_VIEW). */
const GALLERY_ADMIN_PERMISSION = 'fileGroup.view';

/** The pages Wisuda ships with. The Administrator holds every permission (server/db/seed.ts). */
export const BUILTIN_PAGES: readonly PageDef[] = [
  {
    key: 'dashboard',
    path: DASHBOARD_PATH,
    title: 'Dashboard',
    // No permission: every signed-in user lands here (docs/product.md#roles-and-access: Administrator and Mahasiswa alike; a
    // role made on the Roles screen too), and sees the dashboard its permissions fill.
    menu: { group: 'general', icon: 'Dashboard', order: 1 },
    reads: (held, pt) =>
      holds(held, ADMIN_DASHBOARD_PERMISSION)
        ? [`${DASHBOARD_READS.admin}${pt ? `?pt=${pt}` : ''}`]
        : holds(held, STUDENT_DASHBOARD_PERMISSION)
          ? [DASHBOARD_READS.mahasiswa]
          : [],
  },
  {
    key: 'galeriMahasiswa',
    path: '/menu/mahasiswa/galeri',
    title: 'Galeri Saya',
    parent: 'Menu',
    permission: 'galeri.self',
    // Whoever opens the whole gallery (the Administrator holds galeri.self too) uses that one.
    unlessHeld: GALLERY_ADMIN_PERMISSION,
    menu: { group: 'menu', icon: 'PhotoLibrary', order: 3, title: 'Galeri' },
  },
  {
    key: 'galeriList',
    path: '/menu/galeri/list',
    title: 'Galeri',
    parent: 'Galeri',
    permission: GALLERY_ADMIN_PERMISSION,
    menu: { group: 'menu', parent: 'galeri', icon: 'Photo', order: 2 },
  },
  {
    key: 'auditLog',
    path: AUDIT_LOG_PATH,
    title: 'Log Audit',
    parent: 'Setting',
    permission: AUDIT_LOG_PERMISSION,
    menu: { group: 'setting', icon: 'History', order: 7 },
  },
  {
    key: 'profile',
    path: PROFILE_PATH,
    title: 'Profil',
    parent: 'Setting',
    // No permission: every signed-in user has a profile (name, e-mail, password, sessions, photo);
    // a student record's contact fields still need profile.update (server/profile).
    menu: { group: 'setting', icon: 'AccountCircle', order: 5, title: 'Profile' },
  },
];

/** Menu positions of configured pages start after the built-in items (as configured resources do). */
const CONFIG_MENU_ORDER = 60;

/** A custom page of wisuda.config.ts as a page declaration. */
export function pageFromConfig(page: ResolvedPage, index = 0): PageDef {
  const title = labelIn(page.title, 'id') ?? page.path;
  const menu = page.menu;
  return {
    key: `page:${page.path}`,
    path: page.path,
    title,
    label: page.title,
    permission: page.permission,
    ...(menu
      ? {
          menu: {
            group: menu.group,
            icon: menu.icon,
            order: menu.order ?? CONFIG_MENU_ORDER + index,
            ...(menu.parent ? { parent: menu.parent } : {}),
            ...(menu.title ? { title: menu.title } : {}),
          },
        }
      : {}),
    component: page.component,
    ...(page.reads ? { reads: () => page.reads! } : {}),
  };
}

/**
 * The built-in pages, then the configured ones. A configured page or resource may not take the
 * route of a built-in page (wisuda.config.ts stops the app at start, naming both).
 */
export function installationPages(
  configPages: readonly ResolvedPage[] = CONFIG_PAGES,
  resources: readonly ResourceDef[] = RESOURCES,
  builtins: readonly PageDef[] = BUILTIN_PAGES,
): PageDef[] {
  const taken = new Map(builtins.map((p) => [p.path, p.key]));
  const problems: string[] = [];
  for (const r of resources) {
    const page = taken.get(r.route);
    if (page)
      problems.push(
        `resources.${r.name}: route "${r.route}" is already used by the page ${page}; set "route" to another path`,
      );
  }
  configPages.forEach((p, i) => {
    const page = taken.get(p.path);
    if (page)
      problems.push(
        `pages[${i}]: path "${p.path}" is already used by the page ${page}; choose another "path"`,
      );
  });
  if (problems.length) throw new ConfigError(problems);
  return [...builtins, ...configPages.map((p, i) => pageFromConfig(p, i))];
}

/** Every page of this installation (built-in, then configured). */
export const PAGES: readonly PageDef[] = installationPages();
