import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Lightbox } from '../galeri/Lightbox';
import { PhotoTile, gridSx } from '../galeri/PhotoTile';
import type { Photo } from '../galeri/types';
import { decide, getSuggestions } from './api';

const SUGGESTIONS = ['faces', 'suggestions'] as const;

/**
 * "Is this you?" under the student's "Photos of me" (docs/faces.md): the photos face search found
 * them in, each to confirm (it becomes a tag, and joins the view) or reject (never suggested again).
 * Nothing is shown to a student without suggestions.
 */
export function FaceSuggestions({ onConfirmed }: { onConfirmed: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: photos = [] } = useQuery({ queryKey: SUGGESTIONS, queryFn: getSuggestions });
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const answer = async (photo: Photo, decision: 'confirm' | 'reject') => {
    setBusy(photo.id);
    try {
      await decide(photo.id, decision);
      queryClient.setQueryData<Photo[]>(SUGGESTIONS, (list) => list?.filter((p) => p.id !== photo.id));
      notify(
        translate(
          decision === 'confirm' ? 'app.faces.suggestions.confirmed' : 'app.faces.suggestions.rejected',
        ),
        {
          type: 'success',
        },
      );
      if (decision === 'confirm') onConfirmed();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  if (!photos.length) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ padding: 2 }}
      aria-labelledby="faces-suggestions-title"
    >
      <Typography id="faces-suggestions-title" variant="h6" component="h2">
        {translate('app.faces.suggestions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {translate('app.faces.suggestions.help')}
      </Typography>
      <Box sx={gridSx} data-testid="face-suggestions">
        {photos.map((photo, i) => (
          <Stack key={photo.id} sx={{ gap: 0.5 }}>
            <PhotoTile
              photo={photo}
              label={translate('app.faces.suggestions.photo', { name: photo.original_name })}
              onOpen={() => setOpen(i)}
            />
            <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="contained"
                startIcon={<CheckIcon />}
                disabled={busy === photo.id}
                onClick={() => void answer(photo, 'confirm')}
              >
                {translate('app.faces.suggestions.yes')}
              </Button>
              <Button
                size="small"
                startIcon={<CloseIcon />}
                disabled={busy === photo.id}
                onClick={() => void answer(photo, 'reject')}
              >
                {translate('app.faces.suggestions.no')}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Box>
      <Lightbox
        photos={photos}
        total={photos.length}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
