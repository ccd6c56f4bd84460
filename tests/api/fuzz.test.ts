/**
 * Property-based fuzzing of every API route (issue 11, point 5: bad input is a 4xx, never a 5xx).
 *
 * The routes are the app's own: an `onRoute` hook put on every Fastify instance the app creates
 * collects each method and URL as it is registered, hidden ones included (health, metrics, the
 * `/api/*` catch-all). For each one fast-check sends hostile requests: path parameters that are no
 * id (`0x10`, ` 1`, `1e1`, `01`, `-1`, huge numbers, NUL, `../`, unicode), query strings (sort,
 * range, filter JSON with wrong types, impossible dates, huge numbers, NUL, deep nesting, long
 * texts, keyset cursors), JSON bodies built from the resource declarations with mutated values,
 * bodies of the wrong shape or type, multipart with junk parts, as the administrator, a student,
 * nobody or a forged token. Every answer must come within a time limit and be below 500, and no
 * database data error may reach the error handler: the net of server/errors.ts would answer it 400,
 * but it stands for a check still missing (docs/security.md, Input validation).
 *
 * FUZZ_RUNS (default 25) sets the cases per route, FUZZ_SEED the seed (fixed, so a run is
 * repeatable). A case that once gave a 5xx stays below as a regression example of its route.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { createSession } from '../../server/auth/sessions';
import { dataError } from '../../server/errors';
import { createTestApp, type TestApp } from './helpers';
import { makeImage } from './files-fixtures';

interface SeenRoute {
  method: string;
  url: string;
  /** Its schema's body properties name the JSON fields a route without a declaration reads. */
  schema?: { body?: { properties?: Record<string, unknown> } };
}

// Every Fastify instance the app builds reports its routes (and the error behind a 5xx) here.
const { seen, failures } = vi.hoisted(() => ({
  seen: [] as SeenRoute[],
  failures: [] as unknown[],
}));
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const original = mod.default as unknown as (options?: unknown) => FastifyInstance;
  const wrapped = (options?: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        seen.push({ method, url: route.url, schema: route.schema as SeenRoute['schema'] });
    });
    app.addHook('onError', async (_request, _reply, error) => {
      failures.push(error);
    });
    return app;
  };
  Object.assign(wrapped, original);
  return { ...mod, default: wrapped };
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** A request that takes longer than this counts as a hang. */
const REQUEST_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Texts that are not ids of a path, a filter or a body. */
const NOT_IDS = [
  '0',
  '-1',
  '01',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '1e1',
  '1.0',
  '1.5',
  '1_000',
  '9007199254740992',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999',
  '1e21',
  'NaN',
  'Infinity',
  '-Infinity',
  'abc',
  'null',
  'true',
  '[]',
  '{}',
  '\u0000',
  '1\u0000',
  '..',
  '../..',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '١٢٣',
  '１２',
  'ℵ',
  '💥',
  '\u202e1',
  '',
];

/** Dates, times and date-times no calendar holds (or no column can take). */
const BAD_TIMES = [
  '2026-02-31',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '-001-01-01',
  '99999-01-01',
  '2026-1-1',
  '2026-02-31T10:00:00Z',
  '2026-02-30T10:00:00.123456Z',
  '2026-01-01T25:00:00Z',
  '2026-01-01T23:60:00Z',
  '2026-01-01T10:00:00+99:00',
  '2026-01-01 10:00:00',
  '2026-01-01T10:00',
  '24:00',
  '23:60',
  '99:99:99',
  '7:5',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  'allballs',
];

const HUGE_NUMBERS = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
  0.1,
  -0,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

const withNul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const longText = fc.constantFrom(300, 5_000, 70_000).map((n) => 'x'.repeat(n));
const unicode = fc.string({ unit: 'grapheme', maxLength: 30 });
const binary = fc.string({ unit: 'binary', maxLength: 30 });
const hugeNumber = fc.constantFrom(...HUGE_NUMBERS);
const badTime = fc.constantFrom(...BAD_TIMES);
const notId = fc.constantFrom(...NOT_IDS);

