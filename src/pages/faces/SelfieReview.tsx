import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import { usePermissions } from '../usePermissions';
import { holds } from '../../../domain/access';
import { permissionName } from '../../../domain/resource';
import { mahasiswa } from '../../../domain/resources';
import { decideSelfie, getWaitingSelfies, type WaitingSelfie } from './api';
import { SelfieReviewItem } from './SelfieReviewItem';

/**
 * Selfies of students without a verified profile photo, each beside the student's record (its
 * profile photo, name, NIM, programme, ceremony): staff who may edit the record approve one (face
 * search uses it from then on) or refuse it. Either way the selfie is deleted. Nothing when none waits.
 */
export function SelfieReview() {
  const translate = useTranslate();
  const notify = useNotify();
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
        {selfies.map((s) => (
          <SelfieReviewItem
            key={s.mahasiswa_id}
            selfie={s}
            disabled={deciding !== null}
            onDecide={(decision) => void decide(s, decision)}
          />
        ))}
      </Stack>
    </Box>
  );
}
