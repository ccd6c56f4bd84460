import { useTranslate } from 'react-admin';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { appLink } from '../../layout/appLink';
import { specPath } from '../../resources/paths';
import { imageSrc } from '../../../domain/image';
import { raName } from '../../../domain/resource';
import { mahasiswa } from '../../../domain/resources';
import type { WaitingSelfie } from './api';

const SIZE = 144;
const pictureSx = { inlineSize: SIZE, blockSize: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 };

/** One waiting selfie beside the student's record, with approve, refuse and open-record buttons. */
export function SelfieReviewItem({
  selfie,
  disabled,
  onDecide,
}: {
  selfie: WaitingSelfie;
  disabled: boolean;
  onDecide: (decision: 'approve' | 'refuse') => void;
}) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const profile = imageSrc(selfie.foto);
  return (
    <Paper variant="outlined" sx={{ padding: 1.5 }} data-testid="faces-review-item">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={selfie.image_url}
          alt={translate('app.faces.review.selfie', { name: selfie.nama })}
          sx={pictureSx}
        />
        {profile ? (
          <Box
            component="img"
            src={profile}
            alt={translate('app.faces.review.profile_photo', { name: selfie.nama })}
            sx={pictureSx}
          />
        ) : (
          <Box
            sx={{
              ...pictureSx,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              padding: 1,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {translate('app.faces.review.no_profile_photo')}
            </Typography>
          </Box>
        )}
        <Stack sx={{ gap: 0.25, flex: 1, minInlineSize: 200 }}>
          <Typography variant="body1" sx={{ fontWeight: 500 }}>
            {selfie.nama}
          </Typography>
          {[selfie.nim, selfie.program_studi, selfie.acara, selfie.perguruan_tinggi].map((line, i) =>
            line ? (
              <Typography key={i} variant="body2">
                {line}
              </Typography>
            ) : null,
          )}
          {profile && !selfie.foto_terverifikasi ? (
            <Typography variant="caption" color="text.secondary">
              {translate('app.faces.review.profile_unverified')}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {translate('app.faces.review.submitted', { date: format.dateTime(selfie.submitted_at) })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', marginBlockStart: 1 }}>
            <Button size="small" variant="contained" disabled={disabled} onClick={() => onDecide('approve')}>
              {translate('app.faces.review.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={disabled}
              onClick={() => onDecide('refuse')}
            >
              {translate('app.faces.review.refuse')}
            </Button>
            <Button size="small" {...appLink(specPath(raName(mahasiswa), 'edit', selfie.mahasiswa_id))}>
              {translate('app.faces.review.open_record')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