/** A nested array or object a few levels deep (deeper ones are sent as text: `deepText`). */
const deep = fc.tuple(fc.integer({ min: 2, max: 20 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

/** JSON text nested thousands of levels deep (built as text: no recursion on this side). */
const deepText = fc
  .tuple(fc.constantFrom(100, 1_000, 10_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Any scalar a careless client or an attacker may send. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  withNul,
  badTime,
  hugeNumber,
  notId,
  unicode,
  binary,
  longText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** A scalar, or arrays and objects where a scalar belongs. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: fc.array(scalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }), weight: 1 },
  { arbitrary: deep, weight: 1 },
);

/** An id as a body or a filter sends it: a good one, a number that is none, or text. */
const idish: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1, max: 6 }),
  hugeNumber,
  notId,
  fc.integer({ min: -3, max: 0 }),
  fc.double({ noNaN: true }),
);

// ---------------------------------------------------------------------------------------------
// Values of a declared field: a valid one most of the time (so writes reach the database), else junk

const isoDay = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function validValue(f: FieldDef): fc.Arbitrary<unknown> {
  switch (f.type) {
    case 'image':
      // nothing, or the key of an upload for no field in particular (refused beside the field:
      // image fields accept only their own files)
      return fc.constantFrom(null, 'images/2026/01/0000000000aaaaaaaaaaaaaaaa.webp');
    case 'text':
    case 'longtext':
    case 'password': {
      const max = Math.min(f.maxLength ?? 60, 60);
      if ('pattern' in f && f.pattern)
        return fc.stringMatching(new RegExp(f.pattern)).filter((v) => v.length <= (f.maxLength ?? 255));
      return fc.string({ minLength: Math.max(f.minLength ?? 0, f.required ? 1 : 0), maxLength: max });
    }
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'phone':
      return fc.constantFrom('+62 812 3456 7890', '0812345678', '(021) 555-0101');
    case 'year':
      return fc.integer({ min: Math.max(f.min ?? 1, 1), max: Math.min(f.max ?? 9999, 9999) });
    case 'int':
      return fc.integer({
        min: Math.max(f.min ?? -1000, -(2 ** 31)),
        max: Math.min(f.max ?? 100_000, 2 ** 31 - 1),
      });
    case 'decimal':
    case 'money':
      return fc
        .integer({ min: Math.ceil(f.min ?? 0) * 100, max: Math.floor(f.max ?? 1000) * 100 })
        .map((n) => n / 100);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return isoDay;
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    case 'datetime':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...f.options.map((o) => o.id));
    case 'reference':
      return fc.integer({ min: 1, max: 6 });
    case 'references':
      return fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 });
    case 'color':
      return fc.constantFrom('#7366ff', '#000000', '#ABCDEF');
    case 'list':
      return fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 });
  }
}

/** Hostile values that fit the type's family best (dates for dates, ids for references). */
function hostileValue(f: FieldDef): fc.Arbitrary<unknown> {
  switch (f.type) {
    case 'date':
    case 'datetime':
    case 'time':
      return fc.oneof(badTime, junk);
    case 'reference':
      return fc.oneof(idish, junk);
    case 'references':
      return fc.oneof(fc.array(idish, { maxLength: 4 }), junk);
    case 'int':
    case 'year':
    case 'decimal':
    case 'money':
      return fc.oneof(hugeNumber, fc.constantFrom('1e21', '9223372036854775808', '-0', '1,5'), junk);
    default:
      return fc.oneof(withNul, longText, junk);
  }
}

/**
 * A record that is valid but for a few of its values: the writable fields (required ones always,
 * others now and then) with valid values, then up to two fields (any, also read-only ones, or keys
 * the declaration does not know) set to hostile values. So most cases pass the checks but one and
 * reach as deep as that one lets them.
 */
function mutated(
  valid: Record<string, fc.Arbitrary<unknown>>,
  required: string[],
  hostile: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(hostile);
  return fc
    .tuple(
      fc.record(valid, { requiredKeys: required.filter((n) => n in valid) }),
      fc.uniqueArray(fc.constantFrom(...names, 'id', '__proto__', 'x'), { maxLength: 2 }),
    )
    .chain(([base, keys]) =>
      fc
        .tuple(...keys.map((k) => (Object.hasOwn(hostile, k) ? hostile[k] : junk)))
        .map((values) => ({ ...base, ...Object.fromEntries(keys.map((k, i) => [k, values[i]])) })),
    );
}

function recordOf(def: ResourceDef): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(def.fields);
  return mutated(
    Object.fromEntries(fields.filter(([, f]) => !f.readOnly).map(([n, f]) => [n, validValue(f)])),
    fields.filter(([, f]) => f.required).map(([n]) => n),
    Object.fromEntries(fields.map(([n, f]) => [n, hostileValue(f)])),
  );
}

