/**
 * What the shared code knows of each field type, in one record keyed by type: TypeScript refuses a
 * `FieldType` without an entry, and each entry sees its own member of `FieldDef` (the enum entry
 * has `options`). The zod schema of a value (domain/validation.ts: the server's check and the
 * browser form's), how raw input is tidied before it, how order rules compare values, and the
 * defaults a configured resource derives from its fields (domain/config/resolve.ts). The server has
 * its own record (server/crud/field-types.ts), the screens theirs (src/resources/generic/fieldTypes).
 */
import type { z as zod } from 'zod';
import { msg, type Msg } from './messages';
import { PATTERNS } from './options';
import { IMAGE_KEY } from './image';
import type { EnumOption, FieldDef, FieldOf, FieldType } from './resource';
import { LANGUAGE_CODES, labelIn } from './config/label';

/**
 * The choices of an enum as a message names them, in the message's language: "Draft (draft),
 * Published (published)"; the id alone where it is the name ("S1"). An import cell may give either.
 */
function optionList(options: readonly EnumOption[]) {
  const texts = (code: string) =>
    options
      .map((o) => {
        const name = labelIn(o.name, code) ?? o.id;
        return name.toLowerCase() === o.id.toLowerCase() ? o.id : `${name} (${o.id})`;
      })
      .join(', ');
  return { label: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, texts(code)])) };
}

/**
 * Zod, handed to a type's `schema` by its one caller (domain/validation.ts): the registry itself
 * imports no zod, so what reads only its other entries (a list's columns, the resolved
 * declarations) loads without it; a browser fetches zod with the first form.
 */
export type Zod = typeof zod;

export interface DomainFieldType<F extends FieldDef = FieldDef> {
  /** The zod schema of one non-null value of the field. */
  schema(f: F, z: Zod): zod.ZodType;
  /**
   * Raw input made ready for the schema, after text was trimmed and '' made null (numeric text
   * to a number for number fields). Values it does not know are returned unchanged.
   */
  tidy?(value: unknown): unknown;
  /** Text input is taken as sent, not trimmed (passwords). */
  untrimmed?: true;
  /**
   * The value as order rules and `notInFuture` compare it with `<` (dates and times as text,
   * datetimes and numbers as numbers); undefined when missing or malformed. Types without it are
   * never compared.
   */
  comparable?(value: unknown): string | number | undefined;
  /** `notInFuture`: the latest comparable value that is not in the future. */
  latest?(now: Date): string | number;
  /** Defaults of a configured resource: which of its fields are searched, filtered, sorted, listed. */
  searched?: true;
  filtered?: true;
  sorted?: true;
  listed?: true;
}

/** Zod issues carry text only: a message travels through zod as its JSON (validation.ts decodes it). */
export const carry = (m: Msg): string => JSON.stringify(m);

const REQUIRED = carry(msg.validation.required());

/** HH:MM or HH:MM:SS of one day. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The year 0000 is in no calendar PostgreSQL knows (1 BC is followed by AD 1). */
const YEAR_ZERO = /^0000-/;
export const notYearZero = (s: string) => !YEAR_ZERO.test(s);

/** HH:MM or HH:MM:SS within a day: the rule of a `time` value. */
export const isTimeOfDay = (v: unknown): v is string => typeof v === 'string' && TIME.test(v);

/** Texts never hold NUL characters (PostgreSQL cannot store them). */
export const hasNul = (s: string): boolean => s.includes('\u0000');

/** An id as text: its decimal digits alone, no sign, leading zero, spaces, exponent or fraction. */
const ID_TEXT = /^[1-9][0-9]{0,15}$/;

/**
 * An id (of a record's `bigint` id column), from a JSON number or from text (a path, a query, a
 * form): a whole number from 1 to Number.MAX_SAFE_INTEGER, as text written only in its own digits.
 * Undefined for anything else: `0x10`, ` 1`, `1e1`, `01`, `-1`, `1.0`, 2^53 are no ids. The one rule
 * of ids everywhere: path parameters, filters, body references (the `reference` schema below).
 */
export function idOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && ID_TEXT.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** Text of an id becomes the id (anything else is left for the schema to refuse). */
const idText = (v: unknown): unknown => (typeof v === 'string' ? (idOf(v) ?? v) : v);

/** The range of an `int` field's `integer` column. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** The range of a `year` field where the declaration sets none (the years a date can hold). */
export const YEAR_MIN = 1;
export const YEAR_MAX = 9999;

const PATTERN_NAMES = new Map<string, keyof typeof PATTERNS>(
  (Object.keys(PATTERNS) as (keyof typeof PATTERNS)[]).map((name) => [PATTERNS[name], name]),
);

