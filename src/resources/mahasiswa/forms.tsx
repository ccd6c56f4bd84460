/**
 * Mahasiswa create and edit: the generated form plus the sign-in account (on create, and on edit of
 * a student without one) and the live predikat suggestion. Loaded when a form opens (./screens.tsx).
 */
import type { ScreenProps } from '../../../domain/resource';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { RenderInput } from '../generic/GenericForm';
import { AccountEmail, AccountPassword, CreateAccountSwitch } from './AccountFields';
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

export const MahasiswaCreate = ({ def }: ScreenProps) => (
  <GenericCreate def={def} renderInput={renderInput} transform={transform} />
);
export const MahasiswaEdit = ({ def }: ScreenProps) => (
  <GenericEdit def={def} renderInput={renderInput} transform={transform} />
);
