/**
 * Zod schemas built from a resource declaration, shared by the server (authoritative) and the client.
 * - create: required fields must be present and not null; optional fields may be null or absent.
 * - update: every field optional (partial); null clears an optional field, a required field cannot be null.
 * - readOnly fields are never accepted; createOnly fields only on create; unknown keys are dropped.
 * Messages are catalog messages (domain/messages): the server answers them in the caller's language,
 * the client's validators use the same ones.
 */
import { z } from 'zod';
import { isMsg, labelParam, msg, type Msg } from './messages';
import { PATTERNS } from './options';
import type { FieldDef, ResourceDef } from './resource';

export { suggestPredikat, type Predikat } from './predikat';

export type WriteMode = 'create' | 'update';
export type FieldErrors = Record<string, Msg[]>;

const PATTERN_NAMES = new Map<string, keyof typeof PATTERNS>(
  (Object.keys(PATTERNS) as (keyof typeof PATTERNS)[]).map((name) => [PATTERNS[name], name]),
);

/** The message of a pattern: its own for the shared PATTERNS (e.g. "5 to 20 digits" for a NIM), else generic. */
export function patternMessage(pattern: string): Msg {
  const name = PATTERN_NAMES.get(pattern);
  return name ? msg.validation.patterns[name]() : msg.validation.pattern();
}

/** Zod issues carry text only: a message travels through zod as its JSON and comes out in issuesToErrors. */
const carry = (m: Msg): string => JSON.stringify(m);

function carried(text: string): Msg {
  if (text.startsWith('{')) {
    try {
      const m: unknown = JSON.parse(text);
      if (isMsg(m)) return m;
    } catch {
      /* not one of ours */
    }
  }
  return msg.validation.invalid();
}

const REQUIRED = carry(msg.validation.required());

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const NUMBER_TYPES = new Set(['int', 'decimal', 'money', 'reference']);
/** The range of an `int` field's `integer` column. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** Error for a wrong type, or "required" when the value is missing. */
const typeError = (m: Msg) => {
  const message = carry(m);
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? REQUIRED : message;
};

const minLength = (min: number) => carry(msg.validation.minLength({ min }));
const maxLength = (max: number) => carry(msg.validation.maxLength({ max }));

function withLength(s: z.ZodString, f: FieldDef): z.ZodString {
  let out = s;
  if (f.minLength !== undefined) out = out.min(f.minLength, { error: minLength(f.minLength) });
  if (f.maxLength !== undefined) out = out.max(f.maxLength, { error: maxLength(f.maxLength) });
  return out;
}

function withRange(n: z.ZodNumber, f: FieldDef): z.ZodNumber {
  let out = n;
  if (f.min !== undefined) out = out.min(f.min, { error: carry(msg.validation.min({ min: f.min })) });
  if (f.max !== undefined) out = out.max(f.max, { error: carry(msg.validation.max({ max: f.max })) });
  return out;
}

const M = {
  text: msg.validation.text(),
  email: msg.validation.email(),
  url: msg.validation.url(),
  phone: msg.validation.phone(),
  color: msg.validation.color(),
  integer: msg.validation.integer(),
  number: msg.validation.number(),
  boolean: msg.validation.boolean(),
  date: msg.validation.date(),
  time: msg.validation.time(),
  datetime: msg.validation.datetime(),
  reference: msg.validation.reference(),
  references: msg.validation.references(),
  list: msg.validation.list(),
};

