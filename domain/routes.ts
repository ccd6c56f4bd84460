import { allowed, type AccessRule, type HeldPermissions } from './access';
import type { Label } from './config/label';
import { MENU_GROUPS, SUBMENUS } from './menu';
import { PAGES, type PageDef } from './pages';
import { permissionName, raName, type MenuPlacement, type ResourceDef } from './resource';
import { RESOURCES } from './resources';

/**
 * Every protected route of docs/product.md#routes with its Indonesian title (the page title) and the
 * permission its user's first role must hold (docs/product.md#roles-and-access, domain/access.ts): `<resource>.view`
 * for a resource, the declared permission for a page. Routes come from the declarations: the
 * pages of domain/pages.ts (built-in and configured), then every resource's route.
 * Resource routes also accept `/add`, `/edit/{id}` and `/show/{id}` below them.
 */
export interface RouteDef extends AccessRule {
  path: string;
  title: string;
  /** The title per language (configured pages and resources): wins over `title` where shown. */
  label?: Label;
  /** Optional parent label shown in the page header. */
  parent?: string;
  /**
   * Catalog key of the title in the UI language (`title` is its Indonesian text and the fallback):
   * a resource's name (`resources.<route>.name`, plural form), a page's `app.page_titles.<key>`.
   */
  i18nKey: string;
  /** Catalog key of the parent label: its menu group or submenu. */
  parentKey?: string;
  /**
   * A resource's route: its permission prefix (`mahasiswa`), so that its form pages ask for more
   * than the list (`/add`: `<prefix>.create`, `/edit/{id}`: `<prefix>.update`).
   */
  resourcePermission?: string;
}

/** The page header's parent label of a menu placement: its submenu (unless it is the page itself), else its group. */
function parentOf(
  menu: Pick<MenuPlacement, 'group' | 'parent'> | undefined,
  title: string,
): string | undefined {
  const submenu = menu?.parent ? SUBMENUS[menu.parent] : undefined;
  const group = MENU_GROUPS.find((g) => g.key === menu?.group);
  return submenu && submenu.title !== title ? submenu.title : group?.title;
}

/** The catalog key of a parent label: the menu group or submenu of that title. */
function parentKeyOf(parent: string | undefined): string | undefined {
  if (!parent) return undefined;
  const submenu = Object.entries(SUBMENUS).find(([, s]) => s.title === parent)?.[0];
  if (submenu) return `app.menu.submenus.${submenu}`;
  const group = MENU_GROUPS.find((g) => g.title === parent)?.key;
  return group ? `app.menu.groups.${group}` : undefined;
}

/** The route of a declared resource: its title, its view permission, and the menu group or submenu above it. */
function resourceRoute(r: ResourceDef): RouteDef | undefined {
  if (!r.route) return undefined;
  const parent = parentOf(r.menu, r.title);
  return {
    path: r.route,
    title: r.title,
    ...(r.label !== undefined ? { label: r.label } : {}),
    ...(parent ? { parent, parentKey: parentKeyOf(parent) } : {}),
    i18nKey: `resources.${raName(r)}.name`,
    permission: permissionName(r, 'view'),
    resourcePermission: r.permission,
  };
}

function pageRoute(p: PageDef): RouteDef {
  const parent = p.parent ?? (p.menu ? parentOf(p.menu, p.title) : undefined);
  return {
    path: p.path,
    title: p.title,
    ...(p.label !== undefined ? { label: p.label } : {}),
    ...(parent ? { parent, parentKey: parentKeyOf(parent) } : {}),
    i18nKey: `app.page_titles.${p.key}`,
    permission: p.permission,
    ...(p.unlessHeld ? { unlessHeld: p.unlessHeld } : {}),
  };
}

/** The pages, then every declared resource's route (a new resource or page needs no entry here). */
export function protectedRoutes(
  resources: readonly ResourceDef[] = RESOURCES,
  pages: readonly PageDef[] = PAGES,
): RouteDef[] {
  return [...pages.map(pageRoute), ...resources.flatMap((r) => resourceRoute(r) ?? [])];
}

export const PROTECTED_ROUTES: readonly RouteDef[] = protectedRoutes();

/** The error pages of a failed server (500) and of a service briefly down (503). */
export const SERVER_ERROR_PATH = '/error/server-error';
export const UNAVAILABLE_PATH = '/error/unavailable';

export const PUBLIC_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/register/success',
  '/auth/verify-email/:id/:token',
  '/auth/forgot-password',
  '/auth/password-reset/:token',
  '/auth/password-reset/success',
  '/error/forbidden',
  SERVER_ERROR_PATH,
  UNAVAILABLE_PATH,
] as const;

const SUB_PAGE = /\/(add|edit\/[^/]+|show\/[^/]+)$/;

/** The route definition a location belongs to: exact match first, then its resource's sub-pages. */
export function findRoute(
  pathname: string,
  routes: readonly RouteDef[] = PROTECTED_ROUTES,
): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === clean) ?? routes.find((r) => r.path === clean.replace(SUB_PAGE, ''));
}

/** The route a path belongs to: its own entry, else the deepest declared route above it. */
export function routeFor(
  pathname: string,
  routes: readonly RouteDef[] = PROTECTED_ROUTES,
): RouteDef | undefined {
  const exact = findRoute(pathname, routes);
  if (exact) return exact;
  const clean = pathname.replace(/\/+$/, '');
  return routes
    .filter((r) => clean.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * What a location asks of the first role: its route's permission, and on a resource's form pages
 * the action's (`/add`: create, `/edit/{id}`: update), so that a role that may only read a resource
 * meets the forbidden page at a form's address, before any form is filled.
 */
export function accessRuleAt(
  pathname: string,
  routes: readonly RouteDef[] = PROTECTED_ROUTES,
): AccessRule | undefined {
  const route = routeFor(pathname, routes);
  if (!route?.resourcePermission) return route;
  const rest = (pathname.replace(/\/+$/, '') || '/').slice(route.path.length);
  if (rest === '/add') return { permission: `${route.resourcePermission}.create` };
  if (/^\/edit\/[^/]+$/.test(rest)) return { permission: `${route.resourcePermission}.update` };
  return route;
}

/**
 * docs/product.md#roles-and-access: only the first role counts. `permissions` are that role's (what the session holds);
 * the route is open when they include the route's permission (domain/access.ts).
 */
export function canEnter(route: AccessRule, permissions: HeldPermissions): boolean {
  return allowed(route, permissions);
}