/** The filters of the gallery's photo lists (no declaration: server/files/photos.ts). */
const PHOTO_FILTERS: Record<string, [fc.Arbitrary<unknown>, fc.Arbitrary<unknown>]> = {
  acara_id: [fc.integer({ min: 1, max: 6 }), fc.oneof(idish, junk)],
  file_group_id: [fc.integer({ min: 1, max: 6 }), fc.oneof(idish, junk)],
  mahasiswa_id: [fc.integer({ min: 1, max: 6 }), fc.oneof(idish, junk)],
  id: [fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }), fc.oneof(fc.array(idish), idish, junk)],
  untagged: [fc.boolean(), junk],
  favorite: [fc.boolean(), junk],
  tagged: [fc.boolean(), junk],
  q: [fc.string({ maxLength: 10 }), fc.oneof(withNul, longText, junk)],
};

/** List filters: of the resource's fields (and range bounds) or the photo filters, `q`, unknown keys. */
function filterOf(def: ResourceDef | undefined): fc.Arbitrary<Record<string, unknown>> {
  const valid: Record<string, fc.Arbitrary<unknown>> = {};
  const hostile: Record<string, fc.Arbitrary<unknown>> = {};
  if (def) {
    valid.q = fc.string({ maxLength: 10 });
    hostile.q = fc.oneof(withNul, unicode, longText, junk);
    valid.id = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 });
    hostile.id = fc.oneof(fc.array(idish, { maxLength: 4 }), idish);
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.writeOnly || f.type === 'password') continue;
      valid[name] = fc.oneof(validValue(f), fc.array(validValue(f), { maxLength: 3 }));
      hostile[name] = fc.oneof(hostileValue(f), fc.array(hostileValue(f), { maxLength: 3 }));
      if (['int', 'year', 'decimal', 'money', 'date', 'datetime', 'time'].includes(f.type))
        for (const bound of [`${name}_gte`, `${name}_lte`]) {
          valid[bound] = validValue(f);
          hostile[bound] = hostileValue(f);
        }
    }
  } else {
    for (const [name, [good, bad]] of Object.entries(PHOTO_FILTERS)) {
      valid[name] = good;
      hostile[name] = bad;
    }
  }
  // A few valid filters: a sample of the keys, each present now and then.
  const some = fc
    .uniqueArray(fc.constantFrom(...Object.keys(valid)), { maxLength: 2 })
    .map((keys) => Object.fromEntries(keys.map((k) => [k, valid[k]])));
  return some.chain((picked) => mutated(picked, Object.keys(picked), hostile));
}

/** A keyset cursor of the photo lists: made like ours but with an impossible time or id, or junk. */
const cursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        badTime.map((t) => (t.includes('T') ? t : `${t}T00:00:00.000000Z`)),
        fc.constantFrom(
          '2026-02-31T10:00:00.000000Z',
          '2026-13-01T00:00:00.000000Z',
          '0000-01-01T00:00:00.000000Z',
        ),
        fc.constantFrom('2026-01-01T99:99:99.000000Z', '9999-12-31T23:59:59.999999Z'),
      ),
      fc.oneof(idish, junk),
    )
    .map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
  fc.oneof(binary, withNul, longText),
);

// ---------------------------------------------------------------------------------------------
// Requests

type CallerKind = 'admin' | 'student' | 'none' | 'forged' | 'fresh';

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; parts: Part[]; boundary: string; broken: boolean };

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

interface Req {
  caller: CallerKind;
  params: string[];
  /** Path parameters percent-encoded (else as they are, `../` and all). */
  encode: boolean;
  query: [string, string][];
  body?: Body;
  language?: string;
}

interface Route {
  method: string;
  url: string;
  /** The resource whose routes these are (by its API path). */
  def?: ResourceDef;
  bodyFields: string[];
}

/** Percent-encoding of any JavaScript string (lone surrogates become U+FFFD, never an exception). */
function pct(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** A query parameter's value: JSON of a shape, JSON of junk, or junk text. */
const jsonParam = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: shape.map((v) => JSON.stringify(v) ?? ''), weight: 4 },
    { arbitrary: junk.map(asText), weight: 1 },
    {
      arbitrary: fc.oneof(fc.constantFrom('[', '{"a":', '%', '\u0000', '[1,2', 'undefined'), deepText),
      weight: 1,
    },
  );

