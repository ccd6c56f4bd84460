/** Numbers: whole numbers, decimals and amounts of money (rupiah). */
import { InputAdornment } from '@mui/material';
import { NumberField, NumberInput } from 'react-admin';
import { MoneyField } from './displays';
import { numberRangeFilter, plainExport } from './shared';
import type { ClientFieldTypes, InputArgs } from './types';

/**
 * No native `min`/`max`/`step` constraints: the declared range and scale are the shared validator's
 * (../validators.ts), with its words; the browser's would mark the input :invalid in its own.
 */
const inputProps = ({ name, validate, helperText, readOnly }: InputArgs) => ({
  source: name,
  validate,
  helperText,
  readOnly,
  fullWidth: true,
});

const NUMBER_BASE = { exportValue: plainExport, sortable: true, wide: false, secret: false };

export const NUMBER_TYPES: Pick<ClientFieldTypes, 'int' | 'decimal' | 'money'> = {
  int: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} />,
    display: ({ name, sortable, label }) => <NumberField source={name} sortable={sortable} label={label} />,
    filter: ({ name, label }) => [<NumberInput key={name} source={name} label={label(name)} step={1} />],
  },
  decimal: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} />,
    display: ({ name, field, sortable, label }) => (
      <NumberField
        source={name}
        sortable={sortable}
        label={label}
        options={{ minimumFractionDigits: field.scale ?? 2 }}
      />
    ),
    filter: numberRangeFilter,
  },
  money: {
    ...NUMBER_BASE,
    input: (args) => (
      <NumberInput
        {...inputProps(args)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> } }}
      />
    ),
    display: ({ name, sortable, label }) => <MoneyField source={name} sortable={sortable} label={label} />,
    filter: numberRangeFilter,
  },
};
