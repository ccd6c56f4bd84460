/**
 * CSV cells no spreadsheet runs as a formula (OWASP "CSV injection"), shared by every CSV the app
 * writes: the browser's list export (src/resources/generic/exporter.ts) and the server's import
 * template (server/crud/import.ts).
 */

/** What a spreadsheet may take for the start of a formula: `=`, `+`, `-`, `@`, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it may go into a CSV: text that starts like a formula gets a leading `'`, which
 * spreadsheets read as "this is text" and do not evaluate (`=HYPERLINK(...)` arrives as the text
 * `'=HYPERLINK(...)`). Only text changes: a number, such as a negative amount of a money field (the
 * API sends numbers as JSON numbers), keeps its minus sign and stays a number in the spreadsheet; a
 * boolean, null or undefined stays as it is. Numeric text ("-5") is text and is neutralised.
 */
export function csvSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One field of a CSV line: made safe as above, then quoted (quotes doubled) when it holds a quote, a
 * separator (`,` or `;`, the two the import reads) or a line break.
 */
export function csvField(value: unknown): string {
  const text = String(csvSafe(value ?? ''));
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The way back, for a CSV the app reads (the import): the `'` before text that starts like a
 * formula goes, so that an exported list or the import template, saved again as it is, imports the
 * values that were written (`'+62 812…` is the phone number `+62 812…`).
 */
export function csvUnescape(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
