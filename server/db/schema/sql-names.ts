/** Identifiers and literals of the generated DDL (plain PostgreSQL, also what PGlite runs). */
import { createHash } from 'node:crypto';

/** PostgreSQL cuts identifiers at 63 bytes (NAMEDATALEN - 1). */
const MAX_IDENTIFIER = 63;

const SIMPLE = /^[a-z_][a-z0-9_]*$/;

/** A table or column name a declaration may use: lower case, digits and `_`, at most 63 characters. */
export function isPlainIdentifier(name: string): boolean {
  return SIMPLE.test(name) && name.length <= MAX_IDENTIFIER;
}

/**
 * Name of a constraint or index: the parts joined by `_` (the names PostgreSQL itself gives, e.g.
 * `mahasiswa_pt_id_fkey`, which the API's 409 messages read), shortened with a hash beyond 63 characters.
 */
export function objectName(...parts: string[]): string {
  const name = parts.join('_');
  if (name.length <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - 9)}_${hash}`;
}

/** Reserved key words of PostgreSQL (and those that cannot name a column or table unquoted). */
const RESERVED = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization binary both case cast check ' +
    'collate collation column concurrently constraint create cross current_catalog current_date ' +
    'current_role current_schema current_time current_timestamp current_user default deferrable desc ' +
    'distinct do else end except false fetch for foreign freeze from full grant group having ilike in ' +
    'initially inner intersect into is isnull join lateral leading left like limit localtime ' +
    'localtimestamp natural not notnull null offset on only or order outer overlaps placing primary ' +
    'references returning right select session_user similar some symmetric system_user table ' +
    'tablesample then to trailing true union unique user using variadic verbose when where window with'
  ).split(' '),
);

/** An identifier as written in DDL: bare when plain, double-quoted when it is a reserved word. */
export function ident(name: string): string {
  return SIMPLE.test(name) && !RESERVED.has(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/** A declared `default` as a SQL literal; undefined for none (`null` and absent are the same). */
export function sqlLiteral(value: string | number | boolean | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`default ${value} is not a finite number`);
    return String(value);
  }
  // standard_conforming_strings is on (the default): only the quote needs doubling
  return `'${value.replaceAll("'", "''")}'`;
}
