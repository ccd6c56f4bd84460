import type { FastifyInstance } from 'fastify';

/**
 * The `fastify` module with every instance reporting its routes into `seen`, for a test file's
 * `vi.mock('fastify', (importOriginal) => withRouteLog(importOriginal, seen))` (as in
 * tests/api/fuzz.test.ts): a probe over the route list then covers every route, new ones included.
 */
export async function withRouteLog(
  importOriginal: () => Promise<typeof import('fastify')>,
  seen: { method: string; url: string }[],
) {
  const mod = await importOriginal();
  const original = mod.default as unknown as (options?: unknown) => FastifyInstance;
  const wrapped = (options?: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) seen.push({ method, url: route.url });
    });
    return app;
  };
  Object.assign(wrapped, original);
  return { ...mod, default: wrapped };
}