/** The schema of one non-null value of a field. */
export function valueSchema(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'text':
    case 'longtext':
    case 'image': {
      let s = withLength(z.string({ error: typeError(M.text) }), f);
      if (f.required)
        s = s.min(Math.max(1, f.minLength ?? 1), {
          error: f.minLength ? minLength(f.minLength) : REQUIRED,
        });
      if (f.pattern) s = s.regex(new RegExp(f.pattern), { error: carry(patternMessage(f.pattern)) });
      return s;
    }
    case 'password':
      return withLength(z.string({ error: typeError(M.text) }), f);
    case 'email':
      return z
        .email({ error: typeError(M.email) })
        .max(f.maxLength ?? 254, { error: maxLength(f.maxLength ?? 254) });
    case 'url':
      return z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: typeError(M.url) })
        .max(f.maxLength ?? 300, { error: maxLength(f.maxLength ?? 300) });
    case 'phone':
      return z
        .string({ error: typeError(M.phone) })
        .regex(new RegExp(f.pattern ?? PATTERNS.phone), { error: carry(M.phone) });
    case 'color':
      return z
        .string({ error: typeError(M.color) })
        .regex(new RegExp(f.pattern ?? PATTERNS.color), { error: carry(M.color) });
    case 'int':
      // An `integer` (int4) column: its range where the declaration sets no bound.
      return withRange(z.number({ error: typeError(M.integer) }).int({ error: carry(M.integer) }), {
        ...f,
        min: f.min ?? INT4_MIN,
        max: f.max ?? INT4_MAX,
      });
    case 'decimal':
    case 'money': {
      let n = withRange(z.number({ error: typeError(M.number) }), f);
      const scale = f.scale ?? (f.type === 'money' ? 2 : undefined);
      if (scale !== undefined)
        n = n.multipleOf(10 ** -scale, { error: carry(msg.validation.scale({ scale })) });
      return n;
    }
    case 'boolean':
      return z.boolean({ error: typeError(M.boolean) });
    case 'date':
      return z.iso.date({ error: typeError(M.date) });
    case 'time':
      return z.string({ error: typeError(M.time) }).regex(TIME, { error: carry(M.time) });
    case 'datetime':
      return z.iso.datetime({ offset: true, error: typeError(M.datetime) });
    case 'enum': {
      const ids = (f.options ?? []).map((o) => o.id);
      return z.enum(ids as [string, ...string[]], {
        error: typeError(msg.validation.enum({ values: ids.join(', ') })),
      });
    }
    case 'reference':
      return z
        .number({ error: typeError(M.reference) })
        .int({ error: carry(M.reference) })
        .positive({ error: carry(M.reference) });
    case 'references': {
      const item = carry(M.references);
      return z
        .array(z.number({ error: item }).int({ error: item }).positive({ error: item }), {
          error: typeError(M.references),
        })
        .max(1000, { error: carry(msg.validation.listItems({ max: 1000 })) });
    }
    case 'list':
      return z
        .array(withLength(z.string({ error: carry(M.list) }), { ...f, minLength: undefined }), {
          error: typeError(M.list),
        })
        .max(100, { error: carry(msg.validation.listItems({ max: 100 })) });
  }
}

/** Fields a client may send for this mode (no readOnly; createOnly only on create). */
export function writableFields(def: ResourceDef, mode: WriteMode): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !f.readOnly && !(mode === 'update' && f.createOnly));
}

export function isRequired(f: FieldDef, mode: WriteMode): boolean {
  return Boolean(f.required || (mode === 'create' && f.requiredOnCreate));
}

function fieldSchema(f: FieldDef, mode: WriteMode): z.ZodType {
  const base = valueSchema(f);
  if (mode === 'create') return isRequired(f, mode) ? base : base.nullable().optional();
  return f.required ? base.optional() : base.nullable().optional();
}

const cache = new WeakMap<ResourceDef, Partial<Record<WriteMode, z.ZodObject>>>();

export function buildSchema(def: ResourceDef, mode: WriteMode): z.ZodObject {
  const entry = cache.get(def) ?? {};
  if (!entry[mode]) {
    entry[mode] = z.object(
      Object.fromEntries(writableFields(def, mode).map(([name, f]) => [name, fieldSchema(f, mode)])),
    );
    cache.set(def, entry);
  }
  return entry[mode];
}

/**
 * Tidies raw input before validation: keeps only writable fields, trims text, turns '' into null,
 * numeric strings into numbers for number and reference fields, and (on create) fills declared defaults.
 */
