/** The read routes of a collection resource: its list, its options for selects and one record. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../../domain/messages';
import { requireCaller, requirePermission } from '../../auth/guard';
import { isDatabaseUnavailable } from '../../db/faults';
import { forbidden } from '../../errors';
import type { Model } from '../model';
import { dataOf, idParams, listQuery } from '../openapi';
import { filterValue, parseId, parseList, searchText, type Condition } from '../params';
import { selectOptions } from '../queries';
import { documentedOnly, errors, routeParts } from '../route-kit';
import { getRow, listRows, type Services } from '../service';
import { assertScopedRead, narrowedTo, scopeCondition } from '../tenancy';

const OPTION_LIMIT = 1000;

/** GET <apiPath>: the react-admin list, its total in the Content-Range header. */
export function registerList(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm, record } = routeParts(model);

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
}

/** GET <apiPath>/getoption: a small unpaginated `{ id, name, … }` list for selects. */
export function registerOptions(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm } = routeParts(model);

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
}

/** GET <apiPath>/:id: one record, to a viewer in scope or to its owner. */
export function registerGetOne(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm, record } = routeParts(model);

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
}
