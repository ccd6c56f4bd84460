/**
 * What the server knows of each field type, in one record keyed by type: TypeScript refuses a
 * `FieldType` without an entry, and each entry sees its own member of `FieldDef` (the enum entry
 * has `options`). The column of the schema (server/db/schema), the list filter's value
 * (./params.ts), the OpenAPI schema of a stored value (./openapi.ts), the import's cell and template
 * example (./import-rows.ts, ./import.ts), the value read from or written to the column
 * (./queries.ts) and the checks of a new value against what is stored (./service.ts). The checks of
 * a written value by itself are shared with the browser: domain/field-types.ts.
 */
import { sql } from 'kysely';
import { INT4_MAX, INT4_MIN, YEAR_MAX, YEAR_MIN, hasNul, idOf, isTimeOfDay } from '../../domain/field-types';
import { isCalendarDate, isDateTime } from '../../domain/validation';
import { labelTexts } from '../../domain/config/label';
import type { FieldDef, FieldOf, FieldType } from '../../domain/resource';
import type { Msg } from '../../domain/messages';
import { imageKeyProblem, type ImageWrite } from '../files/image-owner';
import type { Cell } from './import-file';

export type JsonSchema = Record<string, unknown>;

/** What a filter parser answers for a value it refuses (the list answers 400 naming the filter). */
export const INVALID: unique symbol = Symbol('invalid filter value');

export interface ServerFieldType<F extends FieldDef = FieldDef> {
  /**
   * SQL type of the field's column in its resource's table, or null for a type that is never such a
   * column (`references` lives in its `through` link table, a `password` is hashed into another column).
   */
  column(f: F): string | null;
  /**
   * One value of a list filter (`{"field": value}`, each of `{"field": [values]}`, a range's bound)
   * converted for the query, or INVALID. Null: the type cannot be filtered.
   */
  filter: ((value: unknown, f: F) => unknown) | null;
  /** Offers the range filters `<field>_gte` / `<field>_lte`. */
  range?: true;
  /** The OpenAPI 3.0 schema of a stored value (records; request bodies come from the zod schema). */
  openapi(f: F): JsonSchema;
  /** The OpenAPI `format` of the field's integers in request bodies (the JSON Schema from zod has none). */
  integerFormat?: 'int32' | 'int64';
  /**
   * An import cell converted to what the field's validator expects (invalid input is left for it to
   * report). Null: the type is never imported (files, passwords).
   */
  cell: ((c: Cell, f: F) => unknown) | null;
  /** A valid value for the import template's example row ('' when there is none to show). */
  example(f: F): string;
  /** A value read from the column, made the same whichever driver answered. */
  fromDb?(value: unknown): unknown;
  /** A non-null value as written to the column. */
  toDb?(value: unknown): unknown;
  /**
   * Checks a new non-null value (a created row's, or one an update changes) against what is stored,
   * in the write's transaction: a message for beside the field, or null when it may be written.
   */
  stored?(value: unknown, at: ImageWrite): Promise<Msg | null>;
}

/** varchar sized by the declared maxLength, else a size that fits the type. */
const varchar =
  (fallback: number) =>
  (f: { maxLength?: number }): string =>
    `varchar(${f.maxLength ?? fallback})`;

/** Ids and references: `bigint` columns, sent as JSON numbers, so at most Number.MAX_SAFE_INTEGER. */
export const idSchema = (): JsonSchema => ({
  type: 'integer',
  format: 'int64',
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
});

/** A cell as trimmed text, null when empty (a date cell as its day). */
export function cellText(c: Cell): string | null {
  if (c === null || c === undefined) return null;
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  const s = String(c).trim();
  return s === '' ? null : s;
}

const TRUE = new Set(['true', '1', 'ya', 'y', 'yes', 'aktif']);
const FALSE = new Set(['false', '0', 'tidak', 't', 'no', 'n', 'nonaktif']);

