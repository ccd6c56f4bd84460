/**
 * Turns the rows of an import file into validated records of a resource: headers are field names or
 * their Indonesian labels; references are given by id, code or name (a fakultas within its perguruan
 * tinggi, a program studi within its fakultas); enums by id or name.
 */
import { sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { msg } from '../../domain/messages';
import { labelTexts } from '../../domain/config/label';
import { suggestPredikat, validateInput, type FieldErrors } from '../../domain/validation';
import { cellText, serverFieldType } from './field-types';
import type { Cell, Table } from './import-file';
import type { Exec, Row } from './queries';
import { presetUniversity, referenceScopeSql, type ImportScope } from './import-scope';

export interface ImportRow {
  /** The row's number as a spreadsheet shows it: the header row is 1, the first data row 2 (blank rows count). */
  row: number;
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** With `updateExisting`: the stored record this row's unique key names, which it updates. */
  existingId?: number;
}

export interface ImportRowOptions {
  /** A row whose unique key (mahasiswa: NIM within the perguruan tinggi) is stored updates that record. */
  updateExisting?: boolean;
  /** A caller bound to universities: references name records of theirs only (./import-scope.ts). */
  scope?: ImportScope;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Fields an import may set: writable, stored, of a type that is imported (not a file or a password). */
export function importFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(
    ([, f]) =>
      !f.readOnly && !f.virtual && !f.writeOnly && f.importable !== false && serverFieldType(f).cell !== null,
  );
}

export interface RefInfo {
  field: string;
  target: ResourceDef;
  /** Target's unique text fields (codes), e.g. kode_pt. */
  codes: string[];
  /** Reference fields the target shares with the row (pt_id, fakultas_id): candidates must match them. */
  scope: string[];
}

export function refInfo(def: ResourceDef, all: readonly ResourceDef[]): RefInfo[] {
  const out: RefInfo[] = [];
  for (const [field, f] of importFields(def)) {
    if (f.type !== 'reference') continue;
    const target = all.find((r) => r.name === f.reference);
    if (!target) continue;
    const codes = Object.entries(target.fields)
      .filter(([, tf]) => tf.unique && tf.type === 'text')
      .map(([n]) => n);
    const scope = Object.entries(target.fields)
      .filter(([n, tf]) => tf.type === 'reference' && n in def.fields)
      .map(([n]) => n);
    out.push({ field, target, codes, scope });
  }
  return out;
}

/** Header text → field name. */
export function headerMap(def: ResourceDef, all: readonly ResourceDef[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, f] of importFields(def)) {
    map.set(norm(name), name);
    for (const text of labelTexts(f.label)) map.set(norm(text), name);
  }
  for (const r of refInfo(def, all)) {
    map.set(norm(r.field.replace(/_id$/, '')), r.field);
    for (const c of r.codes) map.set(norm(c), r.field);
    if (r.target.title) map.set(norm(r.target.title), r.field);
  }
  if (def.fields.prodi_id) map.set('programstudi', 'prodi_id');
  return map;
}

/** A cell converted to what the field's validator expects: its type's entry in ./field-types.ts. */
function convert(f: FieldDef, c: Cell): unknown {
  const cell = serverFieldType(f).cell;
  return cell ? cell(c, f) : cellText(c);
}

/** "Teknik Informatika (D4)" → ["teknik informatika"]: the label a qualified name starts with. */
function withoutQualifier(text: string): string[] {
  const m = /^(.+?)\s*\([^()]+\)$/.exec(text.trim());
  return m ? [m[1].toLowerCase()] : [];
}

/** A candidate's label as the screens show it: with its qualifier in brackets ("Akuntansi (D3)"). */
export function qualifiedLabel(target: ResourceDef, c: Row): string {
  const label = String(c[target.labelField] ?? '');
  const q = target.labelQualifier ? c[target.labelQualifier] : undefined;
  return q === undefined || q === null || q === '' ? label : `${label} (${String(q)})`;
}

/**
 * What tells candidates of the same name apart: the qualified label, then the labels of the records
 * it belongs to, nearest first ("Teknik Informatika (D4) — Jurusan Teknik Komputer dan Informatika,
 * Politeknik Negeri Bandung"). One query per reference field of the target.
 */
