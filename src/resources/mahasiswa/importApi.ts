/**
 * Bulk import of mahasiswa from CSV or XLSX (`POST /api/mahasiswa/mahasiswa/import`, multipart
 * `file`): `mode=preview` checks every row and changes nothing; `mode=commit` imports — refused
 * while any row has errors, unless `only_valid=true` explicitly imports just the valid rows.
 * `create_accounts=true` also creates each student's sign-in account (an e-mail invites them to
 * choose a password); rows that cannot get one are errors of the preview.
 */
import { api, httpClient } from '../../providers/httpClient';
import { clearOptions } from '../../providers/options';
import { mahasiswa } from '../../../domain/resources';

export interface ImportRow {
  /** The row's number as a spreadsheet shows it: the header row is 1, the first data row 2. */
  row: number;
  values: Record<string, unknown>;
  errors: Record<string, string | string[]> | null;
}

export interface ImportResult {
  rows: ImportRow[];
  valid: number;
  invalid: number;
  /** Header cells that name no importable field. */
  ignored_columns?: string[];
  /** Set by a preview: it was a dry run of the commit (the writes tried, then rolled back). */
  dry_run?: boolean;
  /**
   * Set by a preview the plan refuses as a whole (docs/tenancy.md: a quota the new rows would pass,
   * an ended subscription): the commit's error, in the UI's language.
   */
  refused?: { message: string; code?: string };
  /** Set by a commit: how many records were written. */
  imported?: number;
  /** Set by a commit with `create_accounts`: how many sign-in accounts were created (and invited). */
  accounts?: number;
  /** How many rows a commit created and updated (a preview: would create and update). */
  created?: number;
  updated?: number;
}

export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportOptions {
  /** Commit: import the valid rows although others have errors. */
  onlyValid?: boolean;
  /** Create each student's sign-in account too (preview checks that every row can have one). */
  createAccounts?: boolean;
  /** A row whose NIM is stored at its perguruan tinggi updates that student (else it is an error). */
  updateExisting?: boolean;
}

export function importUrl(mode: 'preview' | 'commit', options: ImportOptions = {}): string {
  const query = new URLSearchParams({ mode });
  if (options.onlyValid) query.set('only_valid', 'true');
  if (options.createAccounts) query.set('create_accounts', 'true');
  if (options.updateExisting) query.set('update_existing', 'true');
  return `${mahasiswa.apiPath.replace(/^\/+/, '')}/import?${query.toString()}`;
}

/** A commit writes mahasiswa: their option list is emptied by name (docs/product.md#layout) and reloads on next use. */
export async function sendImport(
  file: File,
  mode: 'preview' | 'commit',
  options: ImportOptions = {},
): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await api<ImportResult>(importUrl(mode, options), { method: 'POST', body });
  if (mode === 'commit') clearOptions('mahasiswa');
  return result;
}

/** One line per error: `field: message`. */
export function rowErrorLines(errors: ImportRow['errors']): [string, string][] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).map((m) => [field, String(m)] as [string, string]),
  );
}

/** The server's import template, built from the declaration (`GET <apiPath>/import/template.csv`). */
export const TEMPLATE_URL = `${mahasiswa.apiPath.replace(/^\/+/, '')}/import/template.csv`;

/**
 * The template's text: the importable columns and one example row. The byte order mark, which
 * `fetch` drops while decoding, is put back so that Excel reads the file as UTF-8.
 */
export async function fetchTemplate(): Promise<string> {
  const { body } = await httpClient(TEMPLATE_URL, { headers: { Accept: 'text/csv, application/json' } });
  return body.startsWith('\uFEFF') ? body : `\uFEFF${body}`;
}
