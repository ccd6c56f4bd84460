/**
 * Makes the scanner installable and reloadable offline: its web manifest (linked while the scanner
 * is shown) and the scanner's service worker (served by the plugin's routes, scoped to
 * the scanner's page), handed the scripts this visit already loaded (the QR decoder included) so it
 * keeps them too.
 */
import { preloadDecoder } from './camera';

const SCOPE = '/menu/pemindai';

export function installScanner(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/api/plugins/ceremony/scanner.webmanifest';
  document.head.appendChild(link);
  const worker = navigator.serviceWorker;
  if (worker && location.pathname.startsWith(SCOPE))
    worker
      .register('/api/plugins/ceremony/scanner-sw.js', { scope: SCOPE })
      .then(() => Promise.all([worker.ready, preloadDecoder()]))
      .then(([ready]) => {
        const loaded = performance.getEntriesByType('resource').map((e) => e.name);
        const keep = loaded.filter(
          (url) => new URL(url).origin === location.origin && !new URL(url).pathname.startsWith('/api/'),
        );
        ready.active?.postMessage({ keep: [SCOPE, ...new Set(keep)] });
      })
      .catch(() => undefined);
  return () => link.remove();
}
