/**
 * Stage photos for the staff (lazy, its own page): choose the acara, calibrate each camera from one
 * photo and who it shows, see how many photos were tagged at once, and settle the review queue.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useResourceOptions } from 'wisuda/pages';
import { refusalOf } from '../api';
import { calibrateCamera, matchAgain, readStage, settlePhoto, type StageSummary } from './api';
import { CameraPanel } from './CameraPanel';
import { stagePhotoText, type StagePhotoText } from './messages';
import { ReviewList } from './ReviewList';
import { usePhotos } from './usePhotos';

export default function StagePhotosPage() {
  const [locale] = useLocaleState();
  const t = (key: StagePhotoText, params?: Record<string, string | number>) =>
    stagePhotoText(locale, key, params);
  const acaras = useResourceOptions('acara');
  const [acara, setAcara] = useState<number | ''>('');
  const [data, setData] = useState<StageSummary | null>(null);
  const [note, setNote] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (id: number) => {
    try {
      setData(await readStage(id));
    } catch (e) {
      setNote({ severity: 'error', text: refusalOf(e).message });
    }
  }, []);
  useEffect(() => {
    if (acara !== '') void load(acara);
  }, [acara, load]);

  const act = async (call: () => Promise<unknown>, info?: string) => {
    if (acara === '') return;
    setBusy(true);
    setNote(null);
    try {
      await call();
      if (info) setNote({ severity: 'info', text: info });
      await load(acara);
    } catch (e) {
      const r = refusalOf(e);
      setNote({ severity: 'error', text: Object.values(r.errors)[0] ?? r.message });
    } finally {
      setBusy(false);
    }
  };

  const ids = [
    ...(data?.cameras.flatMap((c) => c.sample_ids) ?? []),
    ...(data?.review.map((r) => r.file_id) ?? []),
  ];
  const photos = usePhotos(ids);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            label={t('event')}
            value={acara}
            onChange={(e) => setAcara(Number(e.target.value))}
            sx={{ minWidth: 0, flex: '1 1 240px' }}
          >
            {acaras.data.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          {acara !== '' && (
            <>
              <Button disabled={busy} onClick={() => void act(() => matchAgain(acara), t('queued'))}>
                {t('match_again')}
              </Button>
              <Button disabled={busy} onClick={() => void load(acara)}>
                {t('refresh')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      {note && <Alert severity={note.severity}>{note.text}</Alert>}
      {data && !data.groups.length && <Alert severity="info">{t('no_group')}</Alert>}
      {data && (
        <>
          <Typography role="status">{t('counts', data.counts)}</Typography>
          <Typography variant="h6" component="h2">
            {t('cameras')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
            }}
          >
            {data.cameras.map((c) => (
              <CameraPanel
                key={c.camera}
                camera={c}
                called={data.called}
                photos={photos}
                busy={busy}
                t={t}
                onCalibrate={(fileId, who) =>
                  void act(() => calibrateCamera(acara as number, fileId, who), t('queued'))
                }
              />
            ))}
          </Box>
          <Typography variant="h6" component="h2">
            {t('review')} ({data.counts.review})
          </Typography>
          <ReviewList
            items={data.review}
            photos={photos}
            busy={busy}
            locale={locale}
            t={t}
            onSettle={(fileId, who) => void act(() => settlePhoto(fileId, who))}
          />
        </>
      )}
    </Box>
  );
}
