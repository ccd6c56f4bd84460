/** Mounts the plugins' own routes (definePluginServer `routes`) with the kit of the server's rules. */
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { requireCaller, requirePermission } from '../auth/guard';
import { scopeOf } from '../crud/tenancy';
import { writeAudit } from '../crud/queries';
import { notFound } from '../errors';
import { createStorage, type Storage } from '../files/storage';
import { inTransaction } from '../jobs/boss';
import { assertSafeKey } from '../files/storage-api';
import { pluginRoutePrefix, type PluginFiles, type PluginJobs, type PluginRouteKit } from './plugin-routes';
import type { PluginServer } from './plugins';

/** The files of plugin `name`, under `plugins/<name>/` of the storage. */
function pluginFiles(storage: Storage, name: string): PluginFiles {
  const keyOf = (key: string) => {
    const full = `plugins/${name}/${key}`;
    assertSafeKey(full);
    return full;
  };
  return {
    put: (key, body, contentType) => storage.put(keyOf(key), body, contentType),
    async get(key) {
      const found = await storage.get(keyOf(key));
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return { body: Buffer.concat(chunks), contentType: found.contentType };
    },
    delete: (key) => storage.delete(keyOf(key)),
  };
}

/** The queues of plugin `name`: `plugin-<name>-<queue>` in pg-boss. */
function pluginJobs(api: FastifyInstance, name: string): PluginJobs {
  const queueOf = (queue: string) => `plugin-${name}-${queue}`;
  return {
    async queue(queue, handler) {
      const full = queueOf(queue);
      await api.jobs.createQueue(full, { retryLimit: 2, retryDelay: 10 });
      if (!api.jobs.settings.work) return;
      await api.jobs.boss.work<object>(
        full,
        { pollingIntervalSeconds: api.jobs.settings.pollingIntervalSeconds },
        async ([job]) => handler(job.data as never),
      );
    },
    async send(queue, data, options = {}) {
      await api.jobs.boss.send(queueOf(queue), data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.db ? inTransaction(options.db) : {}),
      });
    },
  };
}

function routeKit(api: FastifyInstance, files: PluginFiles, jobs: PluginJobs): PluginRouteKit {
  return {
    files,
    jobs,
    db: api.db,
    secrets: api.secrets,
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
  const withRoutes = parts.filter((part) => part.routes);
  if (!withRoutes.length) return;
  const storage = createStorage(api.config);
  for (const part of withRoutes) {
    const kit = routeKit(api, pluginFiles(storage, part.plugin), pluginJobs(api, part.plugin));
    await api.register(async (scope) => part.routes!(scope, kit), { prefix: pluginRoutePrefix(part.plugin) });
  }
}
