/**
 * The stairs' scanner, on a phone: each graduate's pass is read with the camera (the check-in
 * scanner's reader, ../scanner/camera.ts) or typed, or the graduate is found by NIM or name when the
 * pass is forgotten; each call is recorded at once and the reader's screen follows. Below, the same
 * live view as the reader's: who is on stage and who comes next.
 */
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { beep } from '../scanner/beep';
import { CodeReader } from '../scanner/CodeReader';
import {
  callGraduate,
  chooseCall,
  searchGraduates,
  type CallAnswer,
  type CallOfGraduate,
  type StageGraduate,
} from './api';
import { CallResult } from './CallResult';
import { stageText, type StageText } from './messages';
import { AcaraPicker, useStageAcara } from './useStageAcara';
import { useStageStream } from './useStageStream';

const messageOf = (err: unknown) =>
  (err as { body?: { message?: string } }).body?.message ??
  (err instanceof Error ? err.message : String(err));

function useCalls(acara: number | null) {
  const [answer, setAnswer] = useState<CallAnswer | null>(null);
  const [calls, setCalls] = useState<CallOfGraduate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: { token: string } | { kehadiran_id: number }) => {
    if (acara === null) return;
    try {
      const a = await callGraduate(acara, body);
      setAnswer(a);
      setCalls(a.calls);
      setError(null);
      beep(true);
    } catch (err) {
      setError(messageOf(err));
      beep(false);
    }
  };
  const choose = async (callId: number) => setCalls(await chooseCall(callId));
  return { answer, calls, error, run, choose };
}

function Search({
  acara,
  onPick,
  t,
}: {
  acara: number;
  onPick: (g: StageGraduate) => void;
  t: (k: StageText) => string;
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<StageGraduate[] | null>(null);
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (q.trim().length >= 2) void searchGraduates(acara, q.trim()).then(setFound, () => setFound([]));
      }}
    >
      <TextField size="small" label={t('search')} value={q} onChange={(e) => setQ(e.target.value)} />
      {found?.length === 0 && <Typography color="text.secondary">{t('no_match')}</Typography>}
      {found?.map((g) => (
        <Button
          key={g.kehadiran_id}
          variant="outlined"
          sx={{ justifyContent: 'flex-start', textAlign: 'start' }}
          onClick={() => {
            onPick(g);
            setFound(null);
            setQ('');
          }}
        >
          {g.nama} · {g.nim}
        </Button>
      ))}
    </Box>
  );
}

export default function StageScannerPage() {
  const [locale] = useLocaleState();
  const t = (key: StageText, params?: Record<string, string | number>) => stageText(locale, key, params);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(iso));
  const [acara, setAcara] = useStageAcara();
  const { state, live } = useStageStream(acara);
  const c = useCalls(acara);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography variant="h5" component="h1">
              {t('scanner')}
            </Typography>
            <Chip
              size="small"
              color={live ? 'success' : 'warning'}
              label={live ? t('live') : t('reconnecting')}
            />
          </Stack>
          <AcaraPicker acara={acara} onChange={setAcara} label={t('event')} />
          {acara === null && <Typography color="text.secondary">{t('choose')}</Typography>}
          {acara !== null && (
            <>
              <CodeReader
                onCode={(text) => c.run({ token: text.trim() })}
                labels={{ camera: t('camera'), stop: t('stop'), code: t('code'), submit: t('call') }}
              />
              <Search acara={acara} onPick={(g) => void c.run({ kehadiran_id: g.kehadiran_id })} t={t} />
              {c.error && <Alert severity="error">{c.error}</Alert>}
              {c.answer && !c.error && (
                <CallResult
                  answer={c.answer}
                  calls={c.calls}
                  onChoose={(id) => void c.choose(id)}
                  t={t}
                  time={time}
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
      {state && (
        <Card data-testid="stage-live">
          <CardContent>
            <Typography variant="overline">{t('on_stage')}</Typography>
            <Typography variant="h6">{state.current?.nama ?? t('waiting')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('next')}: {state.next.map((g) => g.nama).join(', ') || '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('progress', { n: state.called, total: state.total })}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
