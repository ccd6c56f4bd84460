/**
 * GET /api/plugins/ceremony/scanner.webmanifest makes the check-in scanner installable (its start
 * and scope: the scanner's page). GET /api/plugins/ceremony/scanner-sw.js: its service worker, allowed to control
 * the scanner's page only (`Service-Worker-Allowed: /menu/pemindai`). It keeps that page and every
 * script and style it loads (network first, the kept copy when offline), so a check-in phone reloads
 * the scanner without a network; the API is never kept here (the scanner keeps its data itself).
 */
import type { FastifyInstance } from 'fastify';

export const SCANNER_SCOPE = '/menu/pemindai';

const SOURCE = `
const CACHE = 'wisuda-scanner-v1';
const PAGE = ${JSON.stringify(SCANNER_SCOPE)};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  const urls = (event.data && event.data.keep) || [];
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  const key = request.mode === 'navigate' ? PAGE : request;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(key, response.clone());
      return response;
    } catch (error) {
      const kept = await cache.match(key);
      if (kept) return kept;
      throw error;
    }
  }));
});
`;

const MANIFEST = JSON.stringify({
  name: 'Wisuda check-in',
  short_name: 'Check-in',
  start_url: SCANNER_SCOPE,
  scope: SCANNER_SCOPE,
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#1565c0',
  icons: [{ src: '/panel/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
});

export function registerScannerWorker(api: FastifyInstance): void {
  api.get(
    '/scanner.webmanifest',
    { schema: { tags: ['ceremony'], summary: 'The check-in scanner’s web manifest' } },
    (_request, reply) =>
      reply.type('application/manifest+json').header('cache-control', 'no-cache').send(MANIFEST),
  );
  api.get(
    '/scanner-sw.js',
    { schema: { tags: ['ceremony'], summary: 'The check-in scanner’s service worker' } },
    (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('service-worker-allowed', SCANNER_SCOPE)
        .header('cache-control', 'no-cache')
        .send(SOURCE),
  );
}
