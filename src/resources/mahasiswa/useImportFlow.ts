/**
 * The import's steps and what they hold: the picked file, the server's preview, the options that
 * decide which rows are valid, and the commit. Turning an option on or off checks the file again.
 */
import { useState } from 'react';
import { downloadCSV, useNotify, useRefresh, useTranslate } from 'react-admin';
import { fetchTemplate, sendImport, type ImportResult } from './importApi';

export type ImportStep = 'pick' | 'checking' | 'preview' | 'importing';

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The rows the preview table shows: all, or only those with errors. */
export function shownRows(result: ImportResult | null, onlyErrors: boolean): ImportResult['rows'] {
  if (!result) return [];
  return onlyErrors ? result.rows.filter((r) => r.errors && Object.keys(r.errors).length) : result.rows;
}

export function useImportFlow(onClose: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>('pick');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [confirmValidOnly, setConfirmValidOnly] = useState(false);
  const [createAccounts, setCreateAccounts] = useState(false);
  const [updateExisting, setUpdateExisting] = useState(false);
  const failed = (e: unknown) => setError(errorMessage(e, translate('app.resources.import.failed')));

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
      failed(e);
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
      failed(e);
      setStep('preview');
    }
  };

  const downloadTemplate = async () => {
    setError(null);
    try {
      downloadCSV(await fetchTemplate(), 'mahasiswa-template');
    } catch (e) {
      failed(e);
    }
  };

  // Which rows are valid depends on the options: a picked file is checked again.
  const changeCreateAccounts = (checked: boolean) => {
    setCreateAccounts(checked);
    if (file) void preview(file, checked);
  };
  const changeUpdateExisting = (checked: boolean) => {
    setUpdateExisting(checked);
    if (file) void preview(file, createAccounts, checked);
  };

  return {
    file,
    step,
    busy: step === 'checking' || step === 'importing',
    result,
    error,
    onlyErrors,
    setOnlyErrors,
    confirmValidOnly,
    setConfirmValidOnly,
    createAccounts,
    changeCreateAccounts,
    updateExisting,
    changeUpdateExisting,
    preview,
    commit,
    downloadTemplate,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
