import type { FastifyInstance } from 'fastify';

/** Every API module, mounted under /api. Each module owns its own folder. */
export async function registerApi(api: FastifyInstance): Promise<void> {
  void api;
}
