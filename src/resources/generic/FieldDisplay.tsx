/**
 * Read-only display of one declared field (list columns, show pages), as its type's registry entry
 * (./fieldTypes) renders it: references by their label, money as IDR and dates in the chosen UI
 * language's locale, enums by their declared label.
 */
import type { FieldDef } from '../../../domain/resource';
import { fieldTypeOf } from './fieldTypes';

export { LocaleDateField } from './fieldTypes';

export interface FieldDisplayProps {
  name: string;
  field: FieldDef;
  sortable?: boolean;
  /** Inside a list row: links stop the row click, texts are shortened. */
  inList?: boolean;
  label?: string;
}

/**
 * The field element for one declared field. A plain function, not a component: Datagrid and
 * SimpleShowLayout read `source`, `label` and `sortable` from their direct children.
 */
export function renderField({ name, field, sortable = false, inList = false, label }: FieldDisplayProps) {
  return fieldTypeOf(field).display({ name, field, sortable, inList, label });
}
