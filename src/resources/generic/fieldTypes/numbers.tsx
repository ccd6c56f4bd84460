/** Numbers: whole numbers, decimals and amounts of money (rupiah). */
import { InputAdornment } from '@mui/material';
import { NumberField, NumberInput } from 'react-admin';
import { MoneyField } from './displays';
import { decimalRules, integerRules } from './rules';
import { numberRangeFilter, plainExport } from './shared';
import type { ClientFieldTypes, InputArgs } from './types';

const inputProps = ({ name, field, validate, helperText, readOnly }: InputArgs) => ({
  source: name,
  validate,
  helperText,
  readOnly,
  min: field.min,
  max: field.max,
  fullWidth: true,
});

const NUMBER_BASE = { exportValue: plainExport, sortable: true, wide: false, secret: false };

export const NUMBER_TYPES: Pick<ClientFieldTypes, 'int' | 'decimal' | 'money'> = {
  int: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} step={1} />,
    display: ({ name, sortable, label }) => <NumberField source={name} sortable={sortable} label={label} />,
    filter: ({ name, label }) => [<NumberInput key={name} source={name} label={label(name)} step={1} />],
    validate: integerRules,
  },
  decimal: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} step={10 ** -(args.field.scale ?? 2)} />,
    display: ({ name, field, sortable, label }) => (
      <NumberField
        source={name}
        sortable={sortable}
        label={label}
        options={{ minimumFractionDigits: field.scale ?? 2 }}
      />
    ),
    filter: numberRangeFilter,
    validate: decimalRules(6),
  },
  money: {
    ...NUMBER_BASE,
    input: (args) => (
      <NumberInput
        {...inputProps(args)}
        step={1}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> } }}
      />
    ),
    display: ({ name, sortable, label }) => <MoneyField source={name} sortable={sortable} label={label} />,
    filter: numberRangeFilter,
    validate: decimalRules(2),
  },
};
