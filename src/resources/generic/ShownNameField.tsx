/**
 * The label column (list) or field (show page) of a resource whose records are read by another name
 * than the stored one (./labels.ts hasShownNames: a configured role by its label in the UI
 * language, not its key). Datagrid and SimpleShowLayout read `source`, `label` and `sortable`.
 */
import { FunctionField, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { useLabels } from './labels';

function ShownName({ def, record }: { def: ResourceDef; record: RaRecord }) {
  return <>{useLabels().reference(def, record)}</>;
}

export function shownNameField(def: ResourceDef, sortable: boolean) {
  return (
    <FunctionField
      source={def.labelField}
      sortable={sortable}
      render={(record: RaRecord) => <ShownName def={def} record={record} />}
    />
  );
}