async function describeCandidates(
  db: Exec,
  target: ResourceDef,
  all: readonly ResourceDef[],
  candidates: Row[],
): Promise<Map<number, string>> {
  const parents: string[][] = candidates.map(() => []);
  const refFields = Object.entries(target.fields)
    .filter(([, f]) => f.type === 'reference' && !f.virtual)
    .reverse();
  for (const [field, f] of refFields) {
    const owner = all.find((r) => r.name === f.reference);
    const ids = [...new Set(candidates.map((c) => Number(c[field])).filter((id) => id > 0))];
    if (!owner || !ids.length) continue;
    const { rows } = await sql<Row>`SELECT id, ${sql.ref(owner.labelField)} AS label
      FROM ${sql.table(owner.table)} WHERE id IN (${sql.join(ids)})`.execute(db);
    const labels = new Map(rows.map((r) => [Number(r.id), String(r.label)]));
    candidates.forEach((c, i) => {
      const text = labels.get(Number(c[field]));
      if (text) parents[i].push(text);
    });
  }
  return new Map(
    candidates.map((c, i) => {
      const own = qualifiedLabel(target, c);
      return [Number(c.id), parents[i].length ? `${own} — ${parents[i].join(', ')}` : own];
    }),
  );
}

/** Loads the referenced records named in the file, one query per reference field. */
async function loadCandidates(
  db: Exec,
  info: RefInfo,
  raw: Set<string>,
  scope: ImportScope | undefined,
): Promise<Row[]> {
  if (!raw.size) return [];
  const values = [...raw];
  const ids = values.filter((v) => /^\d{1,15}$/.test(v)).map(Number);
  // "Teknik Informatika (D4)": the label with its qualifier (labelQualifier) names one of several.
  const lower = values.flatMap((v) => [v.toLowerCase(), ...withoutQualifier(v)]);
  const label = info.target.labelField;
  const stored = (info.target.optionFields ?? []).filter((f) => !info.target.fields[f]?.virtual);
  const qualifier = info.target.labelQualifier ? [info.target.labelQualifier] : [];
  const parents = Object.entries(info.target.fields)
    .filter(([, f]) => f.type === 'reference' && !f.virtual)
    .map(([n]) => n);
  const cols = ['id', label, ...qualifier, ...info.codes, ...info.scope, ...parents, ...stored];
  const ors = [sql`lower(${sql.ref(label)}) IN (${sql.join(lower)})`];
  if (ids.length) ors.push(sql`id IN (${sql.join(ids)})`);
  for (const c of info.codes) ors.push(sql`${sql.ref(c)} IN (${sql.join(values)})`);
  const inScope = referenceScopeSql(scope, info.field, 't');
  const { rows } =
    await sql`SELECT ${sql.join([...new Set(cols)].map((c) => sql.ref(c)))} FROM ${sql.table(info.target.table)} t
    WHERE (${sql.join(ors, sql` OR `)})${inScope ? sql` AND ${inScope}` : sql``}`.execute(db);
  return rows as Row[];
}

