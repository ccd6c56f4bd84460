import type { RefObject } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import type { FaceState } from './api';
import { FaceEnrolmentChoices } from './FaceEnrolmentChoices';
import type { FaceSearch } from './useFaceSearch';

/** Since when the face is enrolled, and where the last selfie stands with staff. */
function FaceEnrolmentStatus({ state }: { state: FaceState }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const review = state.selfie_review;
  return (
    <>
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
    </>
  );
}

/** Face search turned on: since when, the face to look for, the suggestions waiting, and turning it off. */
export function FaceSearchOn({
  state,
  consentedAt,
  search,
  onCamera,
  input,
  onTurnOff,
}: {
  state: FaceState;
  consentedAt: NonNullable<FaceState['consent']>;
  search: FaceSearch;
  onCamera: () => void;
  input: RefObject<HTMLInputElement | null>;
  onTurnOff: () => void;
}) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Alert severity="success">
        {translate('app.faces.on_since', {
          date: format.dateTime(consentedAt.consented_at),
          version: consentedAt.version,
        })}
      </Alert>
      <Typography variant="subtitle2" component="h3">
        {translate('app.faces.enrol.heading')}
      </Typography>
      <FaceEnrolmentStatus state={state} />
      {!state.has_acara ? (
        <Alert severity="info">{translate('app.faces.no_acara')}</Alert>
      ) : (
        <FaceEnrolmentChoices state={state} search={search} onCamera={onCamera} input={input} />
      )}
      {state.suggestions ? (
        <Typography variant="body2">
          {translate('app.faces.suggestions.waiting', { smart_count: state.suggestions })}
        </Typography>
      ) : null}
      <Box>
        <Button color="error" disabled={search.busy} onClick={onTurnOff}>
          {translate('app.faces.turn_off')}
        </Button>
      </Box>
    </Stack>
  );
}
