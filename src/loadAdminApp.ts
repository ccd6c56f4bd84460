import { MESSAGE_LOADERS, storedLanguage } from './i18n/messageLoaders';
import { isAccountPath } from './pages/accountPath';

/** The route preloader (src/routePreload.ts). */
const loadRoutePreload = () => import('./routePreload');

/** The admin app's chunk (src/AdminShell.tsx), fetched once. */
let adminApp: Promise<typeof import('./AdminShell')> | undefined;
export function loadAdminApp(): Promise<typeof import('./AdminShell')> {
  adminApp ??= import('./AdminShell');
  adminApp.catch(() => (adminApp = undefined)); // a failed chunk is fetched again on retry
  // the layout's in-app links start their screens' code through it (src/layout/linkPreload.ts)
  loadRoutePreload().catch(() => undefined);
  return adminApp;
}

// Imported first by main.tsx, and run before the other modules (tools/vite-chunks.ts: `start`):
// when the app does not start on an account page, everything its first screen needs is asked for
// now, at once, instead of one step after the other. First the chosen language's messages, which
// every later module waits for (src/providers/i18nProvider.ts); then the code of the screen the
// address shows (its layout and its page); the starter of its data (src/routeData.ts), which asks
// once the messages are there; and the admin app.
if (typeof window !== 'undefined' && !isAccountPath(window.location.pathname)) {
  const { pathname, search } = window.location;
  const { locale } = storedLanguage();
  MESSAGE_LOADERS[locale]?.().catch(() => undefined);
  // its plugins' words (src/i18n/pluginWords.ts), asked for beside the messages
  import('./i18n/pluginWords').then(({ loadPluginWords }) => loadPluginWords(locale)).catch(() => undefined);
  loadRoutePreload()
    .then(({ preloadRoute }) => preloadRoute(pathname))
    .catch(() => undefined);
  import('./routeData')
    .then(({ startRouteData }) => startRouteData({ pathname, search }))
    .catch(() => undefined);
  void loadAdminApp();
}
