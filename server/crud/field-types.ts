/**
 * What the server knows of each field type, in one record keyed by type: TypeScript refuses a
 * `FieldType` without an entry. Today the column type of the schema (server/db/schema); validation,
 * filters and OpenAPI entries are meant to join each type's object here.
 */
import type { FieldDef, FieldType } from '../../domain/resource';

export interface ServerFieldType {
  /**
   * SQL type of the field's column in its resource's table, or null for a type that is never such a
   * column (`references` lives in its `through` link table, a `password` is hashed into another column).
   */
  column(f: FieldDef): string | null;
}

/** varchar sized by the declared maxLength, else a size that fits the type. */
const varchar =
  (fallback: number) =>
  (f: FieldDef): string =>
    `varchar(${f.maxLength ?? fallback})`;

export const SERVER_FIELD_TYPES: { readonly [T in FieldType]: ServerFieldType } = {
  text: { column: varchar(255) },
  longtext: { column: () => 'text' },
  email: { column: varchar(254) },
  url: { column: varchar(300) },
  phone: { column: varchar(20) },
  int: { column: () => 'integer' },
  decimal: { column: (f) => `numeric(12,${f.scale ?? 2})` },
  money: { column: () => 'numeric(14,2)' },
  boolean: { column: () => 'boolean' },
  date: { column: () => 'date' },
  time: { column: () => 'time' },
  datetime: { column: () => 'timestamptz' },
  // the longest option id, at least 20 (room for options added later without a type change)
  enum: { column: (f) => `varchar(${Math.max(20, ...(f.options ?? []).map((o) => o.id.length))})` },
  reference: { column: () => 'bigint' },
  references: { column: () => null },
  color: { column: () => 'varchar(7)' },
  image: { column: varchar(300) },
  list: { column: () => 'jsonb' },
  password: { column: () => null },
};
