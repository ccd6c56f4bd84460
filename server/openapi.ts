/**
 * The OpenAPI document is 3.0.3 (docs/architecture.md). Route schemas are JSON Schema (zod's
 * `toJSONSchema`, hand-written ones in the routes); @fastify/swagger already turns null types into
 * `nullable` and `const` into `enum`, and this pass rewrites what it leaves of JSON Schema 2019/2020
 * in every schema of the document, so any route (a resource added later, an integrator's route)
 * gives a document valid for 3.0: numeric `exclusiveMinimum`/`exclusiveMaximum`, `const`, `$schema`,
 * tuple `items`/`prefixItems`, `examples`, keywords 3.0 does not know, and operations on methods
 * 3.0 has no field for (QUERY).
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Operations a 3.0 Path Item can hold (besides summary, description, servers, parameters, $ref). */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const PATH_ITEM_FIELDS = new Set([...METHODS, 'summary', 'description', 'servers', 'parameters', '$ref']);

/** Keywords of the OpenAPI 3.0 Schema Object (anything else but `x-` extensions is refused). */
const SCHEMA_KEYWORDS = new Set([
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'not',
  'allOf',
  'oneOf',
  'anyOf',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'example',
  'externalDocs',
  'deprecated',
  'xml',
  '$ref',
]);

const schemaMap = (m: unknown): unknown =>
  isObject(m) ? Object.fromEntries(Object.entries(m).map(([k, s]) => [k, toOpenApi30Schema(s)])) : m;

/** A numeric exclusive bound in the 3.0 form (`minimum` + `exclusiveMinimum: true`), kept only when tighter. */
function exclusiveBound(s: Json, side: 'minimum' | 'maximum'): void {
  const key = side === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const bound = s[key];
  const inclusive = s[side];
  if (typeof bound === 'number') {
    delete s[key];
    const tighter =
      typeof inclusive !== 'number' || (side === 'minimum' ? bound >= inclusive : bound <= inclusive);
    if (tighter) {
      s[side] = bound;
      s[key] = true;
    }
  }
  // An integer above 0 is at least 1: say so, generators and readers understand `minimum` best.
  if (s[key] === true && s.type === 'integer' && Number.isInteger(s[side])) {
    s[side] = (s[side] as number) + (side === 'minimum' ? 1 : -1);
    delete s[key];
  }
}

/** One JSON Schema as a 3.0 Schema Object (a copy; booleans and `$ref`s as they are). */
export function toOpenApi30Schema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  const s: Json = { ...schema };

  if ('const' in s) {
    if (!Array.isArray(s.enum)) s.enum = [s.const];
    delete s.const;
  }
  if (Array.isArray(s.examples) && !('example' in s) && s.examples.length) s.example = s.examples[0];
  if (Array.isArray(s.type)) {
    const types = (s.type as unknown[]).filter((t) => t !== 'null');
    if (types.length < s.type.length) s.nullable = true;
    if (types.length === 1) s.type = types[0];
    else {
      delete s.type;
      if (types.length > 1 && !s.anyOf) s.anyOf = types.map((type) => ({ type }));
    }
  }
  exclusiveBound(s, 'minimum');
  exclusiveBound(s, 'maximum');

  // A tuple: 3.0 has one schema for every item.
  const tuple = Array.isArray(s.prefixItems)
    ? [...s.prefixItems, ...(isObject(s.items) ? [s.items] : [])]
    : Array.isArray(s.items)
      ? s.items
      : undefined;
  if (tuple) s.items = tuple.length === 1 ? tuple[0] : tuple.length ? { anyOf: tuple } : {};

  for (const key of Object.keys(s)) {
    if (!SCHEMA_KEYWORDS.has(key) && !key.startsWith('x-')) delete s[key];
  }

  if (s.properties) s.properties = schemaMap(s.properties);
  if (isObject(s.additionalProperties)) s.additionalProperties = toOpenApi30Schema(s.additionalProperties);
  if (s.items !== undefined) s.items = isObject(s.items) ? toOpenApi30Schema(s.items) : {};
  if (s.not !== undefined) s.not = toOpenApi30Schema(s.not);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map(toOpenApi30Schema);
  }
  return s;
}

/** The schemas anywhere in a part of the document (under `schema` keys), rewritten. */
function walk(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(walk);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k === 'schema') return [k, toOpenApi30Schema(v)];
      if (k === 'example' || k === 'examples') return [k, v];
      return [k, walk(v)];
    }),
  );
}

/** An OpenAPI 3.0 document whose schemas and path items are all valid for 3.0. */
export function toOpenApi30Document<T extends object>(document: T): T {
  const doc = { ...document } as Json;
  if (isObject(doc.paths)) {
    doc.paths = Object.fromEntries(
      Object.entries(doc.paths).map(([path, item]) => [
        path,
        isObject(item)
          ? walk(Object.fromEntries(Object.entries(item).filter(([k]) => PATH_ITEM_FIELDS.has(k))))
          : item,
      ]),
    );
  }
  if (isObject(doc.components)) {
    const { schemas, ...rest } = doc.components;
    doc.components = { ...(walk(rest) as Json), ...(schemas ? { schemas: schemaMap(schemas) } : {}) };
  }
  return doc as T;
}
