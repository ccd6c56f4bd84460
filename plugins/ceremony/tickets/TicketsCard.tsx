/**
 * The graduate's pass and guest tickets on their dashboard (phone first): their own QR pass, the
 * guest tickets granted (send to a guest by name and e-mail, revoke, resend) until the doors open,
 * and a request for extra tickets (the staff's waiting list).
 */
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from 'wisuda/pages';
import { refusalOf } from '../api';
import { ceremonyKeys, NO_RETRY } from '../queries';
import {
  askWaiting,
  readTickets,
  resendTicket,
  revokeTicket,
  sendTicket,
  type GuestTicketView,
  type OwnTickets,
} from './api';
import { GuestForm } from './GuestForm';
import { ticketText, type TicketText } from './messages';
import { QrImage } from './QrImage';

function TicketRow(props: {
  ticket: GuestTicketView;
  open: boolean;
  busy: boolean;
  t: (key: TicketText) => string;
  act: (call: () => Promise<OwnTickets>) => void;
}) {
  const { ticket, open, t } = props;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{ticket.nama_tamu}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ticket.email_tamu}
        </Typography>
        {ticket.dicabut_pada && <Chip size="small" label={t('revoked')} />}
      </Stack>
      {ticket.qr && <QrImage svg={ticket.qr} label={ticket.nama_tamu} />}
      {open && !ticket.dicabut_pada && (
        <Stack direction="row" spacing={1}>
          <Button size="small" disabled={props.busy} onClick={() => props.act(() => resendTicket(ticket.id))}>
            {t('resend')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={props.busy}
            onClick={() => props.act(() => revokeTicket(ticket.id))}
          >
            {t('revoke')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function WaitingAsk({
  own,
  t,
  act,
  busy,
}: {
  own: OwnTickets;
  t: (k: TicketText, p?: Record<string, number>) => string;
  act: (c: () => Promise<OwnTickets>) => void;
  busy: boolean;
}) {
  const [n, setN] = useState(1);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        type="number"
        label={t('more')}
        value={n}
        onChange={(e) => setN(Number(e.target.value))}
        slotProps={{ htmlInput: { min: 1, max: 20 } }}
        sx={{ width: 200 }}
      />
      <Button disabled={busy} onClick={() => act(() => askWaiting(n))}>
        {t('ask')}
      </Button>
      {own.waiting && (
        <Typography variant="body2" color="text.secondary">
          {t('asked', { n: own.waiting.jumlah, g: own.waiting.diberikan })}
        </Typography>
      )}
    </Stack>
  );
}

export default function TicketsCard() {
  const [locale] = useLocaleState();
  const t = (key: TicketText, params?: Record<string, string | number>) => ticketText(locale, key, params);
  const queryClient = useQueryClient();
  // read again when the student's answer on the card above is saved (ConfirmCard)
  const read = useQuery({ queryKey: ceremonyKeys.ownTickets, queryFn: readTickets, ...NO_RETRY });
  const change = useMutation({
    mutationFn: (call: () => Promise<OwnTickets>) => call(),
    onSuccess: (o) => queryClient.setQueryData(ceremonyKeys.ownTickets, o),
  });
  const act = (call: () => Promise<OwnTickets>): Promise<boolean> =>
    change.mutateAsync(call).then(
      () => true,
      () => false,
    );
  const failure = change.error ?? read.error;
  const refused = failure ? refusalOf(failure) : null;
  const state = { busy: change.isPending, message: refused?.message, errors: refused?.errors ?? {} };
  const own = read.data;
  if (!own?.acara) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const open = !!own.open;
  const left = (own.granted ?? 0) - (own.used ?? 0);
  return (
    <Card component="section" aria-labelledby="ceremony-tickets-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="ceremony-tickets-title" variant="overline" color="text.secondary">
          {t('title')}
        </Typography>
        {!own.attending && <Typography>{t('not_attending')}</Typography>}
        {own.pass && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography>{t('pass')}</Typography>
            <QrImage svg={own.pass.qr} label={own.pass.name} />
            <Typography sx={{ fontWeight: 500 }}>{own.pass.name}</Typography>
          </Box>
        )}
        {own.attending && (
          <>
            <Typography>{t('granted', { used: own.used ?? 0, n: own.granted ?? 0 })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {open ? t('until', { date: date(own.doors_open!) }) : t('doors_open')}
            </Typography>
            {state.message && <Alert severity="error">{state.message}</Alert>}
            {open && left > 0 && (
              <GuestForm
                t={t}
                locale={locale}
                busy={!!state.busy}
                errors={state.errors}
                onSend={(g) => act(() => sendTicket(g))}
              />
            )}
            {!!own.tickets?.length && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {own.tickets.map((ticket) => (
                  <TicketRow
                    key={ticket.id}
                    ticket={ticket}
                    open={open}
                    busy={!!state.busy}
                    t={t}
                    act={(c) => void act(c)}
                  />
                ))}
              </Box>
            )}
            {open && <WaitingAsk own={own} t={t} busy={!!state.busy} act={(c) => void act(c)} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
