import type { RefObject } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import AccountBoxIcon from '@mui/icons-material/AccountBox';
import { useTranslate } from 'react-admin';
import { ImageFilePicker } from '../../forms/ImageFilePicker';
import { enrolProfilePhoto, enrolSelfie, type FaceState } from './api';
import type { FaceSearch } from './useFaceSearch';

/**
 * The face to look for: a selfie from the camera, an uploaded photo, or the verified profile photo;
 * with the rule a selfie follows (match the verified profile photo, or wait for staff).
 */
export function FaceEnrolmentChoices({
  state,
  search,
  onCamera,
  input,
}: {
  state: FaceState;
  search: FaceSearch;
  onCamera: () => void;
  input: RefObject<HTMLInputElement | null>;
}) {
  const translate = useTranslate();
  const { busy, run } = search;
  const verified = state.profile_photo === 'verified';
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(verified ? 'app.faces.enrol.help' : 'app.faces.enrol.help_without_profile')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="faces-selfie-rule">
        {translate(verified ? 'app.faces.enrol.match_profile' : 'app.faces.enrol.review_first')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<PhotoCameraIcon />} variant="outlined" disabled={busy} onClick={onCamera}>
          {translate('app.faces.enrol.camera')}
        </Button>
        <Button
          startIcon={<UploadIcon />}
          variant="outlined"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {translate('app.faces.enrol.upload')}
        </Button>
        {verified ? (
          <Button
            startIcon={<AccountBoxIcon />}
            variant="outlined"
            disabled={busy}
            onClick={() => void run(enrolProfilePhoto, translate('app.faces.enrol.saved'))}
          >
            {translate('app.faces.enrol.profile')}
          </Button>
        ) : null}
      </Stack>
      {state.profile_photo === 'unverified' ? (
        <Typography variant="body2" color="text.secondary" data-testid="faces-profile-unverified">
          {translate('app.faces.enrol.profile_unverified')}
        </Typography>
      ) : null}
      <ImageFilePicker
        ref={input}
        testId="faces-selfie-input"
        onPick={(file) => void run(() => enrolSelfie(file, file.name), search.selfieSent)}
      />
    </>
  );
}
