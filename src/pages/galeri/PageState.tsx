import { useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress } from '@mui/material';

/** What a page that loads its data shows before it has it: the error, or a spinner. */
export function PageState({ error }: { error?: string }) {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ marginBlock: 2 }}>
        {error}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