/**
 * Filters parse by the rules of a written value (domain/field-types.ts), so a value the database
 * would refuse is a 400, never a 500: texts (and numbers given for them) without NUL characters.
 */
const textFilter = (value: unknown): unknown =>
  (typeof value === 'string' && !hasNul(value)) || typeof value === 'number' ? String(value) : INVALID;

/** Filters: a whole number (also as text). */
const integerFilter = (value: unknown): unknown => {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof n !== 'number' || !Number.isSafeInteger(n) ? INVALID : n;
};

/** Filters: an id (domain/field-types.ts `idOf`: 1 to Number.MAX_SAFE_INTEGER, also as its digits). */
const idFilter = (value: unknown): unknown => idOf(value) ?? INVALID;

/** Filters: any finite number (also as text). */
const numberFilter = (value: unknown): unknown => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n !== 'number' || !Number.isFinite(n) ? INVALID : n;
};

/** A whole-number filter within the `integer` column's range (unless the declaration widens it). */
const intFilter = (value: unknown, f: { min?: number; max?: number }): unknown => {
  const n = integerFilter(value);
  if (n === INVALID) return n;
  const low = Math.min(INT4_MIN, f.min ?? INT4_MIN);
  const high = Math.max(INT4_MAX, f.max ?? INT4_MAX);
  return (n as number) < low || (n as number) > high ? INVALID : n;
};

