import { MENU_GROUPS, SUBMENUS } from './menu';
import type { ResourceDef } from './resource';
import { RESOURCES } from './resources';
import { ADMIN_ONLY, EVERYONE, ROLE_MAHASISWA, type RoleName } from './roles';

/**
 * Every protected route of spec §2 with its Indonesian title (the page title, spec §2) and
 * its access list (spec §5: the user's first role must be in it). Resource routes come from the
 * declarations (route, title, access, menu placement).
 * Resource routes also accept `/add`, `/edit/{id}` and `/show/{id}` below them.
 */
export interface RouteDef {
  path: string;
  title: string;
  /** Optional parent label shown in the page header. */
  parent?: string;
  access: readonly RoleName[];
}

/** The route of a declared resource: its title, its access, and the menu group or submenu above it. */
function resourceRoute(r: ResourceDef): RouteDef | undefined {
  if (!r.route) return undefined;
  const submenu = r.menu?.parent ? SUBMENUS[r.menu.parent] : undefined;
  const group = MENU_GROUPS.find((g) => g.key === r.menu?.group);
  const parent = submenu && submenu.title !== r.title ? submenu.title : group?.title;
  return { path: r.route, title: r.title, ...(parent ? { parent } : {}), access: r.access };
}

/** Pages that are not resources. */
const PAGE_ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', title: 'Dashboard', access: EVERYONE },
  { path: '/setting/users/profile', title: 'Profil', parent: 'Setting', access: [ROLE_MAHASISWA] },
  { path: '/menu/galeri/list', title: 'Galeri', parent: 'Galeri', access: ADMIN_ONLY },
  { path: '/menu/mahasiswa/galeri', title: 'Galeri Saya', parent: 'Menu', access: [ROLE_MAHASISWA] },
];

/** The pages, then every declared resource's route (a new resource needs no entry here). */
export function protectedRoutes(resources: readonly ResourceDef[] = RESOURCES): RouteDef[] {
  return [...PAGE_ROUTES, ...resources.flatMap((r) => resourceRoute(r) ?? [])];
}

export const PROTECTED_ROUTES: readonly RouteDef[] = protectedRoutes();

export const PUBLIC_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/register/success',
  '/auth/verify-email/:id/:token',
  '/auth/forgot-password',
  '/auth/password-reset/:token',
  '/auth/password-reset/success',
  '/error/forbidden',
] as const;

const SUB_PAGE = /\/(add|edit\/[^/]+|show\/[^/]+)$/;

/** The route definition a location belongs to: exact match first, then its resource's sub-pages. */
export function findRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (
    PROTECTED_ROUTES.find((r) => r.path === clean) ??
    PROTECTED_ROUTES.find((r) => r.path === clean.replace(SUB_PAGE, ''))
  );
}

/** Spec §5/§6: only the first role counts. */
export function canEnter(route: RouteDef, roles: readonly { name: string }[] | undefined): boolean {
  const first = roles?.[0]?.name;
  return first !== undefined && route.access.includes(first);
}
