/** HTTP routes of every declared resource at `/api<apiPath>` (docs/product.md#api). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionName, type ResourceDef } from '../../domain/resource';
import { requireCaller } from '../auth/guard';
import { msg, type MsgParam } from '../../domain/messages';
import { resourceWord } from '../../domain/messages/words';
import { ensureChangeTriggers } from '../db/changes';
import { ListCache } from './list-cache';
import { CORE, fileHooks, INSTALLATION, layerHooks, resolveServerHooks } from '../extend/runtime';
import { pluginLayers } from '../extend/plugins';
import { registerGetOne, registerList, registerOptions } from './collection/read';
import { registerCreate, registerDeleteMany, registerDeleteOne, registerUpdate } from './collection/write';
import { coreServerConfig, IMPORT_ACCOUNTS } from '../resources/hooks';
import { registerImport } from './import';
import { compileModel, type Model } from './model';
import { bodySchema, dataOf, recordSchema } from './openapi';
import { parseId } from './params';
import { actor, documentedOnly, errors, has } from './route-kit';
import { getRow, updateRowById, type Services } from './service';

/** The id path parameter (400 for anything that is no id): one rule for every route, in ./params.ts. */
export { parseId };

/** The tables whose changes the caches must hear of: each resource's table and its link tables. */
function changeTables(resources: readonly ResourceDef[]): string[] {
  return resources.flatMap((r) => [
    r.table,
    ...Object.values(r.fields).flatMap((f) => (f.through ? [f.through.table] : [])),
  ]);
}

function titleResolver(resources: readonly ResourceDef[]): (table: string) => MsgParam {
  const titles = new Map<string, MsgParam>([['file', msg.crud.photos()]]);
  for (const r of resources) {
    titles.set(r.table, resourceWord(r));
    for (const f of Object.values(r.fields)) if (f.through) titles.set(f.through.table, resourceWord(r));
  }
  return (table) => titles.get(table) ?? table;
}

/**
 * Registers the CRUD routes of `resources` on `api` (mounted under /api). Takes an explicit list so a
 * test or an integrator can add declarations (docs/resources.md). The hooks are layers of one hook
 * system: the core's (server/resources/hooks), each plugin's (server/extend/plugins.ts), then those
 * of `api.serverConfig` (wisuda.server.ts), checked against `resources` here: an unknown resource
 * stops the app. The
 * services are also decorated as `api.records`, for writes of other modules (registration, profile).
 */
export async function registerResources(
  api: FastifyInstance,
  resources: readonly ResourceDef[],
): Promise<void> {
  const models = resources.map((def) => compileModel(def, resources));
  const names = resources.map((r) => r.name);
  const hooks = layerHooks([
    { layer: CORE, hooks: resolveServerHooks(coreServerConfig(models, api.mailer), names, CORE) },
    ...pluginLayers(api.serverConfig, names),
    { layer: INSTALLATION, hooks: resolveServerHooks(api.serverConfig, names) },
  ]);
  const byName = new Map(models.map((m) => [m.def.name, m]));
  const services: Services = {
    app: api,
    hooks,
    importAccounts: (name) => IMPORT_ACCOUNTS[name],
    model: (name) => {
      const model = byName.get(name);
      if (!model) throw new Error(`No declared resource "${name}"`);
      return model;
    },
    fileHooks: fileHooks(hooks('file')),
    titleOfTable: titleResolver(resources),
    lists: new ListCache(api.changes, api.config.listCacheMs),
  };
  if (!api.hasDecorator('records')) api.decorate('records', services);
  await ensureChangeTriggers(api.db, changeTables(resources));
  for (const model of models) {
    if (!model.def.apiPath) continue;
    if (model.def.singleton) registerSingleton(api, services, model);
    else registerCollection(api, services, model);
    if (model.def.importable) await registerImport(api, services, model);
  }
}

/** The routes of a collection resource, one function per operation (./collection/). */
function registerCollection(api: FastifyInstance, s: Services, model: Model): void {
  registerList(api, s, model);
  registerOptions(api, s, model);
  registerGetOne(api, s, model);
  if (has(model, 'create')) registerCreate(api, s, model);
  if (has(model, 'update')) registerUpdate(api, s, model);
  if (has(model, 'delete')) {
    registerDeleteOne(api, s, model);
    registerDeleteMany(api, s, model);
  }
}

const SINGLETON_ID = 1;

function registerSingleton(api: FastifyInstance, s: Services, model: Model): void {
  const { def } = model;
  const tags = [def.name];
  const record = recordSchema(model);
  api.get(
    def.apiPath,
    {
      ...documentedOnly,
      schema: {
        tags,
        summary: `${def.title} (any signed-in user may read)`,
        response: { 200: dataOf(record), ...errors(401) },
      },
    },
    async (request: FastifyRequest) => {
      requireCaller(request);
      return { data: await getRow(s, model, SINGLETON_ID) };
    },
  );
  if (def.publicFields?.length) {
    const fields = def.publicFields;
    api.get(
      `${def.apiPath}/public`,
      {
        ...documentedOnly,
        schema: {
          tags,
          summary: `Public part of ${def.title} (brand and colours, no sign-in)`,
          security: [],
          response: { 200: dataOf({ type: 'object', additionalProperties: true }) },
        },
      },
      async (_request: FastifyRequest, reply: FastifyReply) => {
        const row = await getRow(s, model, SINGLETON_ID);
        reply.header('cache-control', 'no-cache');
        return { data: Object.fromEntries(fields.map((f) => [f, row[f] ?? null])) };
      },
    );
  }
  if (has(model, 'update')) {
    api.put(
      def.apiPath,
      {
        ...documentedOnly,
        schema: {
          tags,
          summary: `Update ${def.title}`,
          body: bodySchema(model, 'update'),
          response: { 200: dataOf(record), ...errors(401, 403, 422) },
        },
      },
      async (request: FastifyRequest) => ({
        data: await updateRowById(
          s,
          model,
          SINGLETON_ID,
          request.body,
          actor(request, permissionName(def, 'update')),
        ),
      }),
    );
  }
}