export function normalizeInput(def: ResourceDef, mode: WriteMode, input: unknown): Record<string, unknown> {
  const source =
    input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [name, f] of writableFields(def, mode)) {
    let v = Object.prototype.hasOwnProperty.call(source, name) ? source[name] : undefined;
    if (typeof v === 'string') {
      if (f.type !== 'password') v = v.trim();
      if (v === '') v = null;
      else if (NUMBER_TYPES.has(f.type) && /^-?\d+(\.\d+)?$/.test(v as string)) v = Number(v);
    }
    if (f.type === 'references' && Array.isArray(v)) {
      v = [...new Set(v.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)))];
    }
    if (v === undefined && mode === 'create' && f.default !== undefined && f.default !== null) v = f.default;
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** Zod issues grouped by field, as catalog messages. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (seen.has(`${key}\u0000${issue.message}`)) continue;
    seen.add(`${key}\u0000${issue.message}`);
    (errors[key] ??= []).push(carried(issue.message));
  }
  return errors;
}

export type Validated = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Today's date where it is latest on Earth (UTC+14): a date up to this one is not in the future for
 * anyone, whatever the time zone of the server or the browser.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A value put in a form that compares with `<` (dates and times as text, datetimes and numbers as numbers). */
function comparable(f: FieldDef, v: unknown): string | number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return undefined;
    return f.type === 'date' ? v.toISOString().slice(0, 10) : v.getTime();
  }
  switch (f.type) {
    case 'date':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined;
    case 'time':
      // HH:MM from a form, HH:MM:SS from the database.
      return typeof v === 'string' && TIME.test(v) ? (v.length === 5 ? `${v}:00` : v) : undefined;
    case 'datetime': {
      const t = typeof v === 'string' ? Date.parse(v) : NaN;
      return Number.isNaN(t) ? undefined : t;
    }
    case 'int':
    case 'decimal':
    case 'money': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    default:
      return undefined;
  }
}

export interface CrossFieldOptions {
  /** Only rules involving these fields are checked (an update checks what its patch touches). */
  touched?: Iterable<string>;
  now?: Date;
  /** How the other field is named in a message: its declared label unless given (the browser's own labels). */
  labelOf?: (name: string) => string;
}

/**
 * The cross-field rules of a declaration (`notInFuture` fields, `order` rules) over a whole record:
 * the new record on create, the stored row merged with the patch on update, the form's values in the
 * browser. Errors go on the field to fix (the later one of an order rule) and name the other field
 * by its declared label (or `labelOf`). Missing or malformed values are left to the field checks.
 */
export function crossFieldErrors(
  def: ResourceDef,
  values: Record<string, unknown>,
  options: CrossFieldOptions = {},
): FieldErrors {
  const touched = options.touched ? new Set(options.touched) : undefined;
  const checks = (...names: string[]) => !touched || names.some((n) => touched.has(n));
  const errors: FieldErrors = {};
  const now = options.now ?? new Date();
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.notInFuture || !checks(name)) continue;
    const v = comparable(f, values[name]);
    if (v === undefined) continue;
    const limit = f.type === 'date' ? latestToday(now) : now.getTime();
    if (typeof v === typeof limit && v > limit) (errors[name] ??= []).push(msg.validation.notInFuture());
  }
  for (const [earlier, later, strict] of def.order ?? []) {
    const fa = def.fields[earlier];
    const fb = def.fields[later];
    if (!fa || !fb || !checks(earlier, later)) continue;
    const a = comparable(fa, values[earlier]);
    const b = comparable(fb, values[later]);
    if (a === undefined || b === undefined || typeof a !== typeof b) continue;
    const field = options.labelOf?.(earlier) ?? labelParam(fa.label, earlier);
    if (strict ? b <= a : b < a)
      (errors[later] ??= []).push(
        strict ? msg.validation.after({ field }) : msg.validation.notBefore({ field }),
      );
  }
  return errors;
}

/**
 * Normalizes and validates a body for create or update. On create the cross-field rules are checked
 * too; an update checks them in the server against the stored row (server/crud/service.ts).
 */
export function validateInput(def: ResourceDef, mode: WriteMode, input: unknown): Validated {
  const normalized = normalizeInput(def, mode, input);
  const result = buildSchema(def, mode).safeParse(normalized);
  if (!result.success) return { ok: false, errors: issuesToErrors(result.error.issues) };
  if (mode === 'create') {
    const errors = crossFieldErrors(def, result.data as Record<string, unknown>);
    if (Object.keys(errors).length) return { ok: false, errors };
  }
  // Keep explicit nulls (they clear fields); zod keeps them too, but drops nothing we sent.
  return { ok: true, data: result.data as Record<string, unknown> };
}
