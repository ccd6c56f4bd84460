/**
 * Mahasiswa screens: the generated ones plus the sign-in account (on create, and on edit of a student
 * without one), the live predikat
 * suggestion, and the CSV/XLSX import in the list toolbar.
 */
import type { ScreenProps } from '../../../domain/resource';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { RenderInput } from '../generic/GenericForm';
import { GenericList } from '../generic/GenericList';
import { AccountEmail, AccountPassword, CreateAccountSwitch } from './AccountFields';
import { ImportButton } from './ImportDialog';
import { PredikatInput } from './PredikatInput';

const renderInput: RenderInput = (name, field, mode) => {
  if (name === 'predikat') return <PredikatInput name={name} field={field} mode={mode} />;
  if (name === 'create_account') return <CreateAccountSwitch name={name} mode={mode} />;
  if (name === 'email')
    return <AccountEmail name={name} field={field} mode={mode} switchName="create_account" />;
  if (name === 'password')
    return <AccountPassword name={name} field={field} mode={mode} switchName="create_account" />;
  return undefined;
};

/** Without an account the password is not sent. */
const transform = (data: Record<string, unknown>) =>
  data.create_account ? data : { ...data, create_account: false, password: undefined };

export const list = ({ def }: ScreenProps) => <GenericList def={def} extraActions={<ImportButton />} />;
export const create = ({ def }: ScreenProps) => (
  <GenericCreate def={def} renderInput={renderInput} transform={transform} />
);
export const edit = ({ def }: ScreenProps) => (
  <GenericEdit def={def} renderInput={renderInput} transform={transform} />
);
