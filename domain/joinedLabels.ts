/**
 * Where a record's answer carries the labels of the records it points at, so that a role that may
 * not open the target still reads their names: one reference `prodi_id` gives `prodi_nama` (and its
 * qualifier `prodi_jenjang`), a list of references `roles` gives `roles_name`, the labels in the
 * order of the ids.
 */
export function joinedLabelKey(field: string, labelColumn: string): string {
  return `${field.replace(/_id$/, '')}_${labelColumn}`;
}
