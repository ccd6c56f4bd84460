/**
 * Creating a mahasiswa can create its sign-in account (role Mahasiswa) in the same transaction, and
 * so can editing a student who has none yet: a switch, and the account's password only while the
 * switch is on (then required). A student who has an account shows neither.
 */
import { useWatch } from 'react-hook-form';
import { BooleanInput, PasswordInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { msg } from '../../../domain/messages';
import type { FieldDef } from '../../../domain/resource';
import type { WriteMode } from '../../../domain/validation';
import { validatorMessage } from '../../i18n/message';
import { FieldInput } from '../generic/FieldInput';
import { validatorsFor } from '../generic/validators';

/** On edit, only a student without a sign-in account may get one. */
function useCanCreateAccount(mode: WriteMode): boolean {
  const record = useRecordContext();
  return mode === 'create' || record?.user_id === null || record?.user_id === undefined;
}

export function CreateAccountSwitch({ name, mode }: { name: string; mode: WriteMode }) {
  const translate = useTranslate();
  if (!useCanCreateAccount(mode)) return null;
  const help = mode === 'create' ? 'create_account_help' : 'create_account_help_edit';
  return <BooleanInput source={name} helperText={translate(`app.resources.mahasiswa.${help}`)} />;
}

export function AccountPassword({
  name,
  field,
  mode,
  switchName,
}: {
  name: string;
  field: FieldDef;
  mode: WriteMode;
  switchName: string;
}) {
  const on = useWatch({ name: switchName }) === true;
  const allowed = useCanCreateAccount(mode);
  if (!on || !allowed) return null;
  return (
    <PasswordInput
      source={name}
      validate={validatorsFor({ ...field, required: true }, 'create')}
      autoComplete="new-password"
      fullWidth
    />
  );
}

/** The account signs in with the e-mail: required while "create account" is on. */
export function AccountEmail({
  name,
  field,
  mode,
  switchName,
}: {
  name: string;
  field: FieldDef;
  mode: WriteMode;
  switchName: string;
}) {
  const neededForAccount: Validator = (value, values) =>
    values?.[switchName] === true && !value ? validatorMessage(msg.crud.emailForAccount()) : undefined;
  return <FieldInput name={name} field={field} mode={mode} extraValidate={[neededForAccount]} />;
}
