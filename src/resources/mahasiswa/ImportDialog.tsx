/**
 * Import mahasiswa from a CSV/XLSX file: pick a file → the server previews every row (nothing is
 * written) → a table shows each row with its errors → import all (only when every row is valid) or,
 * after an explicit confirmation, only the valid rows. A switch also creates the students' sign-in
 * accounts (each is e-mailed a link to choose a password); turning it on or off checks the file again.
 */
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportOptions } from './ImportOptions';
import { ImportPreview } from './ImportPreview';
import { useImportFlow, type ImportFlow } from './useImportFlow';

/** Cancel, and the import the preview allows: all rows, or (confirmed) only the valid ones. */
function ImportActions({ flow, onClose }: { flow: ImportFlow; onClose: () => void }) {
  const translate = useTranslate();
  const { result, busy } = flow;
  const importable = result && !result.refused && result.valid > 0;
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      <MuiButton onClick={onClose} disabled={busy}>
        {translate('ra.action.cancel')}
      </MuiButton>
      {importable && result.invalid > 0 && (
        <MuiButton
          color="warning"
          variant="outlined"
          disabled={busy}
          onClick={() => flow.setConfirmValidOnly(true)}
        >
          {translate('app.resources.import.import_valid', { smart_count: result.valid })}
        </MuiButton>
      )}
      {importable && result.invalid === 0 && (
        <MuiButton variant="contained" disabled={busy} onClick={() => void flow.commit(false)}>
          {translate('app.resources.import.import_all', { smart_count: result.valid })}
        </MuiButton>
      )}
    </DialogActions>
  );
}

/** What the dialog says of the current step: checking, importing, or what went wrong. */
function ImportStatus({ flow }: { flow: ImportFlow }) {
  const translate = useTranslate();
  return (
    <>
      {flow.step === 'checking' && (
        <Alert severity="info">{translate('app.resources.import.checking')}</Alert>
      )}
      {flow.step === 'importing' && (
        <Alert severity="info">{translate('app.resources.import.importing')}</Alert>
      )}
      {flow.error && <Alert severity="error">{flow.error}</Alert>}
    </>
  );
}

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const flow = useImportFlow(onClose);
  const { result } = flow;

  return (
    <Dialog
      open
      onClose={flow.busy ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{translate('app.resources.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.resources.import.help')}
          </Typography>
          <ImportOptions flow={flow} />
          <ImportFilePicker flow={flow} />
          <ImportStatus flow={flow} />
          {result && <ImportPreview flow={flow} result={result} />}
        </Stack>
      </DialogContent>
      <ImportActions flow={flow} onClose={onClose} />
      <Confirm
        isOpen={flow.confirmValidOnly}
        title="app.resources.import.confirm_title"
        content={translate('app.resources.import.confirm_content', {
          valid: result?.valid ?? 0,
          invalid: result?.invalid ?? 0,
        })}
        onConfirm={() => void flow.commit(true)}
        onClose={() => flow.setConfirmValidOnly(false)}
      />
    </Dialog>
  );
}
