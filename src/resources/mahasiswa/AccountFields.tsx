/**
 * Creating a mahasiswa can create its sign-in account (role Mahasiswa) in the same transaction:
 * a switch, and the account's password only while the switch is on (then required).
 */
import { useWatch } from 'react-hook-form';
import { BooleanInput, PasswordInput, required, useTranslate, type Validator } from 'react-admin';
import type { FieldDef } from '../../../domain/resource';
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
      validate={[required(), ...validatorsFor(field, 'create')]}
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
    values?.[switchName] === true && !value ? 'app.resources.mahasiswa.email_for_account' : undefined;
  return <FieldInput name={name} field={field} mode="create" extraValidate={[neededForAccount]} />;
}