const goodRange = fc.tuple(fc.nat(100), fc.nat(50)).map(([a, n]) => [a, a + n]);
const badRange = fc.oneof(
  fc.tuple(fc.oneof(hugeNumber, fc.integer(), idish), fc.oneof(hugeNumber, fc.integer(), idish)),
  fc.tuple(fc.oneof(hugeNumber, fc.nat()), fc.constant(2 ** 53)),
  fc.array(junk, { maxLength: 3 }),
);

function sortFields(def: ResourceDef | undefined): string[] {
  return def
    ? ['id', 'created_at', 'updated_at', ...def.sortFields]
    : ['id', 'created_at', 'taken_at', 'size', 'original_name'];
}

/** Valid and hostile values of each query parameter worth trying on a route. */
function queryParams(route: Route): Record<string, [fc.Arbitrary<string>, fc.Arbitrary<string>]> {
  const def = route.def;
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => JSON.stringify(v) ?? '');
  const fields = sortFields(def);
  const params: Record<string, [fc.Arbitrary<string>, fc.Arbitrary<string>]> = {
    sort: [
      json(fc.tuple(fc.constantFrom(...fields), fc.constantFrom('ASC', 'DESC', 'asc'))),
      jsonParam(
        fc.tuple(fc.oneof(fc.constantFrom(...fields), junk), fc.oneof(fc.constantFrom('sideways'), junk)),
      ),
    ],
    range: [json(goodRange), jsonParam(badRange)],
    filter: [json(filterOf(def)), jsonParam(fc.oneof(filterOf(def), deep, junk))],
    q: [fc.string({ maxLength: 10 }), fc.oneof(withNul, unicode, longText, notId)],
    after: [cursor, cursor],
    ids: [
      fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }).map((a) => a.join(',')),
      fc.oneof(
        fc.constant('all'),
        fc.array(idish, { maxLength: 5 }).map((a) => a.map(asText).join(',')),
      ),
    ],
    mode: [fc.constantFrom('preview', 'commit'), notId],
    only_valid: [fc.constantFrom('true', 'false'), notId],
    create_accounts: [fc.constantFrom('true', 'false'), notId],
    file_group_id: [fc.integer({ min: 1, max: 6 }).map(String), idish.map(asText)],
    u: [fc.integer({ min: 1, max: 6 }).map(String), idish.map(asText)],
    s: [fc.integer({ min: 1, max: 6 }).map(String), idish.map(asText)],
    exp: [fc.constant(String(Math.floor(Date.now() / 1000) + 3600)), fc.oneof(idish, hugeNumber).map(asText)],
    sig: [fc.string({ minLength: 32, maxLength: 32 }), fc.oneof(binary, withNul)],
    zz: [fc.string({ maxLength: 5 }), junk.map(asText)],
  };
  for (const p of def?.optionFilters ?? [])
    params[p] = [validValue(def!.fields[p]).map(asText), fc.oneof(idish, junk).map(asText)];
  return params;
}

/** Some query parameters, each valid or hostile (a few hostile ones among valid ones get furthest). */
function queryOf(route: Route): fc.Arbitrary<[string, string][]> {
  const params = queryParams(route);
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(params)), { maxLength: 4 })
    .chain((names) =>
      fc
        .tuple(
          ...names.map((n) =>
            fc.oneof({ arbitrary: params[n][0], weight: 3 }, { arbitrary: params[n][1], weight: 2 }),
          ),
        )
        .map((values) => names.map((n, i): [string, string] => [n, values[i]])),
    );
}

/** JSON fields a route without a resource reads (its schema's, or what its handler reads). */
const HANDLER_FIELDS: [RegExp, string[]][] = [
  [/\/file\/file\/tag$/, ['file_ids', 'mahasiswa_ids', 'remove']],
  [/\/file\/file\/tag-by-nim$/, ['file_ids', 'nims']],
  [/\/file\/file\/:id\/mahasiswa$/, ['mahasiswa_ids']],
  [/\/mahasiswa\/galeri\/zip(-url)?$/, ['ids', 'all']],
  [/\/profile$/, ['email', 'no_hp', 'ukuran_toga']],
];

