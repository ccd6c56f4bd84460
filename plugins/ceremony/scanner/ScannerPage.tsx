/**
 * The check-in scanner for the acara's check-in staff, on a phone: choose the acara and entrance,
 * read a ticket's QR code with the camera (or type its code), and see at once who it is with a
 * green or red answer and a tone. Works offline on what the phone keeps (./store.ts); scans queue
 * and sync when the network is back; live counts below.
 */
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useResourceOptions } from 'wisuda/pages';
import { ticketText, type TicketText } from '../tickets/messages';
import { beep } from './beep';
import { CodeReader } from './CodeReader';
import { CountsPanel } from './CountsPanel';
import { installScanner } from './install';
import { ResultPanel } from './ResultPanel';
import { useScanner } from './useScanner';

const LAST_ACARA = 'wisuda.checkin.acara';

function StatusLine({
  s,
  t,
  time,
}: {
  s: ReturnType<typeof useScanner>;
  t: (k: TicketText, p?: Record<string, string | number>) => string;
  time: (iso: string) => string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {!s.online && <Alert severity="warning">{t('offline')}</Alert>}
      <Typography variant="body2">
        {s.queued ? t('waiting', { smart_count: s.queued }) : t('synced')}
      </Typography>
      {s.pack && (
        <Typography variant="body2" color="text.secondary">
          {t('ready', { smart_count: Object.keys(s.pack.roster).length, time: time(s.pack.at) })}
        </Typography>
      )}
      {s.queued > 0 && s.online && (
        <Button size="small" onClick={() => void s.sync()}>
          {t('sync')}
        </Button>
      )}
    </Stack>
  );
}

export default function ScannerPage() {
  const [locale] = useLocaleState();
  const t = (key: TicketText, params?: Record<string, string | number>) => ticketText(locale, key, params);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(iso));
  const acaras = useResourceOptions('acara');
  const [acara, setAcara] = useState<number | null>(() => Number(localStorage.getItem(LAST_ACARA)) || null);
  const [pintu, setPintu] = useState<string>('');
  const s = useScanner(acara, pintu || null);
  const { scan } = s;

  const check = async (text: string) => {
    if (!text.trim()) return;
    const outcome = await scan(text);
    if (outcome) beep(outcome.status === 'ok');
  };
  useEffect(installScanner, []);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {/* minWidth 0: a long acara name is cut short instead of widening the card past a phone */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 0 }}>
            <TextField
              select
              label={t('event')}
              value={acara ?? ''}
              sx={{ flex: 1, minWidth: 0 }}
              onChange={(e) => {
                const id = Number(e.target.value);
                localStorage.setItem(LAST_ACARA, String(id));
                setAcara(id);
              }}
            >
              {acaras.data.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
              {acara !== null && !acaras.data.some((a) => a.id === acara) && s.pack && (
                <MenuItem value={acara}>{s.pack.acara.nama}</MenuItem>
              )}
            </TextField>
            <TextField
              select
              label={t('entrance')}
              value={pintu}
              sx={{ flex: 1, minWidth: 0 }}
              onChange={(e) => setPintu(e.target.value)}
            >
              <MenuItem value="">{t('any_entrance')}</MenuItem>
              {(s.pack?.acara.entrances ?? []).map((e) => (
                <MenuItem key={e} value={e}>
                  {e}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {acara === null && <Typography color="text.secondary">{t('choose')}</Typography>}
          {s.error && <Alert severity="error">{s.error}</Alert>}
          {s.pack && (
            <>
              <CodeReader
                onCode={check}
                labels={{ camera: t('camera'), stop: t('stop'), code: t('code'), submit: t('check') }}
              />
              {s.last && <ResultPanel outcome={s.last} t={t} time={time} />}
              {s.conflicts.length > 0 && (
                <Alert severity="error">
                  {t('twice')}: {s.conflicts.map((c) => s.pack?.roster[c]?.n ?? c).join(', ')}
                </Alert>
              )}
              <StatusLine s={s} t={t} time={time} />
            </>
          )}
        </CardContent>
      </Card>
      {acara !== null && s.online && <CountsPanel acara={acara} t={t} />}
    </Box>
  );
}
