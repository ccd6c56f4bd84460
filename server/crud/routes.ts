/** HTTP routes of every declared resource at `/api<apiPath>` (docs/product.md#api). */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { permissionName, type Action, actionsOf, type ResourceDef } from '../../domain/resource';
import { requireCaller, requirePermission } from '../auth/guard';
import { msg, type MsgParam } from '../../domain/messages';
import { resourceWord } from '../../domain/messages/words';
import { forbidden } from '../errors';
import { ensureChangeTriggers } from '../db/changes';
import { isDatabaseUnavailable } from '../db/faults';
import { ListCache } from './list-cache';
import { resolveServerHooks } from '../extend/runtime';
import { composeHooks } from './hooks';
import { registerImport } from './import';
import { compileModel, type Model } from './model';
import { bodySchema, dataOf, errorSchema, idParams, listQuery, recordSchema } from './openapi';
import { filterValue, parseId, parseIdFilter, parseList, searchText, type Condition } from './params';
import { selectOptions } from './queries';
import { assertScopedRead, narrowedTo, scopeCondition } from './tenancy';
import {
  createRow,
  deleteRowById,
  deleteRowsByIds,
  getRow,
  listRows,
  updateRowById,
  type Actor,
  MAX_DELETE_IDS,
  type Services,
} from './service';

const OPTION_LIMIT = 1000;

/** The id path parameter (400 for anything that is no id): one rule for every route, in ./params.ts. */
export { parseId };

const actor = (request: FastifyRequest, permission: string): Actor => ({
  caller: requirePermission(request, permission),
  ip: request.ip,
});

/** Our zod validation answers 422 with field errors; Fastify's schemas here only document. */
const documentedOnly: Pick<RouteShorthandOptions, 'validatorCompiler' | 'serializerCompiler'> = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

function errors(...codes: number[]): Record<number, unknown> {
  return Object.fromEntries(codes.map((c) => [c, errorSchema]));
}

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
 * test or an integrator can add declarations (docs/resources.md). The hooks of `api.serverConfig`
 * (wisuda.server.ts) are checked against `resources` here: an unknown resource stops the app. The
 * services are also decorated as `api.records`, for writes of other modules (registration, profile).
 */
