import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { consent, type FaceState } from './api';
import type { FaceSearch } from './useFaceSearch';

const C = 'app.faces.consent';

/** The plain-language explanation with its version, and opting in once the student agrees. */
export function FaceConsentForm({
  state,
  search,
  agreed,
  onAgree,
}: {
  state: FaceState;
  search: FaceSearch;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`${C}.heading`)}
      </Typography>
      {['what', 'how', 'who', 'withdraw', 'legal'].map((part) => (
        <Typography key={part} variant="body2">
          {translate(`${C}.${part}`)}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary">
        {translate(`${C}.version`, { version: state.text_version })}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)} />}
        label={translate(`${C}.agree`)}
      />
      <Box>
        <Button
          variant="contained"
          disabled={!agreed || search.busy}
          onClick={() => void search.run(() => consent(state.text_version), translate('app.faces.consented'))}
        >
          {translate('app.faces.turn_on')}
        </Button>
      </Box>
    </Stack>
  );
}
