import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../domain/resources';
import { registerResources } from './routes';

export { registerResources } from './routes';

/** The CRUD module: every declared resource of domain/resources (docs/resources.md). */
export async function register(api: FastifyInstance): Promise<void> {
  await registerResources(api, RESOURCES);
}
