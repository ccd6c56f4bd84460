/** Who is in for an acara, per entrance and per faculty, read again every few seconds while shown. */
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { pluginApi, useQuery } from 'wisuda/pages';
import { ceremonyKeys, NO_RETRY } from '../queries';
import type { Counts } from '../tickets/api';
import type { TicketText } from '../tickets/messages';

const EVERY_MS = 10_000;

// read here, not in tickets/api.ts: importing that module's code from here made the build's chunks
// of the line-up page and the scanner import one another in a circle (tools/vite-chunks.ts)
const readCounts = (acara: number) => pluginApi<Counts>('ceremony', `acara/${acara}/checkin/counts`);

export function CountsPanel({
  acara,
  t,
  card = false,
}: {
  acara: number;
  t: (key: TicketText) => string;
  /** In a card of its own that is not printed (the line-up page). */
  card?: boolean;
}) {
  // offline, react-query holds the reads back until the device is online again; a failed read
  // keeps the counts last shown
  const { data: counts } = useQuery({
    queryKey: ceremonyKeys.ofAcara('counts', acara),
    queryFn: () => readCounts(acara),
    refetchInterval: EVERY_MS,
    ...NO_RETRY,
  });
  if (!counts) return null;
  const rows = (items: { label: string; graduates: number; guests: number; expected?: number }[]) =>
    items.map((r) => (
      <TableRow key={r.label}>
        <TableCell>{r.label}</TableCell>
        <TableCell align="right">
          {r.expected === undefined ? r.graduates : `${r.graduates} / ${r.expected}`}
        </TableCell>
        <TableCell align="right">{r.guests}</TableCell>
      </TableRow>
    ));
  const head = (first: TicketText) => (
    <TableHead>
      <TableRow>
        <TableCell>{t(first)}</TableCell>
        <TableCell align="right">{t('col_graduates')}</TableCell>
        <TableCell align="right">{t('col_guests')}</TableCell>
      </TableRow>
    </TableHead>
  );
  const panel = (
    <Box component="section" aria-label={t('counts')} sx={{ display: 'grid', gap: 1, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2">
        {t('counts')}: {counts.graduates} / {counts.expected.graduates} · {counts.guests} /{' '}
        {counts.expected.guests}
      </Typography>
      <Table size="small">
        {head('col_entrance')}
        <TableBody>
          {rows(
            counts.entrances.map((e) => ({
              label: e.pintu ?? t('none'),
              graduates: e.graduates,
              guests: e.guests,
            })),
          )}
        </TableBody>
      </Table>
      <Table size="small">
        {head('col_faculty')}
        <TableBody>
          {rows(
            counts.faculties.map((f) => ({
              label: f.fakultas ?? t('none'),
              graduates: f.graduates,
              guests: f.guests,
              expected: f.expected,
            })),
          )}
        </TableBody>
      </Table>
    </Box>
  );
  return card ? (
    <Card className="ceremony-no-print">
      <CardContent>{panel}</CardContent>
    </Card>
  ) : (
    panel
  );
}
