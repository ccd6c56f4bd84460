/**
 * One form input per declared field type (domain/resource.ts FieldType), validated from the same
 * declaration. Labels come from i18n `resources.<resource>.fields.<field>` (react-admin's default).
 */
import { InputAdornment } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { FieldDef } from '../../../domain/resource';
import type { WriteMode } from '../../../domain/validation';
import { ColorInput } from './ColorInput';
import { ReferenceSelect } from './ReferenceSelect';
import { validatorsFor } from './validators';

export interface FieldInputProps {
  name: string;
  field: FieldDef;
  mode: WriteMode;
  helperText?: string | false;
  /** Shown but not editable (e.g. a built-in role's name). */
  readOnly?: boolean;
  /** Validators added to the declared ones (rules that depend on other fields). */
  extraValidate?: Validator[];
}

/** `HH:MM:SS` from the database shown as `HH:MM` in the native time input; kept as text. */
const formatTime = (value: unknown) => (typeof value === 'string' ? value.slice(0, 5) : '');
const keepText = (value: string) => (value === '' ? null : value);

export function FieldInput({ name, field, mode, helperText, readOnly, extraValidate = [] }: FieldInputProps) {
  const translate = useTranslate();
  const validate = readOnly ? [] : [...validatorsFor(field, mode), ...extraValidate];
  const common = { source: name, validate, helperText, readOnly };
  switch (field.type) {
    case 'text':
      return <TextInput {...common} fullWidth />;
    case 'longtext':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" fullWidth />;
    case 'url':
      return <TextInput {...common} type="url" fullWidth />;
    case 'image':
      return (
        <TextInput
          {...common}
          type="url"
          fullWidth
          helperText={helperText ?? translate('app.resources.image_url_help')}
        />
      );
    case 'phone':
      return <TextInput {...common} type="tel" fullWidth />;
    case 'int':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} fullWidth />;
    case 'decimal':
      return (
        <NumberInput {...common} step={10 ** -(field.scale ?? 2)} min={field.min} max={field.max} fullWidth />
      );
    case 'money':
      return (
        <NumberInput
          {...common}
          step={1}
          min={field.min}
          max={field.max}
          fullWidth
          slotProps={{ input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> } }}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} fullWidth />;
    case 'datetime':
      return <DateTimeInput {...common} fullWidth />;
    case 'time':
      return (
        <TextInput
          {...common}
          type="time"
          format={formatTime}
          parse={keepText}
          fullWidth
          // the native time field always shows its own placeholder: keep the label above it
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'enum':
      return (
        <SelectInput
          {...common}
          choices={field.options ? [...field.options] : []}
          translateChoice={false}
          emptyText={field.required ? undefined : 'app.resources.none'}
          fullWidth
        />
      );
    case 'reference':
    case 'references':
      return (
        <ReferenceSelect
          source={name}
          field={field}
          validate={validate}
          helperText={helperText}
          readOnly={readOnly}
        />
      );
    case 'color':
      return <ColorInput source={name} validate={validate} readOnly={readOnly} />;
    case 'list':
      return (
        <ArrayInput source={name} validate={validate} fullWidth>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="" label={translate('app.resources.list_item')} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          helperText={
            helperText ?? (mode === 'update' ? translate('app.resources.password_keep') : undefined)
          }
          fullWidth
        />
      );
  }
}
