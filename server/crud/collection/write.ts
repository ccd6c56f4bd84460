/** The write routes of a collection resource: create, update, delete one and delete several. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Model } from '../model';
import { bodySchema, dataOf, idParams } from '../openapi';
import { parseId, parseIdFilter } from '../params';
import { actor, documentedOnly, errors, routeParts } from '../route-kit';
import {
  createRow,
  deleteRowById,
  deleteRowsByIds,
  updateRowById,
  MAX_DELETE_IDS,
  type Services,
} from '../service';

/** POST <apiPath>: a new record. */
export function registerCreate(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm, record } = routeParts(model);

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

/** PUT <apiPath>/:id: fields not sent stay as they are; null clears. */
export function registerUpdate(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm, record } = routeParts(model);

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

/** DELETE <apiPath>/:id: one record (409 while others still reference it). */
export function registerDeleteOne(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm, record } = routeParts(model);

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
}

/** DELETE <apiPath>?filter={"id":[…]}: several records in one transaction, all or none. */
export function registerDeleteMany(api: FastifyInstance, s: Services, model: Model): void {
  const { def, base, tags, perm } = routeParts(model);

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
