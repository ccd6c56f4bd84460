import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './routes';

export { installCallerHook } from './hook';
export { requireCaller, requirePermission } from './guard';

/** The auth module: /api/auth/* (see routes.ts, signup.ts, reset.ts). */
export async function register(api: FastifyInstance): Promise<void> {
  await registerAuthRoutes(api);
}