/** Import: a number cell, or text with spaces and a decimal comma. */
const numberCell = (c: Cell): unknown => {
  const s = cellText(c);
  if (s === null) return null;
  if (typeof c === 'number') return c;
  const n = Number(s.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : s;
};

/** Import: the cell's text. */
const textCell = (c: Cell): unknown => cellText(c);

/** numeric and bigint columns may arrive as text. */
const numberFromDb = (v: unknown): unknown => (typeof v === 'string' ? Number(v) : v);

const string = (): JsonSchema => ({ type: 'string' });
const example = (value: string) => () => value;

/** What texts share: a text filter, a string, the cell's text, no example. */
const TEXT = { filter: textFilter, openapi: string, cell: textCell, example: example('') } as const;

/** What whole numbers (`int`, `year`) share: an `integer` column, its filters, int32 in OpenAPI. */
const WHOLE_NUMBER = {
  column: () => 'integer',
  filter: intFilter,
  range: true,
  openapi: (): JsonSchema => ({ type: 'integer', format: 'int32' }),
  integerFormat: 'int32',
  cell: numberCell,
  fromDb: numberFromDb,
} as const;

export const SERVER_FIELD_TYPES: { readonly [T in FieldType]: ServerFieldType<FieldOf<T>> } = {
  text: {
    ...TEXT,
    column: varchar(255),
    // a code typed as a number in a spreadsheet is still a code
    cell: (c) => (typeof c === 'number' ? String(c) : cellText(c)),
  },
  longtext: { ...TEXT, column: () => 'text' },
  email: { ...TEXT, column: varchar(254), example: example('nama@example.ac.id') },
  url: { ...TEXT, column: varchar(300), example: example('https://example.ac.id') },
  phone: { ...TEXT, column: varchar(20), example: example('+62 812 3456 7890') },
  int: { ...WHOLE_NUMBER, example: (f) => String(f.min ?? 1) },
  year: {
    ...WHOLE_NUMBER,
    // this year, within the declared range
    example: (f) =>
      String(Math.min(f.max ?? YEAR_MAX, Math.max(f.min ?? YEAR_MIN, new Date().getFullYear()))),
  },
  decimal: {
    column: (f) => `numeric(12,${f.scale ?? 2})`,
    filter: numberFilter,
    range: true,
    openapi: () => ({ type: 'number' }),
    cell: numberCell,
    example: (f) => String(f.min ?? 0),
    fromDb: numberFromDb,
  },
  money: {
    column: () => 'numeric(14,2)',
    filter: numberFilter,
    range: true,
    openapi: () => ({ type: 'number' }),
    cell: numberCell,
    example: (f) => String(f.min ?? 0),
    fromDb: numberFromDb,
  },
  boolean: {
    column: () => 'boolean',
    filter: (value) =>
      value === true || value === 'true' ? true : value === false || value === 'false' ? false : INVALID,
    openapi: () => ({ type: 'boolean' }),
    cell: (c) => {
      const s = cellText(c);
      if (s === null) return null;
      if (typeof c === 'boolean') return c;
      return TRUE.has(s.toLowerCase()) ? true : FALSE.has(s.toLowerCase()) ? false : s;
    },
    example: example('true'),
  },
  date: {
    column: () => 'date',
    filter: (value) => (isCalendarDate(value) ? value : INVALID),
    range: true,
    openapi: () => ({ type: 'string', format: 'date' }),
    // a date cell, or d/m/yyyy (also with . or -) as people type it
    cell: (c) => {
      if (c instanceof Date) return c.toISOString().slice(0, 10);
      const s = cellText(c);
      if (s === null) return null;
      const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
      return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : s;
    },
    example: example('2026-01-31'),
    // PGlite gives a date column as a Date at midnight UTC
    fromDb: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  },
  time: {
    ...TEXT,
    column: () => 'time',
    filter: (value) => (isTimeOfDay(value) ? value : INVALID),
    range: true,
    example: example('08:00'),
  },
  datetime: {
    column: () => 'timestamptz',
    // a day (the date inputs of the filter bar) or a date and time, also with a space for the T
    filter: (value) =>
      isCalendarDate(value) ||
      (typeof value === 'string' && isDateTime(value.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T')))
        ? value
        : INVALID,
    range: true,
    openapi: () => ({ type: 'string', format: 'date-time' }),
    cell: (c) => (c instanceof Date ? c.toISOString() : cellText(c)),
    example: example(''),
  },
  enum: {
    // the longest option id, at least 20 (room for options added later without a type change)
    column: (f) => `varchar(${Math.max(20, ...f.options.map((o) => o.id.length))})`,
    filter: textFilter,
    openapi: (f) => ({ type: 'string', enum: f.options.map((o) => o.id) }),
    // by id or by name (in any language), in any case
    cell: (c, f) => {
      const s = cellText(c);
      if (s === null) return null;
      // the id, or the option's text in any language
      const wanted = s.toLowerCase();
      const o = f.options.find((x) => [x.id, ...labelTexts(x.name)].some((t) => t.toLowerCase() === wanted));
      return o ? o.id : s;
    },
    example: (f) => f.options[0]?.id ?? '',
  },
  reference: {
    column: () => 'bigint',
    filter: idFilter,
    openapi: idSchema,
    integerFormat: 'int64',
    cell: textCell,
    example: example(''),
    fromDb: numberFromDb,
  },
  references: {
    column: () => null,
    filter: idFilter,
    openapi: () => ({ type: 'array', items: idSchema() }),
    integerFormat: 'int64',
    cell: textCell,
    example: example(''),
  },
  color: { ...TEXT, column: () => 'varchar(7)', example: example('#7366ff') },
  // only a key stored for this very field, held by no other row (server/files/image-owner.ts)
  image: { ...TEXT, column: varchar(300), cell: null, stored: imageKeyProblem },
  list: {
    column: () => 'jsonb',
    filter: null,
    openapi: () => ({ type: 'array', items: { type: 'string' } }),
    cell: textCell,
    example: example(''),
    toDb: (v) => sql`${JSON.stringify(v)}::jsonb`,
  },
  password: { ...TEXT, column: () => null, cell: null },
};

/**
 * The entry of a field's type. Each entry takes its own member of `FieldDef`; looked up by the
 * field's own type, it is given only that member.
 */
export function serverFieldType(f: FieldDef): ServerFieldType {
  return SERVER_FIELD_TYPES[f.type] as ServerFieldType;
}
