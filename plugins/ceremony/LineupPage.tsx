/**
 * The line-up page for the ceremony's staff: choose an acara, place the new confirmations (or make
 * the whole line-up anew), move a graduate within their faculty, and print one page per faculty.
 */
import { useLocaleState } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, GlobalStyles, Typography } from '@mui/material';
import { useMutation, useQueryClient, useResourceRights } from 'wisuda/pages';
import { makeLineup, moveGraduate, readLineup, refusalOf, type Lineup } from './api';
import { ceremonyText, type CeremonyText } from './messages';
import { FacultyTable } from './FacultyTable';
import { LineupCounts } from './scanner/LineupCounts';
import { AcaraSelect, useAcaraRead } from './useAcaraRead';

/** On paper: only the line-up, each faculty on pages of its own. */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .RaSidebar-root, .ceremony-no-print': { display: 'none !important' },
        '.ceremony-faculty': { breakBefore: 'page' },
        '.ceremony-faculty:first-of-type': { breakBefore: 'auto' },
        '.ceremony-faculty tr': { breakInside: 'avoid' },
        '.MuiCard-root': { boxShadow: 'none !important', border: 'none !important' },
        body: { background: '#fff', color: '#000' },
      },
    }}
  />
);

export default function LineupPage() {
  const [locale] = useLocaleState();
  const t = (key: CeremonyText, params?: Record<string, string | number>) =>
    ceremonyText(locale, key, params);
  const may = useResourceRights('kehadiran');
  const { acara, setAcara, query, key } = useAcaraRead('lineup', readLineup);
  const queryClient = useQueryClient();
  // each change answers the whole line-up anew: it becomes the cached read
  const change = useMutation({
    mutationFn: (call: () => Promise<Lineup>) => call(),
    onSuccess: (lineup) => queryClient.setQueryData(key, lineup),
  });
  const run = (call: () => Promise<Lineup>) => change.mutate(call);
  const lineup = query.data ?? null;
  const failure = change.error ?? query.error;
  const error = failure ? refusalOf(failure).message : null;

  const groups = new Map<string, Lineup['rows']>();
  for (const row of lineup?.rows ?? []) {
    const key = row.fakultas ?? t('no_faculty');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {PRINT}
      <Card className="ceremony-no-print">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <AcaraSelect
            label={t('event')}
            value={acara}
            onChange={(id) => {
              change.reset();
              setAcara(id);
            }}
            sx={{ minWidth: 240, flex: '1 1 240px' }}
          />
          {may.update && acara !== '' && (
            <>
              <Button variant="contained" onClick={() => run(() => makeLineup(acara, false))}>
                {t('generate')}
              </Button>
              <Button
                onClick={() => window.confirm(t('confirm_reset')) && run(() => makeLineup(acara, true))}
              >
                {t('regenerate')}
              </Button>
            </>
          )}
          {lineup && <Button onClick={() => window.print()}>{t('print')}</Button>}
        </CardContent>
      </Card>
      {error && <Alert severity="error">{error}</Alert>}
      {acara !== '' && <LineupCounts acara={acara} />}
      {acara === '' && <Typography color="text.secondary">{t('choose')}</Typography>}
      {lineup && (
        <Typography className="ceremony-no-print" color="text.secondary">
          {t('seats', { n: lineup.seats })} {lineup.unplaced ? t('unplaced', { n: lineup.unplaced }) : ''}
        </Typography>
      )}
      {lineup && !lineup.rows.length && <Typography>{t('empty')}</Typography>}
      {[...groups].map(([faculty, rows]) => (
        <FacultyTable
          key={faculty}
          faculty={faculty}
          acara={lineup!.acara.nama}
          rows={rows}
          t={t}
          onMove={may.update ? (id, move) => run(() => moveGraduate(id, { move })) : undefined}
        />
      ))}
    </Box>
  );
}
