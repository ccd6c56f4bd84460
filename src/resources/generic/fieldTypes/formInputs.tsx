/** The inputs of the types only forms show (./lazyInput.tsx loads this module with the first of them). */
import { ArrayInput, PasswordInput, SimpleFormIterator, TextInput } from 'react-admin';
import { ColorInput } from '../ColorInput';
import { ImageInput } from '../ImageInput';
import type { FieldOf } from '../../../../domain/resource';
import type { InputArgs } from './types';

export function ImageTypeInput({ name, field, validate, helperText, readOnly }: InputArgs) {
  // the registry hands this input only `image` fields
  return (
    <ImageInput
      name={name}
      field={field as FieldOf<'image'>}
      validate={validate}
      helperText={helperText}
      readOnly={readOnly}
    />
  );
}

export function PasswordTypeInput({ name, mode, validate, helperText, readOnly, translate }: InputArgs) {
  return (
    <PasswordInput
      source={name}
      validate={validate}
      readOnly={readOnly}
      autoComplete="new-password"
      helperText={helperText ?? (mode === 'update' ? translate('app.resources.password_keep') : undefined)}
      fullWidth
    />
  );
}

export function ColorTypeInput({ name, validate, readOnly }: InputArgs) {
  return <ColorInput source={name} validate={validate} readOnly={readOnly} />;
}

export function ListTypeInput({ name, validate, translate }: InputArgs) {
  return (
    <ArrayInput source={name} validate={validate} fullWidth>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="" label={translate('app.resources.list_item')} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
