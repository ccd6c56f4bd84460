/** Display pieces the field types share: dates and money in the UI language's locale, chips, swatches. */
import { Box, Chip, Stack } from '@mui/material';
import { DateField, NumberField } from 'react-admin';
import { useLocaleFormat } from '../../../layout/useLocaleFormat';

interface LocaleFieldProps {
  source: string;
  sortable?: boolean;
  label?: string;
}

/**
 * A date (or date and time, `showTime`) in the chosen UI language's locale (id-ID, en-US, ar-AE,
 * ...), never the browser's; re-renders when the language changes. `source` stays a prop so
 * Datagrid headers (label, sorting) see it.
 */
export function LocaleDateField({ source, label, showTime }: LocaleFieldProps & { showTime?: boolean }) {
  const { locale } = useLocaleFormat();
  return <DateField source={source} label={label} showTime={showTime} locales={locale} />;
}

/** An amount in rupiah. `source` stays a prop so Datagrid headers (label, sorting) see it. */
export function MoneyField({ source, label }: LocaleFieldProps) {
  const { locale } = useLocaleFormat();
  return (
    <NumberField
      source={source}
      label={label}
      locales={locale}
      options={{ style: 'currency', currency: 'IDR' }}
    />
  );
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
