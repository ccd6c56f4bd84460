/** A graduate's place in the line-up (their number within their faculty and seat), or that it is still to come. */
import { Typography } from '@mui/material';
import type { OwnConfirmation } from './api';
import type { CeremonyText } from './messages';

export function PlaceLine({
  record,
  t,
}: {
  record: NonNullable<OwnConfirmation['record']>;
  t: (key: CeremonyText, params?: Record<string, string | number>) => string;
}) {
  if (record.urutan === null) return <Typography color="text.secondary">{t('not_placed')}</Typography>;
  return (
    <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="ceremony-place">
      {t('place', {
        n: record.urutan,
        faculty: record.fakultas ?? t('no_faculty'),
        seat: record.kursi ?? t('no_seat'),
      })}
    </Typography>
  );
}