/** The message of a pattern: its own for the shared PATTERNS (e.g. "5 to 20 digits" for a NIM), else generic. */
export function patternMessage(pattern: string): Msg {
  const name = PATTERN_NAMES.get(pattern);
  return name ? msg.validation.patterns[name]() : msg.validation.pattern();
}

/**
 * Today's date where it is latest on Earth (UTC+14): a date up to this one is not in the future for
 * anyone, whatever the time zone of the server or the browser.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Error for a wrong type, or "required" when the value is missing. */
const typeError = (m: Msg) => {
  const message = carry(m);
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? REQUIRED : message;
};

const NUL = carry(msg.validation.nul());

/** A string, refused with its own message when it holds a NUL character (then no other check runs). */
const str = (z: Zod, error: Parameters<Zod['string']>[0]) =>
  z.string(error).refine((s) => !hasNul(s), { error: NUL, abort: true });

const minLength = (min: number) => carry(msg.validation.minLength({ min }));
const maxLength = (max: number) => carry(msg.validation.maxLength({ max }));

interface Lengths {
  minLength?: number;
  maxLength?: number;
}

function withLength(s: zod.ZodString, f: Lengths): zod.ZodString {
  let out = s;
  if (f.minLength !== undefined) out = out.min(f.minLength, { error: minLength(f.minLength) });
  if (f.maxLength !== undefined) out = out.max(f.maxLength, { error: maxLength(f.maxLength) });
  return out;
}

function withRange(n: zod.ZodNumber, f: { min?: number; max?: number }): zod.ZodNumber {
  let out = n;
  if (f.min !== undefined) out = out.min(f.min, { error: carry(msg.validation.min({ min: f.min })) });
  if (f.max !== undefined) out = out.max(f.max, { error: carry(msg.validation.max({ max: f.max })) });
  return out;
}

const M = {
  text: msg.validation.text(),
  email: msg.validation.email(),
  url: msg.validation.url(),
  image: msg.validation.image(),
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

/** A text of free content (text, longtext): lengths, required means at least one character, pattern. */
function freeText(f: FieldOf<'text' | 'longtext'>, z: Zod): zod.ZodType {
  let s = withLength(str(z, { error: typeError(M.text) }), f);
  if (f.required)
    s = s.min(Math.max(1, f.minLength ?? 1), {
      error: f.minLength ? minLength(f.minLength) : REQUIRED,
    });
  if (f.pattern) s = s.regex(new RegExp(f.pattern), { error: carry(patternMessage(f.pattern)) });
  return s;
}

/** Numeric text from a form or a query becomes a number. */
const numeric = (v: unknown): unknown => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);

function decimals(z: Zod, f: { min?: number; max?: number }, scale: number | undefined): zod.ZodType {
  let n = withRange(z.number({ error: typeError(M.number) }), f);
  if (scale !== undefined) n = n.multipleOf(10 ** -scale, { error: carry(msg.validation.scale({ scale })) });
  return n;
}

