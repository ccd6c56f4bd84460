/**
 * Display pieces the field types share: numbers, money, years, dates and times through the one
 * locale formatting module (domain/format.ts, the UI language's, never the browser's), chips,
 * swatches.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { Formats } from '../../../../domain/format';
import { useLocaleFormat } from '../../../layout/useLocaleFormat';

interface LocaleFieldProps {
  source: string;
  sortable?: boolean;
  label?: string;
  /** Datagrid aligns the column (header and cells) by this prop of its child. */
  textAlign?: 'left' | 'right';
}

/**
 * One value of the record written by `format` in the UI language's formats; empty for no value.
 * `source`, `label`, `sortable` and `textAlign` stay props so Datagrid headers see them.
 */
export function FormattedField({
  source,
  format,
}: LocaleFieldProps & { format: (formats: Formats, value: unknown) => string }) {
  const value: unknown = useFieldValue({ source });
  const formats = useLocaleFormat();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {format(formats, value)}
    </Typography>
  );
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));
/** A number written by `write`, or the value as it is when it is none. */
const asNumber = (write: (n: number) => string) => (value: unknown) => {
  const n = numberOf(value);
  return Number.isFinite(n) ? write(n) : String(value);
};

/** A date (or date and time, `showTime`) in the UI language (DD/MM, month names, digits). */
export function LocaleDateField({ showTime, ...props }: LocaleFieldProps & { showTime?: boolean }) {
  return (
    <FormattedField
      {...props}
      format={(f, v) => (showTime ? f.dateTime(v as string) : f.date(v as string))}
    />
  );
}

/** A time of day ("08:30:00") as the UI language writes it ("8:30 AM", "08:30"). */
export function LocaleTimeField(props: LocaleFieldProps) {
  return <FormattedField {...props} format={(f, v) => f.time(String(v))} />;
}

/** An amount in rupiah. */
export function MoneyField(props: LocaleFieldProps) {
  return <FormattedField textAlign="right" {...props} format={(f, v) => asNumber(f.money)(v)} />;
}

/** A whole number or a decimal (`scale` decimals), grouped. */
export function LocaleNumberField({ scale, ...props }: LocaleFieldProps & { scale?: number }) {
  return (
    <FormattedField
      textAlign="right"
      {...props}
      format={(f, v) => asNumber((n) => (scale === undefined ? f.count(n) : f.decimal(n, scale)))(v)}
    />
  );
}

/** A year: digits only, never grouped ("2022"). */
export function YearField(props: LocaleFieldProps) {
  return <FormattedField {...props} format={(f, v) => asNumber(f.plain)(v)} />;
}

export function ColorSwatch({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          inlineSize: 20,
          blockSize: 20,
          borderRadius: 1,
          bgcolor: value,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <span>{value}</span>
    </Stack>
  );
}

export function ListChips({ value }: { value: unknown }) {
  if (!Array.isArray(value)) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((item, index) => (
        <Chip key={index} size="small" label={String(item)} />
      ))}
    </Stack>
  );
}
