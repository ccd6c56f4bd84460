import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { appLink } from '../../layout/AppLinks';
import { specPath } from '../../resources/paths';
import { usePermissions } from '../usePermissions';
import { holds } from '../../../domain/access';
import { imageSrc } from '../../../domain/image';
import { permissionName, raName } from '../../../domain/resource';
import { mahasiswa } from '../../../domain/resources';
import { decideSelfie, getWaitingSelfies, type WaitingSelfie } from './api';

const SIZE = 144;
const pictureSx = { inlineSize: SIZE, blockSize: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 };

/**
 * Selfies of students without a verified profile photo, each beside the student's record (its
 * profile photo, name, NIM, programme, ceremony): staff who may edit the record approve one (face
 * search uses it from then on) or refuse it. Either way the selfie is deleted. Nothing when none waits.
 */
export function SelfieReview() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const mayReview = holds(usePermissions(), permissionName(mahasiswa, 'update'));
  const { data: selfies = [] } = useQuery({
    queryKey: ['faces', 'admin', 'selfies'],
    queryFn: getWaitingSelfies,
    enabled: mayReview,
  });
  const [deciding, setDeciding] = useState<number | null>(null);
  if (!mayReview || !selfies.length) return null;

  const decide = async (selfie: WaitingSelfie, decision: 'approve' | 'refuse') => {
    setDeciding(selfie.mahasiswa_id);
    try {
      await decideSelfie(selfie.mahasiswa_id, decision);
      notify(translate(decision === 'approve' ? 'app.faces.review.approved' : 'app.faces.review.refused'), {
        type: 'success',
      });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: ['faces', 'admin'] });
    }
  };

  return (
    <Box component="section" aria-labelledby="faces-review-title" sx={{ marginBlockStart: 2 }}>
      <Typography id="faces-review-title" variant="subtitle2" component="h3">
        {translate('app.faces.review.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {translate('app.faces.review.help')}
      </Typography>
      <Stack sx={{ gap: 1.5 }}>
        {selfies.map((s) => {
          const profile = imageSrc(s.foto);
          return (
            <Paper
              key={s.mahasiswa_id}
              variant="outlined"
              sx={{ padding: 1.5 }}
              data-testid="faces-review-item"
            >
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <Box
                  component="img"
                  src={s.image_url}
                  alt={translate('app.faces.review.selfie', { name: s.nama })}
                  sx={pictureSx}
                />
                {profile ? (
                  <Box
                    component="img"
                    src={profile}
                    alt={translate('app.faces.review.profile_photo', { name: s.nama })}
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
                    {s.nama}
                  </Typography>
                  {[s.nim, s.program_studi, s.acara, s.perguruan_tinggi].map((line, i) =>
                    line ? (
                      <Typography key={i} variant="body2">
                        {line}
                      </Typography>
                    ) : null,
                  )}
                  {profile && !s.foto_terverifikasi ? (
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.faces.review.profile_unverified')}
                    </Typography>
                  ) : null}
                  <Typography variant="caption" color="text.secondary">
                    {translate('app.faces.review.submitted', { date: format.dateTime(s.submitted_at) })}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', marginBlockStart: 1 }}>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={deciding !== null}
                      onClick={() => void decide(s, 'approve')}
                    >
                      {translate('app.faces.review.approve')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={deciding !== null}
                      onClick={() => void decide(s, 'refuse')}
                    >
                      {translate('app.faces.review.refuse')}
                    </Button>
                    <Button size="small" {...appLink(specPath(raName(mahasiswa), 'edit', s.mahasiswa_id))}>
                      {translate('app.faces.review.open_record')}
                    </Button>
                  </Stack>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
