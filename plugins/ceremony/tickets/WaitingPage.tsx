/**
 * The guest waiting list for the ceremony staff: per acara, the graduates who asked for extra guest
 * tickets in the order they asked, the guest seats left, and a grant per row (kehadiran.update).
 */
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient, useResourceRights } from 'wisuda/pages';
import { refusalOf } from '../api';
import { ceremonyKeys } from '../queries';
import { AcaraSelect, useAcaraRead } from '../useAcaraRead';
import { grantWaiting, readWaiting, type WaitingList } from './api';
import { ticketText, type TicketText } from './messages';

export default function WaitingPage() {
  const [locale] = useLocaleState();
  const t = (key: TicketText, params?: Record<string, string | number>) => ticketText(locale, key, params);
  const may = useResourceRights('kehadiran');
  const { acara, setAcara, query, key } = useAcaraRead('waiting', readWaiting);
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const queryClient = useQueryClient();
  // a grant answers the whole list anew (it becomes the cached read) and gives the graduate the
  // guest seats the line-up shows
  const grant = useMutation({
    mutationFn: ({ id, n }: { id: number; n: number }) => grantWaiting(id, n),
    onSuccess: (list: WaitingList) => {
      queryClient.setQueryData(key, list);
      void queryClient.invalidateQueries({ queryKey: ceremonyKeys.ofAcara('lineup', acara) });
    },
  });
  const list = query.data ?? null;
  const failure = grant.error ?? query.error;
  const error = failure ? refusalOf(failure).message : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <AcaraSelect
            label={t('event')}
            value={acara}
            onChange={(id) => {
              grant.reset();
              setAcara(id);
            }}
            sx={{ maxWidth: 360 }}
          />
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
                          grant.mutate({ id: r.id, n: amounts[r.id] ?? Math.max(1, r.jumlah - r.diberikan) })
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
