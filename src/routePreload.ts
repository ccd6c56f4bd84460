/**
 * Starts the code of the screen an address shows, before the app renders it: at start-up beside
 * the admin app (src/loadAdminApp.ts), and when the pointer or focus reaches an in-app link
 * (src/layout/AppLinks.tsx). Without it the screen's code was asked for only once the layout had
 * rendered the route, one round trip after everything else; now it arrives with the rest and the
 * screen renders without a loading state (src/layout/preload.ts).
 * Every declared resource (integrators' included) and page is covered from its declaration.
 */
import { DASHBOARD_PATH, PAGES } from '../domain/pages';
import { raName, type ResourceDef, type ScreenModule } from '../domain/resource';
import { RESOURCES } from '../domain/resources';
import { prefetch } from './layout/preload';
import { GENERIC_SCREENS, PAGE_SCREENS, loadShellLayout } from './screenLoaders';
import { SUB_ROUTES } from './resources/paths';

type Kind = keyof ScreenModule;

/** Nested resources first (`/master/perguruan-tinggi/bentuk` before `/master/perguruan-tinggi`). */
const byDepth = [...RESOURCES].sort((a, b) => raName(b).length - raName(a).length);

const SUB_KINDS = (Object.entries(SUB_ROUTES) as [Kind, string][]).map(([kind, route]) => ({
  kind,
  pattern: new RegExp(`^/${route.replace(':id', '[^/]+')}$`),
}));

/** The resource and screen an address shows, if it is a resource's. */
export function resourceScreenAt(pathname: string): { def: ResourceDef; kind: Kind } | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const def of byDepth) {
    const base = `/${raName(def)}`;
    if (path === base) return { def, kind: def.singleton ? 'edit' : 'list' };
    if (!path.startsWith(`${base}/`) || def.singleton) continue;
    const rest = path.slice(base.length);
    const sub = SUB_KINDS.find(({ pattern }) => pattern.test(rest));
    if (sub) return { def, kind: sub.kind };
  }
  return undefined;
}

function pageLoader(path: string): (() => Promise<unknown>) | undefined {
  const page = PAGES.find((p) => p.path === path);
  if (!page) return undefined;
  return PAGE_SCREENS[page.key as keyof typeof PAGE_SCREENS] ?? page.component;
}

/** Starts the layout's and the screen's code for a protected address (nothing for unknown ones). */
export function preloadRoute(pathname: string): void {
  prefetch(loadShellLayout);
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = pageLoader(path === '/' ? DASHBOARD_PATH : path);
  const screen = page ? undefined : resourceScreenAt(path);
  if (page) prefetch(page);
  if (!screen) return;
  const { def, kind } = screen;
  // A declaration's screens module mostly wraps the generated screen: both start at once.
  prefetch(def.singleton ? GENERIC_SCREENS.singleton : GENERIC_SCREENS[kind]);
  if (def.screens) prefetch(def.screens);
}
