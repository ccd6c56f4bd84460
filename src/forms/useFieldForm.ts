/**
 * The validation experience of every form that is not a react-admin `<Form>` (sign-in, registration,
 * password forms, profile): the same as the generic resource forms (src/resources/generic/GenericForm.tsx,
 * react-hook-form `onTouched`). A field is checked when it is left, then again as it changes once it
 * shows a message; Save checks every field and moves the focus to the first one in error; the
 * server's field errors (422 `errors` map) appear beside their fields, the first one focused. The
 * checks answer messages of the shared catalog (domain/messages), the server's words; the browser's
 * native validation is never used (the forms are `noValidate`, see ./noNativeValidation.ts).
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { msg, type Msg } from '../../domain/messages';
import { useMessage } from '../i18n/message';
import { useLateRechecks, useMounted, type Check } from './fieldFormHooks';

export type { Check } from './fieldFormHooks';

export interface FormAlertState {
  severity: 'error' | 'success' | 'info' | 'warning';
  message: string;
}

interface Options<F extends string> {
  /** Prefix of the inputs' ids (`<prefix>-<field>`). */
  idPrefix?: string;
  initial: Record<F, string>;
  checks: Partial<Record<F, Check>>;
  onSubmit: (values: Record<F, string>) => Promise<void>;
  /** Keep a blank line under each field while it has no message, so a message moves nothing. */
  helperLine?: boolean;
}

interface ErrorLike {
  status?: number;
  message?: string;
  body?: { message?: string; errors?: Record<string, string>; retryAfter?: number };
}

/** The form's first control named `name` (inputs carry their field's name). */
const control = (form: HTMLFormElement | null, name: string) =>
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);

/**
 * State of one form: values, messages beside the fields (client checks and the server's field
 * errors), a general alert (server message, 429 wait, network failure) and the busy flag.
 */
export function useFieldForm<F extends string>({
  idPrefix = 'form',
  initial,
  checks,
  onSubmit,
  helperLine = false,
}: Options<F>) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<F, string>>(initial);
  /** A client check's catalog message, or the server's words for the field. */
  const [errors, setErrors] = useState<Partial<Record<F, Msg | string>>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const mounted = useMounted();
  /** The field to focus once the inputs are enabled again (they are disabled while sending). */
  const focusNext = useRef<{ form: HTMLFormElement; name: string } | undefined>(undefined);
  useEffect(() => {
    if (busy || !focusNext.current) return;
    control(focusNext.current.form, focusNext.current.name)?.focus();
    focusNext.current = undefined;
  }, [busy, errors]);

  const check = useCallback(
    (field: F, all: Record<F, string>): Msg | undefined => checks[field]?.(all[field] ?? '', all),
    [checks],
  );

  useLateRechecks(checks, check, values, setErrors);

  const text = useMessage();

  const field = (name: F) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: text(errors[name]) ?? (helperLine ? ' ' : undefined),
    disabled: busy,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // a field showing a message is checked again as it changes; so is any other field showing a
      // check's message (a confirmation compared with this value); the server's words stay
      setErrors((prev) => {
        const out = { ...prev };
        for (const other of Object.keys(prev) as F[])
          if (prev[other] && (other === name || typeof prev[other] !== 'string'))
            out[other] = check(other, next);
        return out;
      });
    },
    // checked when left, as react-hook-form's onTouched does in the generic forms
    onBlur: () => setErrors((prev) => ({ ...prev, [name]: check(name, values) })),
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
      if (form) focusNext.current = { form, name: known[0] };
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
      control(form, firstInvalid)?.focus();
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
