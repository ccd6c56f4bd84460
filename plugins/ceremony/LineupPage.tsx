/**
 * The line-up page for the ceremony's staff: choose an acara, place the new confirmations (or make
 * the whole line-up anew), move a graduate within their faculty, and print one page per faculty.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  GlobalStyles,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useResourceOptions, useResourceRights } from 'wisuda/pages';
import { makeLineup, moveGraduate, readLineup, refusalOf, type Lineup } from './api';
import { ceremonyText, type CeremonyText } from './messages';
import { FacultyTable } from './FacultyTable';
import { LineupCounts } from './scanner/LineupCounts';

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
  const acaras = useResourceOptions('acara');
  const may = useResourceRights('kehadiran');
  const [acara, setAcara] = useState<number | ''>('');
  const [lineup, setLineup] = useState<Lineup | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (call: () => Promise<Lineup>) => {
    setError(null);
    try {
      setLineup(await call());
    } catch (e) {
      setError(refusalOf(e).message);
    }
  }, []);
  useEffect(() => {
    if (acara !== '') void run(() => readLineup(acara));
  }, [acara, run]);

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
          <TextField
            select
            label={t('event')}
            value={acara}
            onChange={(e) => setAcara(Number(e.target.value))}
            sx={{ minWidth: 240, flex: '1 1 240px' }}
          >
            {acaras.data.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
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
