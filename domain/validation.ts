/**
 * Zod schemas built from a resource declaration, shared by the server (authoritative) and the client.
 * - create: required fields must be present and not null; optional fields may be null or absent.
 * - update: every field optional (partial); null clears an optional field, a required field cannot be null.
 * - readOnly fields are never accepted; createOnly fields only on create; unknown keys are dropped.
 * Messages are stable English sentences (clients show them beside the field).
 */
import { z } from 'zod';
import { PATTERNS } from './options';
import type { FieldDef, ResourceDef } from './resource';

export { suggestPredikat, type Predikat } from './predikat';

export type WriteMode = 'create' | 'update';
export type FieldErrors = Record<string, string[]>;

export const MSG = {
  required: 'This field is required.',
  text: 'Must be text.',
  minLength: (n: number) => `Must be at least ${n} characters.`,
  maxLength: (n: number) => `Must be at most ${n} characters.`,
  pattern: 'Has an invalid format.',
  email: 'Must be a valid e-mail address.',
  url: 'Must be a valid URL starting with http:// or https://.',
  phone: 'Must be a valid phone number (digits, spaces, +, ( ) and -; 6 to 20 characters).',
  number: 'Must be a number.',
  integer: 'Must be a whole number.',
  min: (n: number) => `Must be at least ${n}.`,
  max: (n: number) => `Must be at most ${n}.`,
  scale: (n: number) => `Must have at most ${n} decimal places.`,
  boolean: 'Must be true or false.',
  date: 'Must be a date (YYYY-MM-DD).',
  time: 'Must be a time (HH:MM).',
  datetime: 'Must be a date and time (ISO 8601).',
  enum: (ids: readonly string[]) => `Must be one of: ${ids.join(', ')}.`,
  reference: 'Must be the id of an existing record.',
  references: 'Must be a list of record ids.',
  color: 'Must be a colour like #7366ff.',
  list: 'Must be a list of texts.',
  listItems: (n: number) => `Must have at most ${n} items.`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const NUMBER_TYPES = new Set(['int', 'decimal', 'money', 'reference']);

/** Error for a wrong type, or "required" when the value is missing. */
const typeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MSG.required : message;

function withLength(s: z.ZodString, f: FieldDef): z.ZodString {
  let out = s;
  if (f.minLength !== undefined) out = out.min(f.minLength, { error: MSG.minLength(f.minLength) });
  if (f.maxLength !== undefined) out = out.max(f.maxLength, { error: MSG.maxLength(f.maxLength) });
  return out;
}

function withRange(n: z.ZodNumber, f: FieldDef): z.ZodNumber {
  let out = n;
  if (f.min !== undefined) out = out.min(f.min, { error: MSG.min(f.min) });
  if (f.max !== undefined) out = out.max(f.max, { error: MSG.max(f.max) });
  return out;
}

/** The schema of one non-null value of a field. */
export function valueSchema(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'text':
    case 'longtext':
    case 'image': {
      let s = withLength(z.string({ error: typeError(MSG.text) }), f);
      if (f.required)
        s = s.min(Math.max(1, f.minLength ?? 1), {
          error: f.minLength ? MSG.minLength(f.minLength) : MSG.required,
        });
      if (f.pattern) s = s.regex(new RegExp(f.pattern), { error: f.patternMessage ?? MSG.pattern });
      return s;
    }
    case 'password':
      return withLength(z.string({ error: typeError(MSG.text) }), f);
    case 'email':
      return z
        .email({ error: typeError(MSG.email) })
        .max(f.maxLength ?? 254, { error: MSG.maxLength(f.maxLength ?? 254) });
    case 'url':
      return z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: typeError(MSG.url) })
        .max(f.maxLength ?? 300, { error: MSG.maxLength(f.maxLength ?? 300) });
    case 'phone':
      return z
        .string({ error: typeError(MSG.phone) })
        .regex(new RegExp(f.pattern ?? PATTERNS.phone), { error: MSG.phone });
    case 'color':
      return z
        .string({ error: typeError(MSG.color) })
        .regex(new RegExp(f.pattern ?? PATTERNS.color), { error: MSG.color });
    case 'int':
      return withRange(z.number({ error: typeError(MSG.integer) }).int({ error: MSG.integer }), f);
    case 'decimal':
    case 'money': {
      let n = withRange(z.number({ error: typeError(MSG.number) }), f);
      const scale = f.scale ?? (f.type === 'money' ? 2 : undefined);
      if (scale !== undefined) n = n.multipleOf(10 ** -scale, { error: MSG.scale(scale) });
      return n;
    }
    case 'boolean':
      return z.boolean({ error: typeError(MSG.boolean) });
    case 'date':
      return z.iso.date({ error: typeError(MSG.date) });
    case 'time':
      return z.string({ error: typeError(MSG.time) }).regex(TIME, { error: MSG.time });
    case 'datetime':
      return z.iso.datetime({ offset: true, error: typeError(MSG.datetime) });
    case 'enum': {
      const ids = (f.options ?? []).map((o) => o.id);
      return z.enum(ids as [string, ...string[]], { error: typeError(MSG.enum(ids)) });
    }
    case 'reference':
      return z
        .number({ error: typeError(MSG.reference) })
        .int({ error: MSG.reference })
        .positive({ error: MSG.reference });
    case 'references':
      return z
        .array(
          z
            .number({ error: MSG.references })
            .int({ error: MSG.references })
            .positive({ error: MSG.references }),
          {
            error: typeError(MSG.references),
          },
        )
        .max(1000, { error: MSG.listItems(1000) });
    case 'list':
      return z
        .array(withLength(z.string({ error: MSG.list }), { ...f, minLength: undefined }), {
          error: typeError(MSG.list),
        })
        .max(100, { error: MSG.listItems(100) });
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

/** Zod issues grouped by field. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export type Validated = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Normalizes and validates a body for create or update. */
export function validateInput(def: ResourceDef, mode: WriteMode, input: unknown): Validated {
  const normalized = normalizeInput(def, mode, input);
  const result = buildSchema(def, mode).safeParse(normalized);
  if (!result.success) return { ok: false, errors: issuesToErrors(result.error.issues) };
  // Keep explicit nulls (they clear fields); zod keeps them too, but drops nothing we sent.
  return { ok: true, data: result.data as Record<string, unknown> };
}
