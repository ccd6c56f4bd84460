/**
 * Bulk import of mahasiswa from CSV or XLSX (`POST /api/mahasiswa/mahasiswa/import`, multipart
 * `file`): `mode=preview` checks every row and changes nothing; `mode=commit` imports — refused
 * while any row has errors, unless `only_valid=true` explicitly imports just the valid rows.
 */
import { api } from '../../providers/httpClient';
import type { FieldDef } from '../../../domain/resource';
import { mahasiswa } from '../../../domain/resources';

export interface ImportRow {
  /** Row number in the file (1 = first data row, as the server counts). */
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
  /** Set by a commit: how many records were written. */
  imported?: number;
  created?: number;
  updated?: number;
}

export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function importUrl(mode: 'preview' | 'commit', onlyValid = false): string {
  const query = new URLSearchParams({ mode });
  if (onlyValid) query.set('only_valid', 'true');
  return `${mahasiswa.apiPath.replace(/^\/+/, '')}/import?${query.toString()}`;
}

export function sendImport(file: File, mode: 'preview' | 'commit', onlyValid = false): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<ImportResult>(importUrl(mode, onlyValid), { method: 'POST', body });
}

/** One line per error: `field: message`. */
export function rowErrorLines(errors: ImportRow['errors']): [string, string][] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).map((m) => [field, String(m)] as [string, string]),
  );
}

/**
 * Header row of an import template: the Indonesian labels of the importable fields (the server
 * accepts field names or these labels; references by id, code or name).
 */
export function templateHeaders(): string[] {
  const fields: FieldDef[] = Object.values(mahasiswa.fields);
  return fields
    .filter((f) => !f.readOnly && !f.virtual && !f.writeOnly && f.type !== 'image' && f.type !== 'password')
    .map((f) => f.label ?? '')
    .filter(Boolean);
}
