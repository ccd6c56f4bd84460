/** Role screens: the generated ones, with permissions edited as a grouped checklist. */
import { role } from '../../../domain/resources';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { RenderInput } from '../generic/GenericForm';
import type { ScreenOverrides } from '../overrides';
import { PermissionChecklist } from './PermissionChecklist';

const renderInput: RenderInput = (name) =>
  name === 'permissions' ? <PermissionChecklist source={name} /> : undefined;

export const roleScreens: ScreenOverrides = {
  create: <GenericCreate def={role} renderInput={renderInput} />,
  edit: <GenericEdit def={role} renderInput={renderInput} />,
};
