/**
 * User screens: the generated ones, with the roles the signed-in user cannot grant disabled, and the
 * list's approval queue of self-registrations (./ApprovalActions.tsx).
 */
import type { ScreenProps } from '../../../domain/resource';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import { GenericList } from '../generic/GenericList';
import { ApprovalBulkButtons, ApprovalQueueButton } from './ApprovalActions';
import type { RenderInput } from '../generic/GenericForm';
import { RoleSelect } from './RoleSelect';

const renderInput: RenderInput = (name) => (name === 'roles' ? <RoleSelect source={name} /> : undefined);

export const create = ({ def }: ScreenProps) => <GenericCreate def={def} renderInput={renderInput} />;
export const edit = ({ def }: ScreenProps) => <GenericEdit def={def} renderInput={renderInput} />;
export const list = ({ def }: ScreenProps) => (
  <GenericList def={def} extraActions={<ApprovalQueueButton />} bulkActions={<ApprovalBulkButtons />} />
);
