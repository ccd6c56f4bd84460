/**
 * Creating a mahasiswa can create its sign-in account (role Mahasiswa) in the same transaction:
 * a switch, and the account's password only while the switch is on (then required).
 */
import { useWatch } from 'react-hook-form';
import { BooleanInput, PasswordInput, useTranslate, type Validator } from 'react-admin';
import { msg } from '../../../domain/messages';
import type { FieldDef } from '../../../domain/resource';
import { validatorMessage } from '../../i18n/message';
import { FieldInput } from '../generic/FieldInput';
import { validatorsFor } from '../generic/validators';

export function CreateAccountSwitch({ name }: { name: string }) {
  const translate = useTranslate();
  return <BooleanInput source={name} helperText={translate('app.resources.mahasiswa.create_account_help')} />;
}

export function AccountPassword({
  name,
  field,
  switchName,
}: {
  name: string;
  field: FieldDef;
  switchName: string;
}) {
  const on = useWatch({ name: switchName }) === true;
  if (!on) return null;
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
  switchName,
}: {
  name: string;
  field: FieldDef;
  switchName: string;
}) {
  const neededForAccount: Validator = (value, values) =>
    values?.[switchName] === true && !value ? validatorMessage(msg.crud.emailForAccount()) : undefined;
  return <FieldInput name={name} field={field} mode="create" extraValidate={[neededForAccount]} />;
}
