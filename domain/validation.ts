/**
 * Zod schemas built from a resource declaration, shared by the server (authoritative) and the client.
 * - create: required fields must be present and not null; optional fields may be null or absent.
 * - update: every field optional (partial); null clears an optional field, a required field cannot be null.
 * - readOnly fields are never accepted; createOnly fields only on create; unknown keys are dropped.
 * Messages are catalog messages (domain/messages): the server answers them in the caller's language,
 * the client's validators use the same ones.
 */
import { z } from 'zod';
import { fieldType, notYearZero } from './field-types';
import { isMsg, msg, type Msg } from './messages';
import { fieldWord } from './messages/words';
import type { FieldDef, ResourceDef } from './resource';

export { suggestPredikat, type Predikat } from './predikat';
export { INT4_MAX, INT4_MIN, latestToday, patternMessage } from './field-types';

export type WriteMode = 'create' | 'update';
export type FieldErrors = Record<string, Msg[]>;

/** Zod issues carry text only: a message travels through zod as its JSON (domain/field-types.ts `carry`). */
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

/** The schema of one non-null value of a field (its type's entry in domain/field-types.ts). */
export function valueSchema(f: FieldDef): z.ZodType {
  return fieldType(f).schema(f, z);
}

const CALENDAR_DATE = z.iso.date().refine(notYearZero);
const DATE_TIME = z.iso.datetime({ offset: true, local: true }).refine(notYearZero);

/** YYYY-MM-DD of a real calendar day (2026-02-31 is not one, nor 0000-01-01): the rule of a `date` value. */
export const isCalendarDate = (v: unknown): v is string => CALENDAR_DATE.safeParse(v).success;

/**
 * An ISO 8601 date and time of a real day, with or without an offset (`2026-07-01T08:00`,
 * `2026-07-01T08:00:00+07:00`); a `datetime` value written needs the offset.
 */
export const isDateTime = (v: unknown): v is string => DATE_TIME.safeParse(v).success;

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
 * Tidies raw input before validation: keeps only writable fields, trims text (not passwords), turns ''
 * into null, then lets the field's type tidy the rest (numeric strings into numbers for number and
 * reference fields, id lists without repeats), and (on create) fills declared defaults.
 */
export function normalizeInput(def: ResourceDef, mode: WriteMode, input: unknown): Record<string, unknown> {
  const source =
    input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [name, f] of writableFields(def, mode)) {
    const v = normalizeValue(
      f,
      mode,
      Object.prototype.hasOwnProperty.call(source, name) ? source[name] : undefined,
    );
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** One field's raw value tidied as `normalizeInput` tidies it (undefined: the field is left out). */
export function normalizeValue(f: FieldDef, mode: WriteMode, value: unknown): unknown {
  const type = fieldType(f);
  let v = value;
  if (typeof v === 'string') {
    if (!type.untrimmed) v = v.trim();
    if (v === '') v = null;
  }
  if (type.tidy) v = type.tidy(v);
  if (v === undefined && mode === 'create' && f.default !== undefined && f.default !== null) v = f.default;
  return v;
}

const fieldCache = new WeakMap<FieldDef, Partial<Record<WriteMode, z.ZodType>>>();

/**
 * The first problem `validateInput` finds in one field's raw value (undefined when there is none):
 * the same tidying, the same schema, the same message, with neither the other fields nor the
 * cross-field rules (`crossFieldErrors`). The browser form's validator of each field.
 */
export function fieldError(f: FieldDef, mode: WriteMode, value: unknown): Msg | undefined {
  const entry = fieldCache.get(f) ?? {};
  const schema = (entry[mode] ??= fieldSchema(f, mode));
  fieldCache.set(f, entry);
  const result = schema.safeParse(normalizeValue(f, mode, value));
  const first = result.success ? undefined : result.error.issues[0];
  return first ? carried(first.message) : undefined;
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

/** A value put in a form that compares with `<` (dates and times as text, datetimes and numbers as numbers). */
function comparable(f: FieldDef, v: unknown): string | number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return undefined;
    return f.type === 'date' ? v.toISOString().slice(0, 10) : v.getTime();
  }
  return fieldType(f).comparable?.(v);
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
    const limit = fieldType(f).latest?.(now) ?? now.getTime();
    if (typeof v === typeof limit && v > limit) (errors[name] ??= []).push(msg.validation.notInFuture());
  }
  for (const [earlier, later, strict] of def.order ?? []) {
    const fa = def.fields[earlier];
    const fb = def.fields[later];
    if (!fa || !fb || !checks(earlier, later)) continue;
    const a = comparable(fa, values[earlier]);
    const b = comparable(fb, values[later]);
    if (a === undefined || b === undefined || typeof a !== typeof b) continue;
    const field = options.labelOf?.(earlier) ?? fieldWord(def, earlier);
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
