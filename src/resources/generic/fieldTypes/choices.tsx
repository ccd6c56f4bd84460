/** Choices: yes/no and one of the declared options (shown and exported by the option's name). */
import { BooleanField, BooleanInput, NullableBooleanInput, SelectField, SelectInput } from 'react-admin';
import type { FieldDef } from '../../../../domain/resource';
import { plainExport } from './shared';
import type { ClientFieldTypes } from './types';

const choicesOf = (field: FieldDef) => (field.options ? [...field.options] : []);

const CHOICE_BASE = { sortable: true, wide: false, secret: false };

export const CHOICE_TYPES: Pick<ClientFieldTypes, 'boolean' | 'enum'> = {
  boolean: {
    ...CHOICE_BASE,
    input: ({ name, validate, helperText, readOnly }) => (
      <BooleanInput source={name} validate={validate} helperText={helperText} readOnly={readOnly} />
    ),
    display: ({ name, sortable, label }) => <BooleanField source={name} sortable={sortable} label={label} />,
    filter: ({ name, label }) => [<NullableBooleanInput key={name} source={name} label={label(name)} />],
    exportValue: plainExport,
  },
  enum: {
    ...CHOICE_BASE,
    input: ({ name, field, validate, helperText, readOnly }) => (
      <SelectInput
        source={name}
        validate={validate}
        helperText={helperText}
        readOnly={readOnly}
        choices={choicesOf(field)}
        translateChoice={false}
        emptyText={field.required ? undefined : 'app.resources.none'}
        fullWidth
      />
    ),
    display: ({ name, field, sortable, label }) => (
      <SelectField
        source={name}
        sortable={sortable}
        label={label}
        choices={choicesOf(field)}
        translateChoice={false}
      />
    ),
    filter: ({ name, field, label }) => [
      <SelectInput
        key={name}
        source={name}
        label={label(name)}
        choices={choicesOf(field)}
        translateChoice={false}
      />,
    ],
    exportValue: (value, { field }) => field.options?.find((o) => o.id === value)?.name ?? value,
  },
};
