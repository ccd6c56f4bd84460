import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, HttpError, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import AccountBoxIcon from '@mui/icons-material/AccountBox';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { ProfileSection } from '../profile/ProfileSection';
import { ImageFilePicker } from '../../forms/ImageFilePicker';
import {
  consent,
  enrolProfilePhoto,
  enrolSelfie,
  getFaceState,
  withdrawConsent,
  type FaceState,
} from './api';
import { SelfieCamera } from './SelfieCamera';

/** The server's reason beside the field (no face, two faces, too small ...), else its message. */
function reason(err: unknown): string {
  const body =
    err instanceof HttpError ? (err.body as { errors?: Record<string, string[]> } | undefined) : undefined;
  const first = body?.errors && Object.values(body.errors)[0];
  return (Array.isArray(first) ? first[0] : undefined) ?? (err as Error).message;
}

const FACE_STATE = ['faces', 'state'] as const;

/**
 * "Find my photos" on the profile (docs/faces.md): the plain-language explanation and its version,
 * opting in and out, and the face to look for (a selfie from the camera, an uploaded photo, or the
 * verified profile photo). A selfie must match the verified profile photo; without one it waits for
 * staff, and the section says so before and after. Only shown to a student.
 */
export function FaceSearchCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const { data: state } = useQuery({ queryKey: FACE_STATE, queryFn: getFaceState });
  // An answer of the consent and enrolment calls is the new state: it replaces the cached one.
  const setState = (next: FaceState) => queryClient.setQueryData(FACE_STATE, next);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [camera, setCamera] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<FaceState>, done?: string | ((next: FaceState) => string)) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const next = await work();
      setState(next);
      if (done) notify(typeof done === 'string' ? done : done(next), { type: 'success' });
    } catch (err) {
      setProblem(reason(err));
    } finally {
      setBusy(false);
    }
  };

  /** A selfie is used at once, or waits for staff when there is no verified profile photo to compare it with. */
  const selfieSent = (next: FaceState) =>
    translate(next.selfie_review?.status === 'waiting' ? 'app.faces.enrol.sent' : 'app.faces.enrol.saved');

  if (!state) return null;
  const c = 'app.faces.consent';
  const review = state.selfie_review;
  return (
    <ProfileSection id="faces" title={translate('app.faces.title')} help={translate('app.faces.intro')}>
      {!state.enabled ? (
        <Alert severity="info">{translate('app.faces.disabled')}</Alert>
      ) : !state.consent ? (
        <Stack sx={{ gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {translate(`${c}.heading`)}
          </Typography>
          {['what', 'how', 'who', 'withdraw', 'legal'].map((part) => (
            <Typography key={part} variant="body2">
              {translate(`${c}.${part}`)}
            </Typography>
          ))}
          <Typography variant="caption" color="text.secondary">
            {translate(`${c}.version`, { version: state.text_version })}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label={translate(`${c}.agree`)}
          />
          <Box>
            <Button
              variant="contained"
              disabled={!agreed || busy}
              onClick={() => void run(() => consent(state.text_version), translate('app.faces.consented'))}
            >
              {translate('app.faces.turn_on')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack sx={{ gap: 1.5 }}>
          <Alert severity="success">
            {translate('app.faces.on_since', {
              date: format.dateTime(state.consent.consented_at),
              version: state.consent.version,
            })}
          </Alert>
          <Typography variant="subtitle2" component="h3">
            {translate('app.faces.enrol.heading')}
          </Typography>
          {state.enrolled ? (
            <Typography variant="body2" data-testid="faces-enrolled">
              {translate('app.faces.enrol.done', { date: format.dateTime(state.enrolled.created_at) })}
            </Typography>
          ) : null}
          {review?.status === 'waiting' ? (
            <Alert severity="info" data-testid="faces-selfie-waiting">
              {translate('app.faces.enrol.waiting', { date: format.dateTime(review.submitted_at) })}
            </Alert>
          ) : review?.status === 'refused' ? (
            <Alert severity="warning" data-testid="faces-selfie-refused">
              {translate('app.faces.enrol.refused', { date: format.dateTime(review.submitted_at) })}
            </Alert>
          ) : null}
          {!state.has_acara ? (
            <Alert severity="info">{translate('app.faces.no_acara')}</Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate(
                  state.profile_photo === 'verified'
                    ? 'app.faces.enrol.help'
                    : 'app.faces.enrol.help_without_profile',
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="faces-selfie-rule">
                {translate(
                  state.profile_photo === 'verified'
                    ? 'app.faces.enrol.match_profile'
                    : 'app.faces.enrol.review_first',
                )}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button
                  startIcon={<PhotoCameraIcon />}
                  variant="outlined"
                  disabled={busy}
                  onClick={() => setCamera(true)}
                >
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
                {state.profile_photo === 'verified' ? (
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
                onPick={(file) => void run(() => enrolSelfie(file, file.name), selfieSent)}
              />
            </>
          )}
          {state.suggestions ? (
            <Typography variant="body2">
              {translate('app.faces.suggestions.waiting', { smart_count: state.suggestions })}
            </Typography>
          ) : null}
          <Box>
            <Button color="error" disabled={busy} onClick={() => setConfirmOff(true)}>
              {translate('app.faces.turn_off')}
            </Button>
          </Box>
        </Stack>
      )}
      {busy ? <LinearProgress sx={{ marginBlockStart: 2 }} /> : null}
      {problem ? (
        <Alert severity="error" sx={{ marginBlockStart: 2 }} data-testid="faces-problem">
          {problem}
        </Alert>
      ) : null}
      {/* dialogs: rendered in a portal, outside the card */}
      <SelfieCamera
        open={camera}
        onClose={() => setCamera(false)}
        onCapture={(image) => {
          setCamera(false);
          void run(() => enrolSelfie(image), selfieSent);
        }}
      />
      <Confirm
        isOpen={confirmOff}
        title={translate('app.faces.turn_off_title')}
        content={translate('app.faces.turn_off_confirm')}
        onClose={() => setConfirmOff(false)}
        onConfirm={() => {
          setConfirmOff(false);
          setAgreed(false);
          void run(withdrawConsent, translate('app.faces.withdrawn'));
        }}
      />
    </ProfileSection>
  );
}
