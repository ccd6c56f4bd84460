/**
 * CSV export of a list: the declared list columns with translated headers, each value as its
 * field type's registry entry (./fieldTypes) exports it: references (one or many) by their label
 * and enums by their declared label (never raw ids), in the current filter and sort. Labels the
 * list rows do not carry (a `references` column given as ids alone, a reference without its joined
 * label) are fetched once per column with getMany. Headers and cells that start like a formula
 * get a leading `'` (domain/csv.ts).
 */
import {
  downloadCSV,
  type Exporter,
  type FetchRelatedRecords,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { fieldTypeOf } from './fieldTypes';
import { joinedLabelKey, referenceLabel } from './labels';
import { raName, targetOf } from '../registry';
import { labelIn } from '../../../domain/config/label';
import { csvSafe } from '../../../domain/csv';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Does this column need its target records fetched to name its values? */
function needsRelated(records: RaRecord[], name: string, joined: string, many: boolean): boolean {
  return records.some((r) => {
    const value = r[name];
    // (a list of ids carries its labels beside it: `joined` is a list then)
    if (many) return Array.isArray(value) && value.some((v) => !isObject(v)) && !Array.isArray(r[joined]);
    return value != null && r[joined] === undefined;
  });
}

/** The CSV rows of an export: `id` plus one translated header per declared list column. */
export async function exportRows(
  def: ResourceDef,
  resource: string,
  records: RaRecord[],
  fetchRelatedRecords: FetchRelatedRecords,
  translate: TranslateFunction,
): Promise<Record<string, unknown>[]> {
  const columns = def.listColumns.filter((name) => def.fields[name] && !def.fields[name].writeOnly);
  const fetched: Record<string, Record<string, RaRecord>> = {};
  for (const name of columns) {
    const field = def.fields[name];
    const target = targetOf(field);
    const related = fieldTypeOf(field).related;
    if (!related || !target) continue;
    const joined = joinedLabelKey(name, target.labelField);
    if (!needsRelated(records, name, joined, related === 'many')) continue;
    fetched[name] = (await fetchRelatedRecords(records, name, raName(target))) as Record<string, RaRecord>;
  }
  const headers = Object.fromEntries(
    columns.map((name) => [
      name,
      csvSafe(
        translate(`resources.${resource}.fields.${name}`, {
          _: labelIn(def.fields[name].label, 'en') ?? name,
        }),
      ),
    ]),
  );
  return records.map((record) => {
    const row: Record<string, unknown> = { id: csvSafe(record.id) };
    for (const name of columns) {
      const field = def.fields[name];
      const value = record[name];
      const target = targetOf(field);
      const label = (v: unknown): unknown => {
        if (!target) return v;
        const item = isObject(v) ? v : fetched[name]?.[String(v)];
        return item ? referenceLabel(target, item) : v;
      };
      const cell = fieldTypeOf(field).exportValue(value, { name, field, record, target, label });
      // Text that starts like a formula is neutralised (domain/csv.ts); numbers stay numbers.
      row[headers[name]] = csvSafe(cell ?? '');
    }
    return row;
  });
}

export function buildExporter(def: ResourceDef, resource: string, translate: TranslateFunction): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords) => {
    // the CSV writer loads with the first export, not with the list
    const [rows, { default: Papa }] = await Promise.all([
      exportRows(def, resource, records, fetchRelatedRecords, translate),
      import('papaparse'),
    ]);
    downloadCSV(Papa.unparse(rows), resource.replace(/\//g, '-'));
  };
}
