/**
 * CSV export of a list: the declared list columns with translated headers, references by their
 * label and enums by their declared label (not raw ids), in the current filter and sort.
 */
import Papa from 'papaparse';
import { downloadCSV, type Exporter, type RaRecord, type TranslateFunction } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { joinedLabelKey } from './FieldDisplay';
import { raName, targetOf } from '../registry';

export function buildExporter(def: ResourceDef, resource: string, translate: TranslateFunction): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const columns = def.listColumns.filter((name) => def.fields[name] && !def.fields[name].writeOnly);
    const related: Record<string, Record<string, RaRecord>> = {};
    for (const name of columns) {
      const field = def.fields[name];
      const target = targetOf(field);
      if (field.type !== 'reference' || !target) continue;
      const joined = joinedLabelKey(name, target.labelField);
      if (records.every((r) => r[joined] !== undefined || r[name] == null)) continue;
      related[name] = (await fetchRelatedRecords(records, name, raName(target))) as Record<string, RaRecord>;
    }
    const rows = records.map((record) => {
      const row: Record<string, unknown> = { id: record.id };
      for (const name of columns) {
        const field = def.fields[name];
        const header = translate(`resources.${resource}.fields.${name}`, { _: field.label ?? name });
        const value = record[name];
        const target = targetOf(field);
        if (field.type === 'reference' && target) {
          const joined = record[joinedLabelKey(name, target.labelField)];
          row[header] = joined ?? related[name]?.[value]?.[target.labelField] ?? value ?? '';
        } else if (field.type === 'enum') {
          row[header] = field.options?.find((o) => o.id === value)?.name ?? value ?? '';
        } else if (Array.isArray(value)) {
          row[header] = value
            .map((v) => (v && typeof v === 'object' ? ((v as Record<string, unknown>).name ?? '') : v))
            .join(', ');
        } else {
          row[header] = value ?? '';
        }
      }
      return row;
    });
    downloadCSV(Papa.unparse(rows), resource.replace(/\//g, '-'));
  };
}
