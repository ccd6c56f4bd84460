import type { FastifyInstance } from 'fastify';

/** API answers that carry nothing personal (probes, metrics): left to the default caching rules. */
const PUBLIC_PREFIXES = ['/api/health', '/api/metrics', '/api/docs'];

/**
 * `Cache-Control: no-store` on every answer of the API it is installed on, unless the route set its
 * own caching: the answers carry tokens (sign-in, register) or personal data (auth/me, profile,
 * records, password reset), which no browser cache, proxy or back/forward cache should keep. Routes
 * that decide for themselves keep their header: the photo and file bytes (`private, max-age`, bound
 * to a signed URL), the ZIP downloads (`no-store`), the public app settings (`no-cache`). Error
 * answers get it too.
 */
export function installNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && !PUBLIC_PREFIXES.some((p) => request.url.startsWith(p)))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
