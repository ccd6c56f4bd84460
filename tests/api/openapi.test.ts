/**
 * /api/docs/json is a valid OpenAPI 3.0.3 document (docs/architecture.md): a standard validator
 * accepts it, every declared resource is in it, and a typed client generated from it compiles.
 * A made-up declaration with every field type shows that resources added later stay valid.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, FieldType, ResourceDef } from '../../domain/resource';
import { RESOURCES, perguruanTinggi } from '../../domain/resources';
import { compileModel } from '../../server/crud/model';
import { bodySchema, dataOf, recordSchema } from '../../server/crud/openapi';
import { toOpenApi30Document } from '../../server/openapi';
import { createTestApp, type TestApp } from './helpers';

type Doc = Record<string, unknown> & { openapi: string; paths: Record<string, Record<string, unknown>> };

/** The validator's complaints, '' when there are none (so a failure shows them). */
async function problems(doc: object): Promise<string> {
  try {
    await SwaggerParser.validate(
      structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0],
    );
    return '';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

let t: TestApp;
let doc: Doc;
let tmp: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-openapi-'));
});
afterAll(async () => {
  await t?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.0.3 and passes swagger-parser without an error', async () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(await problems(doc)).toBe('');
  });

  it('has the list path of every declared resource, and no catch-all route', () => {
    for (const def of RESOURCES) {
      if (!def.apiPath) continue;
      expect(doc.paths[`/api${def.apiPath}`]?.get, def.name).toBeDefined();
    }
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });

  it('gives ids the int64 format and int fields the int32 format of their columns', () => {
    const body = (doc.paths['/api/setting/plan'].post as { requestBody: Record<string, unknown> })
      .requestBody;
    const schema = (body.content as Record<string, { schema: { properties: Record<string, object> } }>)[
      'application/json'
    ].schema;
    expect(schema.properties.max_foto).toMatchObject({ type: 'integer', format: 'int32' });
    const ptBody = (doc.paths[`/api${perguruanTinggi.apiPath}`].post as typeof doc.paths.x).requestBody as {
      content: Record<string, { schema: { properties: Record<string, object> } }>;
    };
    expect(ptBody.content['application/json'].schema.properties.bentuk_pt_id).toEqual({
      type: 'integer',
      format: 'int64',
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      nullable: true,
    });
  });

  it('generates a typed client (openapi-typescript) that a strict compile accepts', async () => {
    const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0]);
    await fs.writeFile(path.join(tmp, 'api.d.ts'), astToString(ast));
    const list = `/api${perguruanTinggi.apiPath}`;
    const client = path.join(tmp, 'client.ts');
    await fs.writeFile(
      client,
      `import type { paths } from './api';
type Row = NonNullable<
  paths['${list}']['get']['responses'][200]['content']['application/json']['data']
>[number];
type Create = paths['${list}']['post']['requestBody'] extends { content: { 'application/json': infer B } } | undefined
  ? B
  : never;
declare function get(path: '${list}'): Promise<Row[]>;
declare function post(path: '${list}', body: Create): Promise<Row>;
export async function copy(): Promise<number | undefined> {
  const [first] = await get('${list}');
  const kode: string | undefined = first?.kode_pt;
  const made = await post('${list}', {
    kode_pt: kode ?? '001001',
    nama: 'Universitas Uji',
    singkatan: null,
    bentuk_pt_id: first?.bentuk_pt_id ?? null,
    akreditasi: 'Baik',
  });
  // @ts-expect-error akreditasi is one of the declared options
  await post('${list}', { kode_pt: '001002', nama: 'Lain', akreditasi: 'Z' });
  // @ts-expect-error nama is required on create
  await post('${list}', { kode_pt: '001003' });
  return made.id;
}
`,
    );
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});

describe('a resource declared later', () => {
  const every: FieldType[] = [
    'text',
    'longtext',
    'email',
    'url',
    'phone',
    'int',
    'year',
    'decimal',
    'money',
    'boolean',
    'date',
    'time',
    'datetime',
    'enum',
    'reference',
    'references',
    'color',
    'image',
    'list',
    'password',
  ];
  const made: ResourceDef = {
    name: 'everyType',
    table: 'every_type',
    apiPath: '/every-type',
    route: '/every-type',
    title: 'Every type',
    permission: 'everyType',
    fields: Object.fromEntries(
      every.map((type): [string, FieldDef] => [
        `f_${type}`,
        {
          type,
          required: type === 'text',
          ...(type === 'enum' ? { options: [{ id: 'a', name: 'A' }] } : {}),
          ...(type === 'reference' || type === 'references' ? { reference: 'everyType' } : {}),
          ...(type === 'decimal' ? { scale: 3, min: 0 } : {}),
        } as FieldDef,
      ]),
    ),
    labelField: 'f_text',
    listColumns: ['f_text', 'f_reference'],
    searchFields: ['f_text'],
    filterFields: [],
    sortFields: [],
    defaultSort: { field: 'f_text', order: 'ASC' },
  };

  it('gets schemas valid for OpenAPI 3.0, ints bounded to their int4 column', async () => {
    const model = compileModel(made, [made]);
    const create = bodySchema(model, 'create');
    const json = (schema: object) => ({ content: { 'application/json': { schema } } });
    const document = toOpenApi30Document({
      openapi: '3.0.3',
      info: { title: 'every type', version: '1' },
      paths: {
        '/every-type': {
          post: {
            requestBody: json(create),
            responses: { 200: { description: 'ok', ...json(dataOf(recordSchema(model))) } },
          },
        },
        '/every-type/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          put: {
            requestBody: json(bodySchema(model, 'update')),
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    expect(await problems(document)).toBe('');
    expect((create.properties as Record<string, object>).f_int).toMatchObject({
      type: 'integer',
      format: 'int32',
      minimum: -2147483648,
      maximum: 2147483647,
    });
  });

  it('rewrites JSON Schema 2020-12 of hand-written route schemas for 3.0', async () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        n: { type: 'integer', exclusiveMinimum: 0 },
        x: { type: 'number', exclusiveMaximum: 1.5 },
        k: { const: 'only' },
        maybe: { type: ['string', 'null'], examples: ['a'] },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] },
        when: { type: 'string', if: { minLength: 1 }, then: { pattern: 'a' } },
      },
    };
    const document = toOpenApi30Document({
      openapi: '3.0.3',
      info: { title: 'hand-written', version: '1' },
      paths: {
        '/x': {
          post: {
            requestBody: { content: { 'application/json': { schema } } },
            responses: { 200: { description: 'ok' } },
          },
          query: { responses: { 200: { description: 'ok' } } },
        },
      },
    });
    expect(await problems(document)).toBe('');
    const post = document.paths['/x'] as unknown as {
      post: { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    };
    expect(post.post.requestBody.content['application/json'].schema.properties).toEqual({
      n: { type: 'integer', minimum: 1 },
      x: { type: 'number', maximum: 1.5, exclusiveMaximum: true },
      k: { enum: ['only'] },
      maybe: { type: 'string', nullable: true, example: 'a' },
      pair: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      when: { type: 'string' },
    });
    expect(Object.keys(document.paths['/x'])).toEqual(['post']);
  });
});
