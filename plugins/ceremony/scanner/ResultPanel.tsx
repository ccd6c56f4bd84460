/** The answer to a scan, large and in colour: green to let in, red otherwise, with who it is. */
import { Box, Typography } from '@mui/material';
import type { TicketText } from '../tickets/messages';
import type { Outcome } from './check';

const TITLE: Record<Outcome['status'], TicketText> = {
  ok: 'ok',
  twice: 'twice',
  revoked: 'revoked_ticket',
  invalid: 'invalid',
  other_acara: 'other_acara',
  unsupported: 'unsupported',
};

export function ResultPanel({
  outcome,
  t,
  time,
}: {
  outcome: Outcome;
  t: (key: TicketText, p?: Record<string, string>) => string;
  time: (iso: string) => string;
}) {
  const ok = outcome.status === 'ok';
  const entry = 'entry' in outcome ? outcome.entry : null;
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-outcome={outcome.status}
      sx={{
        bgcolor: ok ? 'success.main' : 'error.main',
        color: ok ? 'success.contrastText' : 'error.contrastText',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 0.5,
      }}
    >
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t(TITLE[outcome.status])}
      </Typography>
      {'name' in outcome && (
        <Typography variant="h6" component="p">
          {entry?.n ?? outcome.name}
        </Typography>
      )}
      {entry && (
        <Typography>{entry.k === 'w' ? t('graduate') : t('guest_of', { name: entry.of ?? '' })}</Typography>
      )}
      {entry?.s && <Typography>{t('seat', { seat: entry.s })}</Typography>}
      {entry?.f && <Typography>{entry.f}</Typography>}
      {outcome.status === 'twice' && (
        <Typography>
          {t('twice_at', {
            time: time(outcome.first.at),
            where: outcome.first.pintu ?? outcome.first.perangkat ?? '',
          })}
        </Typography>
      )}
    </Box>
  );
}
