/**
 * The graduate's name in their own voice: a few seconds recorded in the browser (MediaRecorder),
 * played back before it is saved, kept with the plugin's files; shown only where the browser can
 * record.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery, useQueryClient } from 'wisuda/pages';
import { deleteRecording, readRecording, refusalOf, saveRecording } from './api';
import type { CeremonyText } from './messages';
import { ceremonyKeys, NO_RETRY } from './queries';

/** How long a recording runs at most. */
const SECONDS = 5;

type T = (key: CeremonyText, params?: Record<string, string | number>) => string;

export const canRecord = () =>
  typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices?.getUserMedia;

/** Records up to SECONDS of the microphone; resolves with the sound. */
async function record(onStop: (stop: () => void) => void): Promise<Blob> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise<Blob>((resolve) => {
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      resolve(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
    };
  });
  const stop = () => recorder.state !== 'inactive' && recorder.stop();
  recorder.start();
  const timer = setTimeout(stop, SECONDS * 1000);
  onStop(() => {
    clearTimeout(timer);
    stop();
  });
  return done.finally(() => clearTimeout(timer));
}

export function Recorder({ t, open }: { t: T; open: boolean }) {
  const queryClient = useQueryClient();
  // a failed read shows no saved recording, as before one is made
  const read = useQuery({ queryKey: ceremonyKeys.ownRecording, queryFn: readRecording, ...NO_RETRY });
  const saved = read.data?.rekaman ?? null;
  const setSaved = (rekaman: string | null) =>
    queryClient.setQueryData(ceremonyKeys.ownRecording, { rekaman });
  const [take, setTake] = useState<{ blob: Blob; url: string } | null>(null);
  const [state, setState] = useState<'idle' | 'recording' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  useEffect(
    () => () => {
      if (take) URL.revokeObjectURL(take.url);
    },
    [take],
  );

  const start = async () => {
    setError(null);
    setState('recording');
    try {
      const blob = await record((stop) => (stopRef.current = stop));
      setTake({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setError(t('no_microphone'));
    }
    setState('idle');
  };
  const keep = async () => {
    if (!take) return;
    setState('saving');
    try {
      setSaved((await saveRecording(take.blob)).rekaman);
      setTake(null);
      setState('saved');
    } catch (e) {
      setError(refusalOf(e).message);
      setState('idle');
    }
  };
  const remove = async () => {
    try {
      await deleteRecording();
      setSaved(null);
    } catch (e) {
      setError(refusalOf(e).message);
    }
  };

  const sound = take?.url ?? saved;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="ceremony-recorder">
      <Typography variant="subtitle2" component="p">
        {t('record_title')}
      </Typography>
      {sound && <audio controls src={sound} style={{ width: '100%' }} aria-label={t('record_title')} />}
      {state === 'recording' && <Typography color="error">{t('recording')}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
      {state === 'saved' && !take && <Alert severity="success">{t('recording_saved')}</Alert>}
      {open && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {state === 'recording' ? (
            <Button variant="outlined" color="error" onClick={() => stopRef.current()}>
              {t('stop')}
            </Button>
          ) : (
            <Button variant="outlined" onClick={start} disabled={state === 'saving'}>
              {take ? t('discard') : t('record')}
            </Button>
          )}
          {take && state !== 'recording' && (
            <Button variant="contained" onClick={keep} disabled={state === 'saving'}>
              {t('save_recording')}
            </Button>
          )}
          {saved && !take && state !== 'recording' && (
            <Button color="inherit" onClick={remove}>
              {t('delete_recording')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
