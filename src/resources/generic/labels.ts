/**
 * How a referenced record is named wherever it is listed: option lists, reference columns, show
 * pages and CSV exports. The label field, plus the declared `labelQualifier` in parentheses when
 * the label alone is ambiguous: program studi "Akuntansi (S1)" and "Akuntansi (D3)".
 */
import { optionName, type ResourceDef } from '../../../domain/resource';
import { role } from '../../../domain/resources';
import { roleLabelIn } from '../../layout/useRoleLabel';
import { getCurrentLanguage } from '../../providers/i18nProvider';

type Values = Record<string, unknown>;

/** The label the list API joins for a reference column (server/crud/model.ts: pt_id → pt_nama). */
export function joinedLabelKey(field: string, labelField: string): string {
  return `${field.replace(/_id$/, '')}_${labelField}`;
}

function qualifierText(target: ResourceDef, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const field = target.labelQualifier ? target.fields[target.labelQualifier] : undefined;
  const option = field?.options?.find((o) => o.id === value);
  return option ? optionName(option, getCurrentLanguage().locale) : String(value);
}

/**
 * True when a record of `def` is read by another name than its label field's value: a role of
 * wisuda.config.ts by its label in the UI language (`Petugas Toga`), never its key
 * (`petugas_toga`). Its list's label column shows `referenceLabel` then.
 */
export function hasShownNames(def: ResourceDef): boolean {
  return def.name === role.name;
}

/** The label field's value as users read it (../../layout/useRoleLabel.ts for a role). */
function shownName(target: ResourceDef | undefined, value: unknown): unknown {
  if (!target || !hasShownNames(target) || typeof value !== 'string') return value;
  return roleLabelIn(value, getCurrentLanguage().locale);
}

function compose(label: unknown, qualifier: string): string {
  const text = label === undefined || label === null ? '' : String(label);
  return qualifier ? `${text} (${qualifier})` : text;
}

/**
 * The label of a record of `target`. With `viaField` (`prodi_id`), the label is read from the
 * columns a list row of the referencing resource joins (`prodi_nama`, `prodi_jenjang`).
 */
export function referenceLabel(target: ResourceDef, record: Values, viaField?: string): string {
  const key = (name: string) => (viaField ? joinedLabelKey(viaField, name) : name);
  const qualifier = target.labelQualifier ? qualifierText(target, record[key(target.labelQualifier)]) : '';
  return compose(shownName(target, record[key(target.labelField)]), qualifier);
}

/** The label of an option list item (`{ id, name, ...optionFields }`) of `target`. */
export function optionLabel(target: ResourceDef | undefined, item: Values): string {
  const qualifier = target?.labelQualifier ? qualifierText(target, item[target.labelQualifier]) : '';
  return compose(shownName(target, item.name), qualifier);
}
