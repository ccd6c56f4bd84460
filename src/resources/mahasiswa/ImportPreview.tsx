import { Alert, FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportResult } from './importApi';
import { ImportPreviewTable } from './ImportPreviewTable';
import { shownRows, type ImportFlow } from './useImportFlow';

/** How many rows are valid and invalid, and what the import would do with them. */
function ImportSummary({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  return (
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
  );
}

/** The server's preview of the file: the summary, why it is refused, ignored columns, and the rows. */
export function ImportPreview({ flow, result }: { flow: ImportFlow; result: ImportResult }) {
  const translate = useTranslate();
  return (
    <>
      <ImportSummary result={result} />
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
          control={
            <Switch checked={flow.onlyErrors} onChange={(e) => flow.setOnlyErrors(e.target.checked)} />
          }
          label={translate('app.resources.import.only_errors')}
        />
      )}
      <ImportPreviewTable rows={shownRows(result, flow.onlyErrors)} />
    </>
  );
}
