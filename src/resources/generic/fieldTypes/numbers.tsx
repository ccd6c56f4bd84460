/** Numbers: whole numbers, years, decimals and amounts of money (rupiah), shown in the UI language. */
import { InputAdornment } from '@mui/material';
import { NumberInput } from 'react-admin';
import { LocaleNumberField, MoneyField, YearField } from './displays';
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

export const NUMBER_TYPES: Pick<ClientFieldTypes, 'int' | 'year' | 'decimal' | 'money'> = {
  int: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} />,
    display: ({ name, sortable, label }) => (
      <LocaleNumberField source={name} sortable={sortable} label={label} />
    ),
    filter: ({ name, label }) => [<NumberInput key={name} source={name} label={label(name)} step={1} />],
  },
  year: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} />,
    // "2022", never "2,022"
    display: ({ name, sortable, label }) => <YearField source={name} sortable={sortable} label={label} />,
    filter: ({ name, label }) => [<NumberInput key={name} source={name} label={label(name)} step={1} />],
  },
  decimal: {
    ...NUMBER_BASE,
    input: (args) => <NumberInput {...inputProps(args)} />,
    display: ({ name, field, sortable, label }) => (
      <LocaleNumberField source={name} sortable={sortable} label={label} scale={field.scale ?? 2} />
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
