/** What every CRUD route shares: documentation-only schemas, error responses, the acting user. */
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { actionsOf, permissionName, type Action } from '../../domain/resource';
import { requirePermission } from '../auth/guard';
import type { Model } from './model';
import { errorSchema, recordSchema } from './openapi';
import type { Actor } from './service';

export const actor = (request: FastifyRequest, permission: string): Actor => ({
  caller: requirePermission(request, permission),
  ip: request.ip,
});

/** Our zod validation answers 422 with field errors; Fastify's schemas here only document. */
export const documentedOnly: Pick<RouteShorthandOptions, 'validatorCompiler' | 'serializerCompiler'> = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

export function errors(...codes: number[]): Record<number, unknown> {
  return Object.fromEntries(codes.map((c) => [c, errorSchema]));
}

export function has(model: Model, action: Action): boolean {
  return actionsOf(model.def).includes(action);
}

/** What each route of a collection resource names: its path, its OpenAPI tag, its permissions, its record schema. */
export function routeParts(model: Model) {
  const { def } = model;
  return {
    def,
    base: def.apiPath,
    tags: [def.name],
    perm: (a: Action) => permissionName(def, a),
    record: recordSchema(model),
  };
}
