/**
 * The reads a signed-in page starts with, asked for at start-up while its code still loads
 * (src/loadAdminApp.ts): the public app settings, the signed-in user (docs/product.md#session) and the screen's own
 * first reads (`firstReadsAt`). The screen's calls then take these answers (`readAhead`) instead of
 * asking once the code has run and the layout has rendered, one or two round trips later.
 */
import { loadAppSettings } from './providers/appSettings';
import { reloadStoredUserOnce } from './providers/authProvider';
import { readAhead } from './providers/httpClient';
import { getPermissions, getToken } from './providers/session';
import { store } from './layout/store';
import { firstReadsAt } from './routePreload';
import { storedLanguage } from './i18n/messageLoaders';
import { formatsOf } from '../domain/format';

/** Whether react-admin's store keeps parameters (sort, filter, page) of a resource's list. */
const keptListParams = (resource: string) => store.getItem(`${resource}.listParams`) !== undefined;

export function startRouteData(location: { pathname: string; search: string }): void {
  if (!getToken()) return;
  void loadAppSettings();
  void reloadStoredUserOnce();
  for (const url of firstReadsAt(location, getPermissions(), keptListParams)) readAhead(url);
  whenIdle(warmFormats);
}

/**
 * The language's first count and date formatters, made while the code downloads and the main
 * thread waits: the first `Intl` formatter of a page loads the language's number or date data,
 * some 50 ms on a slow phone, which otherwise falls in the middle of the first screen's render.
 * They are the ones the screens then take from the cache (domain/format.ts).
 */
function warmFormats(): void {
  const formats = formatsOf(storedLanguage().locale);
  formats.count(0);
  formats.date(0);
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 0);
}
