/** The create screen (`/<route>/add`) generated from a declaration; back to the list after saving. */
import { Create } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { cleanSubmit, GenericForm, type RenderInput } from './GenericForm';

export interface GenericCreateProps {
  def: ResourceDef;
  renderInput?: RenderInput;
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
}

export function GenericCreate({ def, renderInput, transform }: GenericCreateProps) {
  const clean = cleanSubmit(def, 'create');
  return (
    <Create title={false} redirect="list" transform={(data) => clean(transform ? transform(data) : data)}>
      <GenericForm def={def} mode="create" renderInput={renderInput} />
    </Create>
  );
}
