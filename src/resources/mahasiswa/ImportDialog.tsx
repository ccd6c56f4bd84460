/**
 * Import mahasiswa from a CSV/XLSX file: pick a file → the server previews every row (nothing is
 * written) → a table shows each row with its errors → import all (only when every row is valid) or,
 * after an explicit confirmation, only the valid rows. A switch also creates the students' sign-in
 * accounts (each is e-mailed a link to choose a password); turning it on or off checks the file again.
 */
import { useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Confirm, downloadCSV, useNotify, useRefresh, useTranslate } from 'react-admin';
import { fetchTemplate, IMPORT_ACCEPT, sendImport, type ImportResult } from './importApi';
import { ImportPreviewTable } from './ImportPreviewTable';

type Step = 'pick' | 'checking' | 'preview' | 'importing';

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [confirmValidOnly, setConfirmValidOnly] = useState(false);
  const [createAccounts, setCreateAccounts] = useState(false);
  const [updateExisting, setUpdateExisting] = useState(false);

  const preview = async (picked: File, accounts = createAccounts, update = updateExisting) => {
    setFile(picked);
    setError(null);
    setResult(null);
    setStep('checking');
    try {
      const answer = await sendImport(picked, 'preview', {
        createAccounts: accounts,
        updateExisting: update,
      });
      setResult(answer);
      setOnlyErrors(answer.invalid > 0);
      setStep('preview');
    } catch (e) {
      setError(errorMessage(e, translate('app.resources.import.failed')));
      setStep('pick');
    }
  };

  const commit = async (onlyValid: boolean) => {
    if (!file) return;
    setConfirmValidOnly(false);
    setStep('importing');
    try {
      const answer = await sendImport(file, 'commit', { onlyValid, createAccounts, updateExisting });
      const count = answer.imported ?? answer.created ?? answer.valid;
      notify(createAccounts ? 'app.resources.import.done_accounts' : 'app.resources.import.done', {
        type: 'success',
        messageArgs: { smart_count: count },
      });
      refresh();
      onClose();
    } catch (e) {
      setError(errorMessage(e, translate('app.resources.import.failed')));
      setStep('preview');
    }
  };

  const downloadTemplate = async () => {
    setError(null);
    try {
      downloadCSV(await fetchTemplate(), 'mahasiswa-template');
    } catch (e) {
      setError(errorMessage(e, translate('app.resources.import.failed')));
    }
  };

  const busy = step === 'checking' || step === 'importing';
  const rows = result
    ? onlyErrors
      ? result.rows.filter((r) => r.errors && Object.keys(r.errors).length)
      : result.rows
    : [];

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
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
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={createAccounts}
                  disabled={busy}
                  onChange={(event) => {
                    setCreateAccounts(event.target.checked);
                    // which rows are valid depends on it: check the file again
                    if (file) void preview(file, event.target.checked);
                  }}
                  slotProps={{ input: { 'aria-describedby': 'import-accounts-help' } }}
                />
              }
              label={translate('app.resources.import.create_accounts')}
            />
            <Typography id="import-accounts-help" variant="caption" color="text.secondary" component="p">
              {translate('app.resources.import.create_accounts_help')}
            </Typography>
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={updateExisting}
                  disabled={busy}
                  onChange={(event) => {
                    setUpdateExisting(event.target.checked);
                    if (file) void preview(file, createAccounts, event.target.checked);
                  }}
                  slotProps={{ input: { 'aria-describedby': 'import-update-help' } }}
                />
              }
              label={translate('app.resources.import.update_existing')}
            />
            <Typography id="import-update-help" variant="caption" color="text.secondary" component="p">
              {translate('app.resources.import.update_existing_help')}
            </Typography>
          </Box>
          <Box>
            <input
              ref={input}
              type="file"
              accept={IMPORT_ACCEPT}
              hidden
              data-testid="import-file"
              onChange={(event) => {
                const picked = event.target.files?.[0];
                event.target.value = '';
                if (picked) void preview(picked);
              }}
            />
            <MuiButton
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {translate(file ? 'app.resources.import.choose_other' : 'app.resources.import.choose')}
            </MuiButton>
            <MuiButton
              startIcon={<DownloadIcon />}
              disabled={busy}
              onClick={() => void downloadTemplate()}
              sx={{ marginInlineStart: 1 }}
            >
              {translate('app.resources.import.template')}
            </MuiButton>
            {file && (
              <Typography component="span" variant="body2" sx={{ marginInlineStart: 2 }}>
                {file.name}
              </Typography>
            )}
          </Box>
          {step === 'checking' && <Alert severity="info">{translate('app.resources.import.checking')}</Alert>}
          {step === 'importing' && (
            <Alert severity="info">{translate('app.resources.import.importing')}</Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {result && (
            <>
              <Alert severity={result.invalid ? 'warning' : 'success'} data-testid="import-summary">
                {translate('app.resources.import.summary', {
                  valid: result.valid,
                  invalid: result.invalid,
                  total: result.valid + result.invalid,
                })}
                {result.invalid > 0 && <> {translate('app.resources.import.nothing_written')}</>}
                {result.dry_run && result.invalid === 0 && (
                  <>
                    {' '}
                    {translate('app.resources.import.dry_run', {
                      smart_count: result.created ?? result.valid,
                    })}
                  </>
                )}
                {result.dry_run && (result.updated ?? 0) > 0 && (
                  <> {translate('app.resources.import.to_update', { updated: result.updated })}</>
                )}
              </Alert>
              {result.refused && (
                <Alert severity="error" data-testid="import-refused">
                  {result.refused.message}
                </Alert>
              )}
              {result.ignored_columns && result.ignored_columns.length > 0 && (
                <Alert severity="info">
                  {translate('app.resources.import.ignored_columns', {
                    columns: result.ignored_columns.join(', '),
                  })}
                </Alert>
              )}
              {result.invalid > 0 && (
                <FormControlLabel
                  control={<Switch checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />}
                  label={translate('app.resources.import.only_errors')}
                />
              )}
              <ImportPreviewTable rows={rows} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <MuiButton onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </MuiButton>
        {result && !result.refused && result.invalid > 0 && result.valid > 0 && (
          <MuiButton
            color="warning"
            variant="outlined"
            disabled={busy}
            onClick={() => setConfirmValidOnly(true)}
          >
            {translate('app.resources.import.import_valid', { smart_count: result.valid })}
          </MuiButton>
        )}
        {result && !result.refused && result.invalid === 0 && result.valid > 0 && (
          <MuiButton variant="contained" disabled={busy} onClick={() => void commit(false)}>
            {translate('app.resources.import.import_all', { smart_count: result.valid })}
          </MuiButton>
        )}
      </DialogActions>
      <Confirm
        isOpen={confirmValidOnly}
        title="app.resources.import.confirm_title"
        content={translate('app.resources.import.confirm_content', {
          valid: result?.valid ?? 0,
          invalid: result?.invalid ?? 0,
        })}
        onConfirm={() => void commit(true)}
        onClose={() => setConfirmValidOnly(false)}
      />
    </Dialog>
  );
}
