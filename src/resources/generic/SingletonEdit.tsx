/**
 * The one form of a single-record resource (app settings at `/setting/apps`): loads and saves the
 * record without an id; stays on the page after saving. The dataProvider reloads the public app
 * settings after the save, so brand names, logo and colours apply at once. A role that may read
 * the record but not update it gets the read-only page instead: no input, no Save.
 */
import { Edit } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { cleanSubmit, GenericForm, type RenderInput } from './GenericForm';
import { GenericShow } from './GenericShow';
import { useResourceRights } from './useResourceRights';

/** Placeholder id: the dataProvider reads and writes singletons without one. */
export const SINGLETON_ID = 'current';

export function SingletonEdit({ def, renderInput }: { def: ResourceDef; renderInput?: RenderInput }) {
  const mayUpdate = useResourceRights(def).update;
  if (!mayUpdate) return <GenericShow def={def} id={SINGLETON_ID} />;
  return (
    <Edit
      id={SINGLETON_ID}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={cleanSubmit(def, 'update')}
    >
      <GenericForm def={def} mode="update" renderInput={renderInput} />
    </Edit>
  );
}
