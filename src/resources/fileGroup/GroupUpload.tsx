/**
 * A gallery group's own page uploads into the group (the gallery's uploader, ./../../pages/galeri),
 * and links to its photos in the gallery, where they are browsed and tagged.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Button, Stack } from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Link, useParams } from 'react-router-dom';
import { idOf } from '../../../domain/field-types';
import { Uploader } from '../../pages/galeri/Uploader';
import { useUploadQueue } from '../../pages/galeri/useUploadQueue';

export function GroupUpload() {
  const translate = useTranslate();
  const groupId = idOf(useParams<'id'>().id) ?? '';
  const queryClient = useQueryClient();
  // The gallery and the cover choices show the new photos.
  const queue = useUploadQueue(() => void queryClient.invalidateQueries({ queryKey: ['galeri'] }));
  if (groupId === '') return null;
  return (
    <Stack spacing={1} data-testid="group-upload">
      <Uploader queue={queue} groupId={groupId} />
      <Button
        component={Link}
        to={`/menu/galeri/list?grup=${groupId}`}
        startIcon={<PhotoLibraryIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.galeri.upload.group_photos')}
      </Button>
    </Stack>
  );
}
