/**
 * The edit screen (`/<route>/edit/<id>`) generated from a declaration. Pessimistic: the server's
 * answer decides, so its field errors appear beside the inputs and a delete asks for confirmation.
 */
import { Edit } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { cleanSubmit, GenericForm, type RenderInput } from './GenericForm';

export interface GenericEditProps {
  def: ResourceDef;
  renderInput?: RenderInput;
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
}

export function GenericEdit({ def, renderInput, transform }: GenericEditProps) {
  const clean = cleanSubmit(def, 'update');
  return (
    <Edit
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect="list"
      transform={(data) => clean(transform ? transform(data) : data)}
    >
      <GenericForm def={def} mode="update" renderInput={renderInput} />
    </Edit>
  );
}