/** A number of a form or the database (numeric columns may arrive as text). */
function comparableNumber(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

const LISTED_TEXT = { sorted: true, listed: true } as const;

/** A whole number within `min` and `max`, with the catalog's messages. */
const wholeNumber = (z: Zod, min: number, max: number) =>
  withRange(z.number({ error: typeError(M.integer) }).int({ error: carry(M.integer) }), { min, max });

/** What whole numbers (`int`, `year`) share besides their range. */
const WHOLE_NUMBER = { tidy: numeric, comparable: comparableNumber, sorted: true, listed: true } as const;

export const DOMAIN_FIELD_TYPES: { readonly [T in FieldType]: DomainFieldType<FieldOf<T>> } = {
  text: { schema: freeText, searched: true, ...LISTED_TEXT },
  longtext: { schema: freeText },
  email: {
    schema: (f, z) =>
      z
        .email({ error: typeError(M.email) })
        .max(f.maxLength ?? 254, { error: maxLength(f.maxLength ?? 254) }),
    searched: true,
    ...LISTED_TEXT,
  },
  url: {
    schema: (f, z) =>
      z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: typeError(M.url) })
        .max(f.maxLength ?? 300, { error: maxLength(f.maxLength ?? 300) })
        .refine((s) => !hasNul(s), { error: NUL }),
    searched: true,
    ...LISTED_TEXT,
  },
  phone: {
    schema: (f, z) =>
      str(z, { error: typeError(M.phone) }).regex(new RegExp(f.pattern ?? PATTERNS.phone), {
        error: carry(M.phone),
      }),
    searched: true,
    ...LISTED_TEXT,
  },
  // an `integer` (int4) column: its range where the declaration sets no bound
  int: { ...WHOLE_NUMBER, schema: (f, z) => wholeNumber(z, f.min ?? INT4_MIN, f.max ?? INT4_MAX) },
  // a calendar year (a cohort, angkatan): 1 to 9999 unless narrowed; filtered by default
  year: {
    ...WHOLE_NUMBER,
    schema: (f, z) => wholeNumber(z, f.min ?? YEAR_MIN, f.max ?? YEAR_MAX),
    filtered: true,
  },
  decimal: {
    schema: (f, z) => decimals(z, f, f.scale),
    tidy: numeric,
    comparable: comparableNumber,
    sorted: true,
    listed: true,
  },
  money: {
    schema: (f, z) => decimals(z, f, 2),
    tidy: numeric,
    comparable: comparableNumber,
    sorted: true,
    listed: true,
  },
  boolean: {
    schema: (_f, z) => z.boolean({ error: typeError(M.boolean) }),
    filtered: true,
    sorted: true,
    listed: true,
  },
  date: {
    schema: (_f, z) => z.iso.date({ error: typeError(M.date) }).refine(notYearZero, { error: carry(M.date) }),
    comparable: (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined),
    latest: latestToday,
    filtered: true,
    sorted: true,
    listed: true,
  },
  time: {
    schema: (_f, z) => z.string({ error: typeError(M.time) }).regex(TIME, { error: carry(M.time) }),
    // HH:MM from a form, HH:MM:SS from the database.
    comparable: (v) => (typeof v === 'string' && TIME.test(v) ? (v.length === 5 ? `${v}:00` : v) : undefined),
    sorted: true,
    listed: true,
  },
  datetime: {
    schema: (_f, z) =>
      z.iso
        .datetime({ offset: true, error: typeError(M.datetime) })
        .refine(notYearZero, { error: carry(M.datetime) }),
    comparable: (v) => {
      const t = typeof v === 'string' ? Date.parse(v) : NaN;
      return Number.isNaN(t) ? undefined : t;
    },
    latest: (now) => now.getTime(),
    sorted: true,
    listed: true,
  },
  enum: {
    schema: (f, z) => {
      const ids = f.options.map((o) => o.id);
      return z.enum(ids as [string, ...string[]], {
        error: typeError(msg.validation.enum({ values: optionList(f.options) })),
      });
    },
    filtered: true,
    sorted: true,
    listed: true,
  },
  reference: {
    // An id (idOf): a safe whole number from 1; text only in its own digits.
    schema: (_f, z) =>
      z
        .number({ error: typeError(M.reference) })
        .int({ error: carry(M.reference) })
        .positive({ error: carry(M.reference) })
        .max(Number.MAX_SAFE_INTEGER, { error: carry(M.reference) }),
    tidy: idText,
    filtered: true,
    listed: true,
  },
  references: {
    schema: (_f, z) => {
      const item = carry(M.references);
      return z
        .array(
          z
            .number({ error: item })
            .int({ error: item })
            .positive({ error: item })
            .max(Number.MAX_SAFE_INTEGER, { error: item }),
          { error: typeError(M.references) },
        )
        .max(1000, { error: carry(msg.validation.listItems({ max: 1000 })) });
    },
    // Ids as numbers (idOf), each once.
    tidy: (v) => (Array.isArray(v) ? [...new Set(v.map(idText))] : v),
  },
  color: {
    schema: (f, z) =>
      str(z, { error: typeError(M.color) }).regex(new RegExp(f.pattern ?? PATTERNS.color), {
        error: carry(M.color),
      }),
    ...LISTED_TEXT,
  },
  // the storage key of an upload (domain/image.ts), never a typed address
  image: {
    schema: (f, z) =>
      str(z, { error: typeError(M.image) })
        .max(f.maxLength ?? 300, { error: maxLength(f.maxLength ?? 300) })
        .regex(IMAGE_KEY, { error: carry(M.image) }),
    listed: true,
  },
  list: {
    schema: (f, z) =>
      z
        .array(withLength(str(z, { error: carry(M.list) }), { maxLength: f.maxLength }), {
          error: typeError(M.list),
        })
        .max(100, { error: carry(msg.validation.listItems({ max: 100 })) }),
  },
  password: {
    schema: (f, z) => withLength(str(z, { error: typeError(M.text) }), f),
    untrimmed: true,
  },
};

/** The entry of a field's type. */
export function fieldType(f: FieldDef): DomainFieldType {
  return DOMAIN_FIELD_TYPES[f.type];
}

/** The entry of a type named by an unchecked config (undefined for a type that does not exist). */
export function knownFieldType(type: string): DomainFieldType | undefined {
  return Object.hasOwn(DOMAIN_FIELD_TYPES, type) ? DOMAIN_FIELD_TYPES[type as FieldType] : undefined;
}

/** Every field type, in the registry's order. */
export const FIELD_TYPES = Object.keys(DOMAIN_FIELD_TYPES) as readonly FieldType[];
