/** Mounts the plugins' own routes (definePluginServer `routes`) with the kit of the server's rules. */
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { requireCaller, requirePermission } from '../auth/guard';
import { scopeOf } from '../crud/tenancy';
import { writeAudit } from '../crud/queries';
import { notFound } from '../errors';
import { pluginRoutePrefix, type PluginRouteKit } from './plugin-routes';
import type { PluginServer } from './plugins';

function routeKit(api: FastifyInstance): PluginRouteKit {
  return {
    db: api.db,
    caller: requireCaller,
    permit: requirePermission,
    ptIds: (caller) => scopeOf(caller),
    reaches: (caller, ptId) => {
      const ids = scopeOf(caller);
      return !ids || ids.includes(Number(ptId));
    },
    notFound: () => notFound(msg.http.notFound()),
    audit: (db, request, entry) =>
      writeAudit(db, { ...entry, userId: request.caller?.id ?? null, ip: request.ip }),
  };
}

/** Registers the routes of every listed plugin server part that declares some (server/routes.ts). */
export async function registerPluginRoutes(
  api: FastifyInstance,
  parts: readonly PluginServer[] = (api.serverConfig as { plugins?: readonly PluginServer[] } | undefined)
    ?.plugins ?? [],
): Promise<void> {
  const kit = routeKit(api);
  for (const part of parts) {
    const routes = part.routes;
    if (!routes) continue;
    await api.register(async (scope) => routes(scope, kit), { prefix: pluginRoutePrefix(part.plugin) });
  }
}
