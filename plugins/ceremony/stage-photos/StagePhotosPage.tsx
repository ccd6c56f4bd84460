/**
 * Stage photos for the staff (lazy, its own page): choose the acara, calibrate each camera from one
 * photo and who it shows, see how many photos were tagged at once, and settle the review queue.
 */
import { useLocaleState } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQueryClient } from 'wisuda/pages';
import { refusalOf } from '../api';
import { AcaraSelect, useAcaraRead } from '../useAcaraRead';
import { calibrateCamera, matchAgain, readStage, settlePhoto } from './api';
import { CameraPanel } from './CameraPanel';
import { stagePhotoText, type StagePhotoText } from './messages';
import { ReviewList } from './ReviewList';
import { usePhotos } from './usePhotos';

interface Note {
  severity: 'error' | 'info';
  text: string;
}

/**
 * What the alert says: the last action's refusal (its first field error), else the read's failure,
 * else what the last action started.
 */
function noteOf(
  action: { error: unknown; isSuccess: boolean; variables?: { info?: string } },
  readError: unknown,
): Note | null {
  if (action.error) {
    const r = refusalOf(action.error);
    return { severity: 'error', text: Object.values(r.errors)[0] ?? r.message };
  }
  if (readError) return { severity: 'error', text: refusalOf(readError).message };
  const info = action.isSuccess ? action.variables?.info : undefined;
  return info ? { severity: 'info', text: info } : null;
}

export default function StagePhotosPage() {
  const [locale] = useLocaleState();
  const t = (key: StagePhotoText, params?: Record<string, string | number>) =>
    stagePhotoText(locale, key, params);
  const { acara, setAcara, query, key } = useAcaraRead('stage-photos', readStage);
  const queryClient = useQueryClient();
  // an action changes the counts, cameras and queue: busy until they are read again
  const action = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; info?: string }) => call(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const act = (call: () => Promise<unknown>, info?: string) => {
    if (acara !== '') action.mutate({ call, info });
  };
  const busy = action.isPending;
  const note = noteOf(action, query.error);
  const data = query.data ?? null;

  const ids = [
    ...(data?.cameras.flatMap((c) => c.sample_ids) ?? []),
    ...(data?.review.map((r) => r.file_id) ?? []),
  ];
  const photos = usePhotos(ids);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <AcaraSelect
            label={t('event')}
            value={acara}
            onChange={(id) => {
              action.reset();
              setAcara(id);
            }}
            sx={{ minWidth: 0, flex: '1 1 240px' }}
          />
          {acara !== '' && (
            <>
              <Button disabled={busy} onClick={() => act(() => matchAgain(acara), t('queued'))}>
                {t('match_again')}
              </Button>
              <Button disabled={busy} onClick={() => void query.refetch()}>
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
                  act(() => calibrateCamera(acara as number, fileId, who), t('queued'))
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
            onSettle={(fileId, who) => act(() => settlePhoto(fileId, who))}
          />
        </>
      )}
    </Box>
  );
}
