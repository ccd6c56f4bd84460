/**
 * Choices: yes/no and one of the declared options (shown and exported by the option's name in the
 * UI language).
 */
import { BooleanField, BooleanInput, NullableBooleanInput } from 'react-admin';
import { optionName } from '../../../../domain/resource';
import { getCurrentLanguage } from '../../../providers/currentLanguage';
import { EnumSelectField, EnumSelectInput } from './enumChoices';
import { plainExport } from './shared';
import type { ClientFieldTypes } from './types';

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
      <EnumSelectInput
        source={name}
        validate={validate}
        helperText={helperText}
        readOnly={readOnly}
        enumField={field}
        emptyText={field.required ? undefined : 'app.resources.none'}
        fullWidth
      />
    ),
    display: ({ name, field, sortable, label }) => (
      <EnumSelectField source={name} sortable={sortable} label={label} enumField={field} />
    ),
    filter: ({ name, field, label }) => [
      <EnumSelectInput key={name} source={name} label={label(name)} enumField={field} />,
    ],
    exportValue: (value, { field }) => {
      const option = field.options?.find((o) => o.id === value);
      return option ? optionName(option, getCurrentLanguage().locale) : value;
    },
  },
};
