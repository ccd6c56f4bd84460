/** JSON Schemas of a resource for the OpenAPI document (bodies from the zod schemas, records by hand). */
import { z } from 'zod';
import type { FieldDef } from '../../domain/resource';
import { buildSchema, type WriteMode } from '../../domain/validation';
import type { Model } from './model';

type JsonSchema = Record<string, unknown>;

export function bodySchema(model: Model, mode: WriteMode): JsonSchema {
  const schema = z.toJSONSchema(buildSchema(model.def, mode), {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete schema.$schema;
  // Unknown properties are ignored by the server, not refused.
  delete schema.additionalProperties;
  return schema;
}

function valueType(f: FieldDef): JsonSchema {
  switch (f.type) {
    case 'int':
    case 'reference':
      return { type: 'integer' };
    case 'decimal':
    case 'money':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'references':
      return { type: 'array', items: { type: 'integer' } };
    case 'list':
      return { type: 'array', items: { type: 'string' } };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return { type: 'string', enum: (f.options ?? []).map((o) => o.id) };
    default:
      return { type: 'string' };
  }
}

const nullable = (s: JsonSchema): JsonSchema => ({ anyOf: [s, { type: 'null' }] });

export function recordSchema(model: Model): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const c of model.columns) {
    const f = model.def.fields[c];
    if (f) properties[c] = f.required ? valueType(f) : nullable(valueType(f));
  }
  properties.created_at = { type: 'string', format: 'date-time' };
  properties.updated_at = { type: 'string', format: 'date-time' };
  for (const l of model.links) properties[l.field] = { type: 'array', items: { type: 'integer' } };
  for (const j of model.joins)
    properties[j.as] = nullable({ type: 'string', description: `Label of ${j.field}` });
  return { type: 'object', properties, additionalProperties: true };
}

export const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', properties: { data: schema } });

export const listQuery: JsonSchema = {
  type: 'object',
  properties: {
    sort: { type: 'string', description: 'JSON ["field","ASC"|"DESC"]' },
    range: { type: 'string', description: 'JSON [start,end], inclusive, at most 1000 rows' },
    filter: {
      type: 'string',
      description:
        'JSON object: {"q":"text"} searches; {"field":value}, {"field":[ids]}, {"<field>_gte":..,"<field>_lte":..}',
    },
  },
};

export const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
};

export const errorSchema: JsonSchema = {
  type: 'object',
  description: "In the caller's language (Accept-Language); `code` is the stable message key.",
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};
