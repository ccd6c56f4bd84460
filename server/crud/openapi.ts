/**
 * Schemas of a resource for the OpenAPI 3.0 document (bodies from the zod schemas, records by hand),
 * valid for 3.0 by construction: `nullable`, boolean exclusive bounds, integer formats of the columns.
 */
import { z } from 'zod';
import type { FieldDef } from '../../domain/resource';
import { buildSchema, type WriteMode } from '../../domain/validation';
import { toOpenApi30Schema } from '../openapi';
import { idSchema, serverFieldType, type JsonSchema } from './field-types';
import type { Model } from './model';

/** The OpenAPI `format` of the integers of a field (the JSON Schema from zod has none). */
function integerFormat(f: FieldDef | undefined): string | undefined {
  return f ? serverFieldType(f).integerFormat : undefined;
}

/** A request body of the resource: its zod schema as an OpenAPI 3.0 Schema Object. */
export function bodySchema(model: Model, mode: WriteMode): JsonSchema {
  const schema = toOpenApi30Schema(
    z.toJSONSchema(buildSchema(model.def, mode), {
      target: 'openapi-3.0',
      io: 'input',
      unrepresentable: 'any',
    }),
  ) as JsonSchema;
  // Unknown properties are ignored by the server, not refused.
  delete schema.additionalProperties;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties)) {
    const format = integerFormat(model.def.fields[name]);
    if (!format) continue;
    const target = property.type === 'array' ? (property.items as JsonSchema) : property;
    if (target?.type === 'integer') target.format = format;
  }
  return schema;
}

/** The schema of a stored value: its type's entry in ./field-types.ts. */
function valueType(f: FieldDef): JsonSchema {
  return serverFieldType(f).openapi(f);
}

/** OpenAPI 3.0 has no null type. */
const nullable = (s: JsonSchema): JsonSchema => ({ ...s, nullable: true });

export function recordSchema(model: Model): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: idSchema() };
  for (const c of model.columns) {
    const f = model.def.fields[c];
    if (f) properties[c] = f.required ? valueType(f) : nullable(valueType(f));
  }
  properties.created_at = { type: 'string', format: 'date-time' };
  properties.updated_at = { type: 'string', format: 'date-time' };
  for (const l of model.links) {
    properties[l.field] = { type: 'array', items: idSchema() };
    for (const label of l.target?.labels ?? [])
      properties[label.as] = {
        type: 'array',
        items: nullable({ type: 'string' }),
        description: `Labels of ${l.field}, in its order`,
      };
  }
  for (const j of model.recordJoins)
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
    pt: { type: 'string', description: "Only the records of this university (within the caller's own)" },
  },
};

/** The `/:id` of a record: an id by the rule of ids (domain/field-types.ts `idOf`), else 400. */
export const idParams: JsonSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,15}$',
      description: `The record's id: digits only, 1 to ${Number.MAX_SAFE_INTEGER} (anything else: 400)`,
    },
  },
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
