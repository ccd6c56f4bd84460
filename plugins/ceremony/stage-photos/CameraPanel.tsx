/**
 * One camera of the acara's stage photos: its photos, its clock offset or "not calibrated", and the
 * calibration: choose one of its photos, say who it shows, calibrate.
 */
import { useState } from 'react';
import { Autocomplete, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { PagePhoto } from 'wisuda/pages';
import type { Person, StageCamera } from './api';
import type { StagePhotoText } from './messages';

type T = (key: StagePhotoText, params?: Record<string, string | number>) => string;

export function CameraPanel(props: {
  camera: StageCamera;
  called: Person[];
  photos: Map<number, PagePhoto>;
  busy: boolean;
  t: T;
  onCalibrate: (fileId: number, mahasiswaId: number) => void;
}) {
  const { camera, t } = props;
  const [photo, setPhoto] = useState<number | null>(null);
  const [who, setWho] = useState<Person | null>(null);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {camera.camera || t('unknown_camera')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('photos', { n: camera.photos })}
          {camera.untimed ? ` · ${t('untimed', { n: camera.untimed })}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {camera.offset_ms === null
            ? t('not_calibrated')
            : `${t('offset', { s: (camera.offset_ms / 1000).toFixed(1) })} · ${t('calibrated_from', { name: camera.mahasiswa_nama ?? '' })}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('calibrate_help')}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {camera.sample_ids.map((id) => {
            const p = props.photos.get(id);
            return (
              <li key={id}>
                <Box
                  component="button"
                  type="button"
                  aria-pressed={photo === id}
                  aria-label={p?.original_name ?? `#${id}`}
                  onClick={() => setPhoto(id)}
                  sx={{
                    p: 0,
                    border: 3,
                    borderColor: photo === id ? 'primary.main' : 'transparent',
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: 'action.hover',
                    width: 96,
                    height: 72,
                    overflow: 'hidden',
                  }}
                >
                  {p && (
                    <img
                      src={p.thumb_url}
                      alt=""
                      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  )}
                </Box>
              </li>
            );
          })}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Autocomplete
            options={props.called}
            value={who}
            onChange={(_, v) => setWho(v)}
            getOptionLabel={(o) => `${o.nama ?? ''} (${o.nim ?? ''})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            sx={{ flex: '1 1 240px', minWidth: 0 }}
            renderInput={(params) => <TextField {...params} label={t('graduate')} />}
          />
          <Button
            variant="contained"
            disabled={props.busy || photo === null || who === null}
            onClick={() => photo !== null && who && props.onCalibrate(photo, who.id)}
          >
            {t('calibrate')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
