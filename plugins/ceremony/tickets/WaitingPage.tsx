/**
 * The guest waiting list for the ceremony staff: per acara, the graduates who asked for extra guest
 * tickets in the order they asked, the guest seats left, and a grant per row (kehadiran.update).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useResourceOptions, useResourceRights } from 'wisuda/pages';
import { refusalOf } from '../api';
import { grantWaiting, readWaiting, type WaitingList } from './api';
import { ticketText, type TicketText } from './messages';

export default function WaitingPage() {
  const [locale] = useLocaleState();
  const t = (key: TicketText, params?: Record<string, string | number>) => ticketText(locale, key, params);
  const acaras = useResourceOptions('acara');
  const may = useResourceRights('kehadiran');
  const [acara, setAcara] = useState<number | ''>('');
  const [list, setList] = useState<WaitingList | null>(null);
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<WaitingList>) => {
    setError(null);
    try {
      setList(await call());
    } catch (e) {
      setError(refusalOf(e).message);
    }
  }, []);
  useEffect(() => {
    if (acara !== '') void run(() => readWaiting(acara));
  }, [acara, run]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            select
            label={t('event')}
            value={acara}
            onChange={(e) => setAcara(Number(e.target.value))}
            sx={{ maxWidth: 360 }}
          >
            {acaras.data.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          {acara === '' && <Typography color="text.secondary">{t('choose')}</Typography>}
          {list && (
            <Typography>
              {list.seats_left === null ? t('no_limit') : t('seats_left', { n: list.seats_left })}
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </CardContent>
      </Card>
      {list && !list.rows.length && <Typography color="text.secondary">{t('nobody')}</Typography>}
      {list && list.rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['col_nim', 'col_name', 'col_asked', 'col_extra', 'col_now'] as const).map((k) => (
                  <TableCell key={k}>{t(k)}</TableCell>
                ))}
                {may.update && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.nim}</TableCell>
                  <TableCell>{r.nama}</TableCell>
                  <TableCell>{r.jumlah}</TableCell>
                  <TableCell>{r.diberikan}</TableCell>
                  <TableCell>{r.tamu_diberikan}</TableCell>
                  {may.update && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <TextField
                        size="small"
                        type="number"
                        value={amounts[r.id] ?? Math.max(1, r.jumlah - r.diberikan)}
                        onChange={(e) => setAmounts({ ...amounts, [r.id]: Number(e.target.value) })}
                        slotProps={{ htmlInput: { min: 1, max: 50, 'aria-label': t('grant') } }}
                        sx={{ width: 80, mr: 1 }}
                      />
                      <Button
                        onClick={() =>
                          run(() => grantWaiting(r.id, amounts[r.id] ?? Math.max(1, r.jumlah - r.diberikan)))
                        }
                      >
                        {t('grant')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
