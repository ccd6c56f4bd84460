import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { msg, type Msg } from '../../../domain/messages';
import { useMessage } from '../../i18n/message';
import type { Check } from './validation';

export interface FormAlertState {
  severity: 'error' | 'success' | 'info' | 'warning';
  message: string;
}

interface Options<F extends string> {
  initial: Record<F, string>;
  checks: Partial<Record<F, Check>>;
  onSubmit: (values: Record<F, string>) => Promise<void>;
}

interface ErrorLike {
  status?: number;
  message?: string;
  body?: { message?: string; errors?: Record<string, string>; retryAfter?: number };
}

/**
 * State of one auth form: values, messages beside the fields (client checks and the server's
 * field errors), a general alert (server message, 429 wait, network failure) and the busy flag.
 */
export function useAuthForm<F extends string>({ initial, checks, onSubmit }: Options<F>) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<F, string>>(initial);
  /** A client check's catalog message, or the server's words for the field. */
  const [errors, setErrors] = useState<Partial<Record<F, Msg | string>>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = useCallback(
    (field: F, all: Record<F, string>): Msg | undefined => checks[field]?.(all[field] ?? '', all),
    [checks],
  );

  const text = useMessage();

  const field = (name: F) => ({
    name,
    id: `auth-${name}`,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: text(errors[name]),
    disabled: busy,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: check(name, next) }));
    },
    onBlur: () => {
      if (values[name]) setErrors((prev) => ({ ...prev, [name]: check(name, values) }));
    },
  });

  const showServerError = (error: unknown, form: HTMLFormElement | null) => {
    const e = (error ?? {}) as ErrorLike;
    if (e.status === undefined) {
      setAlert({ severity: 'error', message: translate('app.auth.errors.network') });
      return;
    }
    if (e.status === 429) {
      const seconds = e.body?.retryAfter;
      setAlert({
        severity: 'warning',
        message: seconds
          ? text(msg.http.tooManyRequests({ smart_count: seconds }))!
          : (e.body?.message ?? translate('app.auth.errors.throttled_plain')),
      });
      return;
    }
    const fieldErrors = e.body?.errors ?? {};
    const known = Object.keys(fieldErrors).filter((k) => k in initial) as F[];
    const unknown = Object.keys(fieldErrors).filter((k) => !(k in initial));
    if (known.length) {
      setErrors((prev) => ({ ...prev, ...Object.fromEntries(known.map((k) => [k, fieldErrors[k]])) }));
      form?.querySelector<HTMLInputElement>(`[name="${known[0]}"]`)?.focus();
    }
    const general = [e.body?.message ?? e.message, ...unknown.map((k) => fieldErrors[k])].filter(Boolean);
    setAlert({ severity: 'error', message: general.join(' ') || translate('app.auth.errors.generic') });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found: Partial<Record<F, Msg>> = {};
    for (const name of Object.keys(initial) as F[]) {
      const message = check(name, values);
      if (message) found[name] = message;
    }
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (mounted.current) showServerError(error, form);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return { values, setValues, field, busy, alert, setAlert, handleSubmit };
}