export async function registerResources(
  api: FastifyInstance,
  resources: readonly ResourceDef[],
): Promise<void> {
  const models = resources.map((def) => compileModel(def, resources));
  const custom = resolveServerHooks(
    api.serverConfig,
    resources.map((r) => r.name),
  );
  const byName = new Map(models.map((m) => [m.def.name, m]));
  const services: Services = {
    app: api,
    hooks: composeHooks(custom),
    model: (name) => {
      const model = byName.get(name);
      if (!model) throw new Error(`No declared resource "${name}"`);
      return model;
    },
    customHooks: (name) => custom.get(name),
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

function has(model: Model, action: Action): boolean {
  return actionsOf(model.def).includes(action);
}

function registerCollection(api: FastifyInstance, s: Services, model: Model): void {
  const { def } = model;
  const base = def.apiPath;
  const tags = [def.name];
  const perm = (a: Action) => permissionName(def, a);
  const record = recordSchema(model);

  api.get(
    base,
    {
      ...documentedOnly,
      schema: {
        tags,
        summary: `List ${def.title}`,
        description: 'react-admin simple REST list: rows in data, total in the Content-Range header.',
        querystring: listQuery,
        response: { 200: dataOf({ type: 'array', items: record }), ...errors(400, 401, 403) },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const viewer = requirePermission(request, perm('view'));
      assertScopedRead(model, viewer);
      const caller = narrowedTo(viewer, query.pt);
      const params = parseList(model, query);
      const page = await listRows(s, model, params, caller);
      const { rows, total } = page;
      const range = rows.length ? `${params.offset}-${params.offset + rows.length - 1}` : '*';
      reply.header('content-range', `${def.name} ${range}/${total}`);
      reply.header('access-control-expose-headers', 'Content-Range');
      // A cached page is serialized once, not for every caller who asks for it.
      page.body ??= JSON.stringify({ data: rows });
      return reply.type('application/json; charset=utf-8').send(page.body);
    },
  );

  const optionParams = def.optionFilters ?? [];
  api.get(
    `${base}/getoption`,
    {
      ...documentedOnly,
      schema: {
        tags,
        summary: `Options of ${def.title} for selects: [{ id, name, ... }]`,
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', description: 'Search text' },
            pt: { type: 'string', description: 'Only the options of this university (within your own)' },
            ...Object.fromEntries(optionParams.map((p) => [p, { type: 'string' }])),
          },
        },
        response: {
          200: dataOf({ type: 'array', items: { type: 'object', additionalProperties: true } }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown>;
      const asker = def.optionsForAnyCaller
        ? requireCaller(request)
        : requirePermission(request, perm('view'));
      assertScopedRead(model, asker);
      const caller = narrowedTo(asker, query.pt);
      const conditions: Condition[] = [];
      if (!caller.permissions.has(perm('view')))
        for (const [field, values] of Object.entries(def.optionsForOthersOnly ?? {}))
          conditions.push({ kind: 'in', field, values: [...(values as readonly string[])] });
      for (const p of optionParams) {
        const raw = query[p];
        if (raw === undefined || raw === '') continue;
        conditions.push({ kind: 'eq', field: p, value: filterValue(p, def.fields[p], raw) });
      }
      const text = typeof query.q === 'string' ? searchText(query.q) : '';
      if (text && def.searchFields.length) conditions.push({ kind: 'search', text });
      const scope = scopeCondition(model, caller);
      if (scope) conditions.push(scope);
      return { data: await selectOptions(api.db, model, conditions, OPTION_LIMIT) };
    },
  );

  api.get(
    `${base}/:id`,
    {
      ...documentedOnly,
      schema: {
        tags,
        summary: `One ${def.title}`,
        description: def.ownerField
          ? 'The owner of the record may read it without the view permission.'
          : undefined,
        params: idParams,
        response: { 200: dataOf(record), ...errors(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest) => {
      const caller = requireCaller(request);
      const id = parseId((request.params as { id: string }).id);
      if (caller.permissions.has(perm('view'))) assertScopedRead(model, caller);
      if (caller.permissions.has(perm('view'))) return { data: await getRow(s, model, id, { caller }) };
      if (!def.ownerField) throw forbidden(msg.http.missingPermission({ permission: perm('view') }));
      try {
        return { data: await getRow(s, model, id, { owner: { field: def.ownerField, userId: caller.id } }) };
      } catch (err) {
        // The database out of reach is a 503 (server/errors.ts), not a refusal.
        if (isDatabaseUnavailable(err)) throw err;
        throw forbidden(msg.crud.ownRecordOnly());
      }
    },
  );

  if (has(model, 'create')) {
    api.post(
      base,
      {
        ...documentedOnly,
        schema: {
          tags,
          summary: `Create ${def.title}`,
          body: bodySchema(model, 'create'),
          response: { 200: dataOf(record), ...errors(401, 403, 409, 422) },
        },
      },
      async (request: FastifyRequest) => ({
        data: await createRow(s, model, request.body, actor(request, perm('create'))),
      }),
    );
  }
  if (has(model, 'update')) {
    api.put(
      `${base}/:id`,
      {
        ...documentedOnly,
        schema: {
          tags,
          summary: `Update ${def.title} (fields not sent stay as they are; null clears)`,
          params: idParams,
          body: bodySchema(model, 'update'),
          response: { 200: dataOf(record), ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request: FastifyRequest) => {
        const who = actor(request, perm('update'));
        const id = parseId((request.params as { id: string }).id);
        return { data: await updateRowById(s, model, id, request.body, who) };
      },
    );
  }
  if (has(model, 'delete')) {
    api.delete(
      `${base}/:id`,
      {
        ...documentedOnly,
        schema: {
          tags,
          summary: `Delete ${def.title} (409 while other records still reference it)`,
          params: idParams,
          response: { 200: dataOf(record), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request: FastifyRequest) => {
        const who = actor(request, perm('delete'));
        const id = parseId((request.params as { id: string }).id);
        return { data: await deleteRowById(s, model, id, who) };
      },
    );
    api.delete(
      base,
      {
        ...documentedOnly,
        schema: {
          tags,
          summary: `Delete several ${def.title} records at once: all or none`,
          description: `filter={"id":[1,2,3]} names 1 to ${MAX_DELETE_IDS} records. They are deleted in one transaction: when one is missing (404), built in or still referenced (409, naming the record and what refers to it), nothing is deleted. Answers the deleted ids.`,
          querystring: {
            type: 'object',
            properties: { filter: { type: 'string', description: 'JSON {"id":[1,2,3]}' } },
            required: ['filter'],
          },
          response: {
            200: dataOf({ type: 'array', items: { type: 'integer' } }),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      async (request: FastifyRequest) => {
        const who = actor(request, perm('delete'));
        const ids = parseIdFilter((request.query as { filter?: unknown }).filter, MAX_DELETE_IDS);
        const rows = await deleteRowsByIds(s, model, ids, who);
        return { data: rows.map((r) => Number(r.id)) };
      },
    );
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
