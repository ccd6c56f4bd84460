/** Role screens: the generated ones, with permissions edited as a grouped checklist. */
import type { ScreenProps } from '../../../domain/resource';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { RenderInput } from '../generic/GenericForm';
import { PermissionChecklist } from './PermissionChecklist';

const renderInput: RenderInput = (name) =>
  name === 'permissions' ? <PermissionChecklist source={name} /> : undefined;

export const create = ({ def }: ScreenProps) => <GenericCreate def={def} renderInput={renderInput} />;
export const edit = ({ def }: ScreenProps) => <GenericEdit def={def} renderInput={renderInput} />;
