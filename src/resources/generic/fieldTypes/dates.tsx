/** Dates and times, shown in the UI language (domain/format.ts); times entered as `HH:MM`. */
import { DateInput, DateTimeInput, TextInput } from 'react-admin';
import { LocaleDateField, LocaleTimeField } from './displays';
import { dateRangeFilter, plainExport, textFilter } from './shared';
import type { ClientFieldTypes, InputArgs } from './types';

/** `HH:MM:SS` from the database shown as `HH:MM` in the native time input; kept as text. */
const formatTime = (value: unknown) => (typeof value === 'string' ? value.slice(0, 5) : '');
const keepText = (value: string) => (value === '' ? null : value);
/**
 * The native date-time input gives the local `YYYY-MM-DDTHH:mm`; a datetime is written with its
 * offset (domain/field-types.ts), so the form keeps the instant in ISO (shown back in local time).
 */
const instant = (value: string) => {
  const t = value ? new Date(value) : undefined;
  return t && !Number.isNaN(t.getTime()) ? t.toISOString() : null;
};

const inputProps = ({ name, validate, helperText, readOnly }: InputArgs) => ({
  source: name,
  validate,
  helperText,
  readOnly,
});

const DATE_BASE = { exportValue: plainExport, sortable: true, wide: false, secret: false };

export const DATE_TYPES: Pick<ClientFieldTypes, 'date' | 'time' | 'datetime'> = {
  date: {
    ...DATE_BASE,
    input: (args) => <DateInput {...inputProps(args)} fullWidth />,
    display: ({ name, sortable, label }) => (
      <LocaleDateField source={name} sortable={sortable} label={label} />
    ),
    filter: dateRangeFilter,
  },
  datetime: {
    ...DATE_BASE,
    input: (args) => <DateTimeInput {...inputProps(args)} parse={instant} fullWidth />,
    display: ({ name, sortable, label }) => (
      <LocaleDateField source={name} sortable={sortable} label={label} showTime />
    ),
    filter: dateRangeFilter,
  },
  time: {
    ...DATE_BASE,
    input: (args) => (
      <TextInput
        {...inputProps(args)}
        type="time"
        format={formatTime}
        parse={keepText}
        fullWidth
        // the native time field always shows its own placeholder: keep the label above it
        slotProps={{ inputLabel: { shrink: true } }}
      />
    ),
    display: ({ name, sortable, label }) => (
      <LocaleTimeField source={name} sortable={sortable} label={label} />
    ),
    filter: textFilter,
  },
};