/** A valid value of a named body field of the auth, gallery and profile routes. */
function namedValid(t: TestApp, name: string): fc.Arbitrary<unknown> {
  if (/ids$/.test(name)) return fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 });
  if (/_id$|^id$/.test(name)) return fc.integer({ min: 1, max: 6 });
  if (/email|login/.test(name)) return fc.oneof(fc.constant(t.admin.email), fc.emailAddress());
  if (/password/.test(name)) return fc.constantFrom('Sandi-Yang-Panjang-2026!', t.admin.password);
  if (name === 'nims') return fc.constantFrom('2026000001\n2026000002', '');
  if (name === 'nim') return fc.constantFrom('2026000001', '123456789');
  if (name === 'no_hp') return fc.constantFrom('+62 812 3456 7890');
  if (name === 'ukuran_toga') return fc.constantFrom('S', 'M', 'L', 'XL');
  if (name === 'all' || name === 'remove') return fc.boolean();
  if (name === 'token') return fc.string({ minLength: 43, maxLength: 43 });
  return fc.string({ minLength: 2, maxLength: 20 });
}

/** A hostile value of a named body field: by what the name suggests, or anything. */
function namedHostile(name: string): fc.Arbitrary<unknown> {
  if (/ids$/.test(name)) return fc.oneof(fc.array(idish, { maxLength: 4 }), junk);
  if (/_id$|^id$/.test(name)) return fc.oneof(idish, junk);
  if (/email|login/.test(name))
    return fc.oneof(
      withNul.map((s) => `a${s}@x.id`),
      longText,
      junk,
    );
  if (name === 'nims') return fc.oneof(fc.array(fc.oneof(notId, withNul), { maxLength: 4 }), withNul, junk);
  return fc.oneof(withNul, longText, junk);
}

function jsonBodyOf(t: TestApp, route: Route): fc.Arbitrary<unknown> {
  if (route.def && (route.method === 'POST' || route.method === 'PUT') && !route.url.endsWith('/import'))
    return recordOf(route.def);
  const names = route.bodyFields;
  if (!names.length) return fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 });
  return mutated(
    Object.fromEntries(names.map((n) => [n, namedValid(t, n)])),
    names,
    Object.fromEntries(names.map((n) => [n, namedHostile(n)])),
  );
}

const UPLOADS = /\/file\/file$|\/profile\/photo$|\/import$/;

