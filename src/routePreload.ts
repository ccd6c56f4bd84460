/**
 * Starts the code of the screen an address shows, before the app renders it: at start-up beside
 * the admin app (src/loadAdminApp.ts), and when the pointer or focus reaches an in-app link
 * (src/layout/AppLinks.tsx, which finds it in src/layout/linkPreload.ts). Without it the screen's code was asked for only once the layout had
 * rendered the route, one round trip after everything else; now it arrives with the rest and the
 * screen renders without a loading state (src/layout/preload.ts).
 * Every declared resource (integrators' included) and page is covered from its declaration.
 */
import type { HeldPermissions } from '../domain/access';
import { DASHBOARD_PATH, PAGES, type PageDef } from '../domain/pages';
import { LIST_PAGE_SIZE, raName, type ResourceDef, type ScreenModule } from '../domain/resource';
import { RESOURCES } from '../domain/resources';
import { setLinkPreload } from './layout/linkPreload';
import { prefetch } from './layout/preload';
import { listPageUrl, resourceUrl } from '../domain/api-urls';
import { GENERIC_SCREENS, PAGE_SCREENS, loadShellLayout, screensOf } from './screenLoaders';
import { SUB_ROUTES } from './resources/paths';
import { currentPt, searchWithPt, withPtQuery } from './providers/ptScope';

type Kind = keyof ScreenModule;

const pathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** A path segment decoded (a malformed one as it stands: the screen reports it, not the preloader). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Nested resources first (`/master/perguruan-tinggi/bentuk` before `/master/perguruan-tinggi`). */
const byDepth = [...RESOURCES].sort((a, b) => raName(b).length - raName(a).length);

const SUB_KINDS = (Object.entries(SUB_ROUTES) as [Kind, string][]).map(([kind, route]) => ({
  kind,
  pattern: new RegExp(`^/${route.replace(':id', '([^/]+)')}$`),
}));

/** The resource and screen an address shows (and the record's id on a record's screen), if it is a resource's. */
export function resourceScreenAt(
  pathname: string,
): { def: ResourceDef; kind: Kind; id?: string } | undefined {
  const path = pathOf(pathname);
  for (const def of byDepth) {
    const base = `/${raName(def)}`;
    if (path === base) return { def, kind: def.singleton ? 'edit' : 'list' };
    if (!path.startsWith(`${base}/`) || def.singleton) continue;
    const rest = path.slice(base.length);
    for (const { kind, pattern } of SUB_KINDS) {
      const match = pattern.exec(rest);
      if (match) return match[1] === undefined ? { def, kind } : { def, kind, id: decoded(match[1]) };
    }
  }
  return undefined;
}

/** The page an address shows, if it is a page's (`/` leads to the dashboard). */
export function pageAt(pathname: string, pages: readonly PageDef[] = PAGES): PageDef | undefined {
  const path = pathOf(pathname);
  return pages.find((p) => p.path === (path === '/' ? DASHBOARD_PATH : path));
}

function pageLoader(page: PageDef): (() => Promise<unknown>) | undefined {
  return PAGE_SCREENS[page.key as keyof typeof PAGE_SCREENS] ?? page.component;
}

/** Starts the layout's and the screen's code for a protected address (nothing for unknown ones). */
export function preloadRoute(pathname: string): void {
  prefetch(loadShellLayout);
  const page = pageAt(pathname);
  const load = page && pageLoader(page);
  if (load) prefetch(load);
  const screen = page ? undefined : resourceScreenAt(pathname);
  if (!screen) return;
  const { def, kind } = screen;
  // A resource's screens module mostly wraps the generated screen: both start at once.
  prefetch(def.singleton ? GENERIC_SCREENS.singleton : GENERIC_SCREENS[kind]);
  const own = screensOf(def);
  if (own) prefetch(own);
}

setLinkPreload(preloadRoute);

/**
 * The API reads the screen at an address starts with, as far as its declaration alone decides them:
 * a page's declared `reads` (a configured page's included); a singleton's record; the record of an
 * edit or show screen; a list's first page, unless the address (beside the university chosen in the
 * header, which the reads name as the screens then do) or the list's kept parameters
 * (`keptListParams`, react-admin's store) choose its rows. The start-up asks for them while the code loads (src/routeData.ts).
 */
export function firstReadsAt(
  location: { pathname: string; search: string },
  held: HeldPermissions,
  keptListParams: (resource: string) => boolean,
  pages: readonly PageDef[] = PAGES,
): string[] {
  const pt = currentPt(location.search);
  const page = pageAt(location.pathname, pages);
  if (page) return [...(page.reads?.(held, pt) ?? [])];
  const screen = resourceScreenAt(location.pathname);
  if (!screen) return [];
  const { def, kind, id } = screen;
  const url = resourceUrl(def.apiPath);
  if (def.singleton) return [url];
  if (id !== undefined) return [`${url}/${encodeURIComponent(id)}`];
  if (kind !== 'list' || searchWithPt(location.search, undefined) || keptListParams(raName(def))) return [];
  return [withPtQuery(listPageUrl(url, def.defaultSort, [0, LIST_PAGE_SIZE - 1]), pt)];
}