export async function buildImportRows(
  db: Exec,
  def: ResourceDef,
  all: readonly ResourceDef[],
  table: Table,
  options: ImportRowOptions = {},
): Promise<{ rows: ImportRow[]; unknownHeaders: string[] }> {
  const map = headerMap(def, all);
  const columns = table.headers.map((h) => map.get(norm(h)));
  const unknownHeaders = table.headers.filter((h, i) => h && !columns[i]);
  const refs = refInfo(def, all);
  const refFields = new Set(refs.map((r) => r.field));
  const preset = presetUniversity(def, options.scope);

  const raw = new Map<string, Set<string>>(refs.map((r) => [r.field, new Set()]));
  for (const { cells } of table.rows) {
    columns.forEach((field, i) => {
      const t = field && refFields.has(field) ? cellText(cells[i] ?? null) : null;
      if (t) raw.get(field!)!.add(t);
    });
  }
  const candidates = new Map<string, Row[]>();
  const described = new Map<string, Map<number, string>>();
  for (const r of refs) {
    const found = await loadCandidates(db, r, raw.get(r.field)!, options.scope);
    candidates.set(r.field, found);
    described.set(r.field, await describeCandidates(db, r.target, all, found));
  }

  const result: ImportRow[] = table.rows.map(({ row, cells }) => {
    const values: Record<string, unknown> = {};
    const refText: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (!field) return;
      const cell = cells[i] ?? null;
      if (refFields.has(field)) {
        const t = cellText(cell);
        if (t) refText[field] = t;
      } else values[field] = convert(def.fields[field], cell);
    });
    if (preset && !refText[preset.field]) values[preset.field] = preset.id;
    const errors: FieldErrors = {};
    const extra: Record<string, Row> = {};
    for (const r of refs) {
      const text = refText[r.field];
      if (!text) continue;
      const lower = text.toLowerCase();
      const matches = candidates.get(r.field)!.filter((c) => {
        const hit =
          String(c.id) === text ||
          String(c[r.target.labelField] ?? '').toLowerCase() === lower ||
          qualifiedLabel(r.target, c).toLowerCase() === lower ||
          r.codes.some((code) => String(c[code] ?? '') === text);
        return (
          hit &&
          r.scope.every((s) => values[s] === undefined || values[s] === null || Number(c[s]) === values[s])
        );
      });
      if (matches.length === 1) {
        values[r.field] = Number(matches[0].id);
        extra[r.field] = matches[0];
      } else {
        values[r.field] = null;
        errors[r.field] = [
          matches.length
            ? msg.import.ambiguousOf({
                value: text,
                candidates: matches.map((c) => described.get(r.field)!.get(Number(c.id))).join('; '),
              })
            : r.scope.length
              ? msg.import.unknownHere({ value: text })
              : msg.import.unknown({ value: text }),
        ];
      }
    }
    const checked = validateInput(def, 'create', values);
    if (!checked.ok) {
      for (const [k, v] of Object.entries(checked.errors)) if (!errors[k]) errors[k] = v;
    }
    const clean = checked.ok ? checked.data : values;
    // A program studi fills an empty fakultas; predikat is suggested from IPK and jenjang.
    const prodi = extra.prodi_id;
    if (prodi && (clean.fakultas_id === null || clean.fakultas_id === undefined) && prodi.fakultas_id) {
      clean.fakultas_id = Number(prodi.fakultas_id);
    }
    if (
      'predikat' in def.fields &&
      (clean.predikat === null || clean.predikat === undefined) &&
      typeof clean.ipk === 'number'
    ) {
      const suggested = suggestPredikat(clean.ipk, prodi ? String(prodi.jenjang ?? '') : null);
      if (suggested) clean.predikat = suggested;
    }
    return { row, values: clean, errors };
  });

  await markDuplicates(db, def, result, options.updateExisting === true);
  return { rows: result, unknownHeaders };
}

/** The error of a value that must be unique and already stands in an earlier row of the file. */
export const repeatsLine = (row: number) => msg.import.repeats({ line: row });

/**
 * Unique keys (a unique field, with its uniqueWith columns) repeated in the file or already stored.
 * A stored one is an error, or with `updateExisting` the record the row updates (an error when the
 * row's keys name two different records).
 */
async function markDuplicates(
  db: Exec,
  def: ResourceDef,
  rows: ImportRow[],
  updateExisting: boolean,
): Promise<void> {
  for (const [field, f] of Object.entries(def.fields)) {
    if (!f.unique && !f.uniqueWith) continue;
    const keyCols = [field, ...(f.uniqueWith ?? [])];
    const key = (v: Record<string, unknown>) =>
      keyCols.every((c) => v[c] !== null && v[c] !== undefined)
        ? JSON.stringify(keyCols.map((c) => v[c]))
        : null;
    const seen = new Map<string, number>();
    for (const r of rows) {
      const k = key(r.values);
      if (!k) continue;
      if (seen.has(k)) (r.errors[field] ??= []).push(repeatsLine(seen.get(k)!));
      else seen.set(k, r.row);
    }
    const keys = [...seen.keys()].map((k) => JSON.parse(k) as unknown[]);
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000);
      const tuples = chunk.map((k) => sql`(${sql.join(k)})`);
      const { rows: existing } =
        await sql<Row>`SELECT id, ${sql.join(keyCols.map((c) => sql.ref(c)))} FROM ${sql.table(def.table)}
        WHERE (${sql.join(keyCols.map((c) => sql.ref(c)))}) IN (${sql.join(tuples)})`.execute(db);
      const taken = new Map(
        existing.map((e) => [
          JSON.stringify(keyCols.map((c) => (typeof e[c] === 'string' ? e[c] : Number(e[c])))),
          Number(e.id),
        ]),
      );
      for (const r of rows) {
        const k = key(r.values);
        const id = k ? taken.get(k) : undefined;
        if (id === undefined) continue;
        if (updateExisting && (r.existingId === undefined || r.existingId === id)) r.existingId = id;
        else (r.errors[field] ??= []).push(msg.crud.uniqueField());
      }
    }
  }
}