function multipartOf(route: Route, images: Buffer[]): fc.Arbitrary<Body> {
  // A table of the resource's columns: valid cells with a hostile one here and there.
  const fields = Object.entries(route.def?.fields ?? {}).filter(([, f]) => !f.readOnly && !f.virtual);
  const column = fc.constantFrom(
    ...fields,
    ['kode_pt', { type: 'text' } as FieldDef],
    ['x', { type: 'text' } as FieldDef],
  );
  const cell = (f: FieldDef) =>
    fc.oneof({ arbitrary: validValue(f), weight: 4 }, { arbitrary: hostileValue(f), weight: 1 }).map(asText);
  const csv = fc
    .uniqueArray(column, { minLength: 1, maxLength: 8, selector: ([n]) => n })
    .chain((columns) =>
      fc
        .array(fc.tuple(...columns.map(([, f]) => cell(f))), { minLength: 1, maxLength: 4 })
        .map((rows) => [columns.map(([n]) => n), ...rows]),
    )
    .map((rows) => rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'));
  const fileData = fc.oneof(
    fc.constantFrom(...images),
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.constantFrom(...images).map((b) => b.subarray(0, Math.floor(b.length / 2))),
    csv,
  );
  const filePart = fc.record({
    name: fc.oneof(fc.constant('file'), unicode),
    filename: fc.oneof(
      fc.constantFrom(
        'foto.jpg',
        'data.csv',
        'data.xlsx',
        '../../etc/passwd',
        'a\u0000b.jpg',
        '.jpg',
        'x'.repeat(300),
      ),
      unicode,
    ),
    contentType: fc.constantFrom('image/jpeg', 'text/csv', 'application/octet-stream', 'x/\u0000'),
    data: fileData,
  });
  const fieldPart = fc.record({
    name: fc.oneof(fc.constantFrom('file_group_id', 'mode', 'x'), unicode),
    data: fc.oneof(idish, junk).map(asText),
  });
  return fc.record({
    kind: fc.constant('multipart' as const),
    parts: fc.array(fc.oneof(fieldPart, filePart), { maxLength: 4 }),
    boundary: fc.oneof(fc.constant('fuzzboundary'), fc.constantFrom('', '"', '\u0000', 'x'.repeat(200))),
    broken: fc.boolean(),
  });
}

function bodyOf(t: TestApp, route: Route, images: Buffer[]): fc.Arbitrary<Body | undefined> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant(undefined);
  const json = jsonBodyOf(t, route).map((value): Body => ({ kind: 'json', value }));
  const wrong: fc.Arbitrary<Body> = fc.oneof(
    junk.map((value): Body => ({ kind: 'json', value })),
    fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          '',
        ),
        fc.oneof(
          fc.constantFrom('{', '{"a":1', '\u0000', 'null', '[]', '"x"', '{"__proto__":{"x":1}}'),
          binary,
          longText,
          deepText,
        ),
      )
      .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text })),
    fc.constant<Body>({
      kind: 'raw',
      contentType: 'application/json',
      text: JSON.stringify({ x: 'y'.repeat(1_100_000) }),
    }),
  );
  const options: fc.WeightedArbitrary<Body | undefined>[] = [
    { arbitrary: json, weight: 6 },
    { arbitrary: wrong, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (UPLOADS.test(route.url)) options.push({ arbitrary: multipartOf(route, images), weight: 6 });
  return fc.oneof(...options);
}

function callerOf(route: Route): fc.Arbitrary<CallerKind> {
  if (route.url === '/api/auth/logout') return fc.constantFrom<CallerKind>('fresh', 'none', 'forged');
  const own = /\/mahasiswa\/galeri|\/profile|\/dashboard\/mahasiswa|\/auth\/(me|change-password)/.test(
    route.url,
  );
  return fc.oneof(
    { arbitrary: fc.constant<CallerKind>(own ? 'student' : 'admin'), weight: 6 },
    { arbitrary: fc.constantFrom<CallerKind>('admin', 'student', 'none', 'forged'), weight: 2 },
  );
}

function requestOf(t: TestApp, route: Route, images: Buffer[]): fc.Arbitrary<Req> {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)];
  const param = fc.oneof(
    { arbitrary: notId, weight: 4 },
    { arbitrary: fc.integer({ min: 1, max: 6 }).map(String), weight: 2 },
    { arbitrary: fc.constantFrom('thumb', 'preview', 'original', 'template.csv'), weight: 1 },
    { arbitrary: fc.oneof(withNul, unicode, binary, longText), weight: 2 },
  );
  return fc.record({
    caller: callerOf(route),
    params: fc.tuple(...names.map(() => param)),
    encode: fc.boolean(),
    query: queryOf(route),
    body: bodyOf(t, route, images),
    language: fc.option(fc.oneof(fc.constantFrom('id', 'en', 'ar;q=0.9, *', 'zz-ZZ'), binary), {
      nil: undefined,
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Sending

function urlOf(route: Route, req: Req): string {
  let i = 0;
  const path = route.url.replace(/:(\w+)|\*/g, () => {
    const value = req.params[i++] ?? '';
    return req.encode ? pct(value) : encodeURI(Buffer.from(value).toString());
  });
  const query = req.query.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function multipartPayload(body: Extract<Body, { kind: 'multipart' }>): Buffer {
  const b = body.boundary;
  const chunks: Buffer[] = [];
  for (const part of body.parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: ${disposition}\r\n`));
    if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (!body.broken) chunks.push(Buffer.from(`--${b}--\r\n`));
  return Buffer.concat(chunks);
}

interface Callers {
  admin: string;
  student: string;
  adminId: number;
}

async function send(t: TestApp, callers: Callers, route: Route, req: Req) {
  const headers: Record<string, string> = {};
  if (req.caller === 'admin') headers.authorization = `Bearer ${callers.admin}`;
  if (req.caller === 'student') headers.authorization = `Bearer ${callers.student}`;
  if (req.caller === 'forged') headers.authorization = 'Bearer \u0000forged.token.that.is.no.token';
  if (req.caller === 'fresh')
    headers.authorization = `Bearer ${(await createSession(t.db, t.config, callers.adminId)).token}`;
  if (req.language !== undefined) headers['accept-language'] = Buffer.from(req.language).toString('latin1');
  let payload: string | Buffer | undefined;
  const body = req.body;
  if (body?.kind === 'json') {
    payload = JSON.stringify(body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (body?.kind === 'raw') {
    payload = body.text;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body?.kind === 'multipart') {
    payload = multipartPayload(body);
    headers['content-type'] = `multipart/form-data; boundary=${body.boundary}`;
  }
  const url = urlOf(route, req);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      t.app.inject({ method: route.method as 'GET', url, headers, payload }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a failing case shows: the request and the error behind the answer. */
function describeCase(route: Route, req: Req, status: number, body: string, error: unknown): string {
  const err = error as { code?: string; message?: string; stack?: string } | undefined;
  const shown = JSON.stringify(req, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
  );
  return [
    `${route.method} ${route.url} answered ${status}: ${body.slice(0, 300)}`,
    `request: ${shown.slice(0, 2000)}`,
    err
      ? `error: ${err.code ?? ''} ${err.message ?? ''}\n${(err.stack ?? '').split('\n').slice(1, 6).join('\n')}`
      : '',
  ].join('\n');
}

/**
 * The tests run without a build of the web app: a path that leaves /api (`/api/../x`) reaches the
 * client app's fallback, which answers 503 until `npm run build` made one (index.html otherwise).
 */
const notBuilt = (res: { statusCode: number; body: string }) =>
  res.statusCode === 503 && res.body.startsWith('The web app is not built yet');

// ---------------------------------------------------------------------------------------------
// Regression examples: requests that once answered 5xx, by "METHOD url" of the route.

const cursorOf = (at: string, id: unknown) => Buffer.from(JSON.stringify([at, id])).toString('base64url');
const asAdmin = (partial: Partial<Req>): Req => ({
  caller: 'admin',
  params: [],
  encode: true,
  query: [],
  ...partial,
});
const json = (value: unknown): Body => ({ kind: 'json', value });
/** A multipart body cut off before its closing boundary. */
const cutOff = (name: string, data: string): Body => ({
  kind: 'multipart',
  parts: [{ name: 'file', filename: name, contentType: 'text/csv', data }],
  boundary: '"',
  broken: true,
});

const REGRESSIONS: Record<string, Req[]> = {
  // A NUL character reached a query (22021) from the account forms.
  'POST /api/auth/login': [
    asAdmin({ caller: 'none', body: json({ login: 'a\u0000b@x.id', password: 'x' }) }),
  ],
  'POST /api/auth/forgot-password': [asAdmin({ caller: 'none', body: json({ email: 'a\u0000b@x.id' }) })],
  'POST /api/auth/resend-verification': [asAdmin({ caller: 'none', body: json({ email: 'a\u0000b@x.id' }) })],
  // A university id beyond bigint (22003) or written as 1e+21 (22P02).
  'POST /api/auth/register': [
    asAdmin({
      caller: 'none',
      body: json({
        name: 'Siti Aminah',
        email: 'siti@example.ac.id',
        nim: '2026000001',
        pt_id: -9223372036854776000,
        password: 'Sandi-Yang-Panjang-2026!',
        password_confirmation: 'Sandi-Yang-Panjang-2026!',
      }),
    }),
    asAdmin({ caller: 'none', body: json({ name: 'Siti', email: 'siti@example.ac.id', pt_id: 1e21 }) }),
  ],
  'GET /api/file/file': [
    // The search text of the photo list with a NUL (22021).
    asAdmin({ query: [['filter', JSON.stringify({ mahasiswa_id: 1, q: '\\<\u0000\\<' })]] }),
    // An offset with no bound, sent to the database as 1e+300 (22P02).
    asAdmin({ query: [['range', '[1e300,1e300]']] }),
    // A keyset cursor of a day no calendar has (22008).
    asAdmin({ query: [['after', cursorOf('2026-02-31T10:00:00.000000Z', 1)]] }),
  ],
  'GET /api/mahasiswa/galeri/photos': [
    asAdmin({ caller: 'student', query: [['after', cursorOf('2026-02-31T10:00:00.000000Z', 1)]] }),
    asAdmin({ caller: 'student', query: [['range', '[1e300,1e300]']] }),
  ],
  // A date of the year 0000, which PostgreSQL has not (22008).
  'GET /api/acara/acara': [asAdmin({ query: [['filter', JSON.stringify({ tanggal_gte: '0000-01-01' })]] })],
  // A multipart body cut off: the parser's error was no HTTP error.
  'POST /api/file/file': [asAdmin({ body: cutOff('x.csv', '"kode_pt"\r\n"Xa_{z"') })],
  'POST /api/profile/photo': [asAdmin({ caller: 'student', body: cutOff('a\u0000b.jpg', 'x') })],
  'POST /api/mahasiswa/mahasiswa/import': [asAdmin({ body: cutOff('data.csv', '"nim","nama"\r\n"1","A"') })],
  // A NUL among pasted NIMs (22021, caught by the net before its check).
  'POST /api/file/file/tag-by-nim': [asAdmin({ body: json({ file_ids: [1], nims: '2026\u00000001' }) })],
  // null for a column that takes none (23502): optional in the declaration, NOT NULL in the table.
  'POST /api/setting/plan': [
    asAdmin({
      body: json({ kode: 'FUZZ-1', nama: 'Paket', harga: 1, durasi_bulan: 12, fitur: null }),
    }),
  ],
  'PUT /api/data-induk/pt/pt/:id': [asAdmin({ params: ['1'], body: json({ is_active: null }) })],
};

// ---------------------------------------------------------------------------------------------

const t = await createTestApp({
  // Throttling would answer 429 before the validation under test runs.
  config: {
    authLimits: {
      loginPerAccount: 1e6,
      loginPerAccountAddress: 1e6,
      loginPerIp: 1e6,
      mailPerIp: 1e6,
      mailPerEmail: 1e6,
      // (the same time for every answer of forgot-password: nothing this test looks at)
      forgotMinMs: 0,
      registerMinMs: 0,
    },
  },
});
afterAll(() => t.close());

const images = [
  await makeImage('jpeg', { width: 64, height: 48 }),
  await makeImage('png', { width: 16, height: 16 }),
];
const adminId = Number(
  (await t.db.selectFrom('users').select('id').where('email', '=', t.admin.email).executeTakeFirstOrThrow())
    .id,
);
const callers: Callers = { admin: t.admin.token, student: '', adminId };

/** The admin's session and a student with a live session, made again when a case ended them. */
async function ensureCallers(): Promise<void> {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  if ((await me(callers.admin)).statusCode !== 200) {
    await t.db.updateTable('users').set({ is_active: true }).where('id', '=', adminId).execute();
    callers.admin = (await createSession(t.db, t.config, adminId)).token;
  }
  if (!callers.student || (await me(callers.student)).statusCode !== 200)
    callers.student = (await t.createMahasiswaUser()).token!;
  // A closed registration would answer 403 before any check of the body.
  await t.db.updateTable('app_settings').set({ registrasi: 'open' }).execute();
}

const routes: Route[] = seen
  .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.url === r.url) === i)
  .map((r) => {
    const def = [...RESOURCES]
      .sort((a, b) => b.apiPath.length - a.apiPath.length)
      .find((d) => r.url === `/api${d.apiPath}` || r.url.startsWith(`/api${d.apiPath}/`));
    const bodyFields = [
      ...Object.keys(r.schema?.body?.properties ?? {}),
      ...(HANDLER_FIELDS.find(([pattern]) => pattern.test(r.url))?.[1] ?? []),
    ];
    return { method: r.method, url: r.url, def, bodyFields };
  });

/** A fixed seed per route, so adding a route does not change the cases of the others. */
const seedOf = (key: string) => SEED ^ createHash('sha256').update(key).digest().readInt32LE(0);

describe('every API route answers hostile input with a 4xx, never a 5xx', () => {
  beforeEach(ensureCallers);

  it('found the routes of every module, hidden ones included', () => {
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const key of [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'GET /api/mahasiswa/mahasiswa',
      'PUT /api/mahasiswa/mahasiswa/:id',
      'POST /api/mahasiswa/mahasiswa/import',
      'GET /api/file/file/:id/:variant',
      'GET /api/mahasiswa/galeri/photos',
      'PUT /api/profile',
      'GET /api/health',
      'GET /api/*',
    ])
      expect(keys).toContain(key);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (key, route) => {
      let sent = 0;
      const details = await fc.check(
        fc.asyncProperty(requestOf(t, route, images), async (req) => {
          failures.length = 0;
          const res = await send(t, callers, route, req);
          sent++;
          // A database data error that reached the error handler: answered by the net, not a check.
          const caught = failures.some((error) => dataError(error) !== undefined);
          if ((res.statusCode >= 500 && !notBuilt(res)) || caught)
            throw new Error(describeCase(route, req, res.statusCode, res.body, failures[0]));
        }),
        {
          seed: seedOf(key),
          numRuns: RUNS,
          examples: (REGRESSIONS[key] ?? []).map((req) => [req] as [Req]),
          endOnFailure: true,
        },
      );
      // The case as describeCase put it (fast-check's own report would print every long text in full).
      if (details.failed) {
        const error = details.errorInstance as Error | undefined;
        throw new Error(
          `${error?.message ?? 'failed'}\n(seed ${details.seed}, path ${details.counterexamplePath})`,
        );
      }
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    },
    // A hang is caught per request (REQUEST_TIMEOUT_MS); this only has to outlast the cases.
    60_000 + RUNS * 1_000,
  );
});
