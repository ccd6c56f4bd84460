/**
 * The sign-in form's controls without MUI (lite.css): a labelled field with its message beside it
 * (aria-describedby, aria-invalid), a password field with an accessible show/hide toggle, the
 * submit button with its busy state, the form alert and links. They take the same props as the
 * MUI ones of AuthFields.tsx (useFieldForm's `field()`), so the page's behaviour is unchanged.
 */
import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { FormAlertState } from '../useAuthForm';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value'>;

export interface LiteFieldProps extends InputProps {
  id: string;
  name: string;
  value: string;
  /** Translation key of the label. */
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Shown at the end of the field (the password toggle). */
  end?: ReactNode;
}

export function LiteTextField({ label, error, helperText, end, required, ...input }: LiteFieldProps) {
  const translate = useTranslate();
  const helperId = helperText ? `${input.id}-helper-text` : undefined;
  return (
    <div className={error ? 'wl-field wl-field--error' : 'wl-field'}>
      <label className="wl-label" htmlFor={input.id}>
        {translate(label)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="wl-control">
        <input
          className="wl-input"
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
          {...input}
        />
        {end}
      </div>
      {helperText ? (
        <p className="wl-helper" id={helperId}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

const VISIBILITY =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const VISIBILITY_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/** An icon of @mui/icons-material drawn from its path (the icons package needs MUI's SvgIcon). */
export function LiteIcon({ path }: { path: string }) {
  return (
    <svg className="wl-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export function LitePasswordField(props: LiteFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'app.auth.hide_password' : 'app.auth.show_password');
  return (
    <LiteTextField
      maxLength={256}
      spellCheck={false}
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="wl-icon-button"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <LiteIcon path={visible ? VISIBILITY_OFF : VISIBILITY} />
        </button>
      }
    />
  );
}

export function LiteSubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const translate = useTranslate();
  return (
    <button type="submit" className="wl-button" disabled={busy} aria-busy={busy}>
      {busy ? <span className="wl-spinner" role="progressbar" aria-hidden="true" /> : null}
      {translate(label)}
    </button>
  );
}

export function LiteAlert({ alert }: { alert: FormAlertState | null }) {
  if (!alert) return null;
  return (
    <div role="alert" className={`wl-alert wl-alert--${alert.severity}`}>
      {alert.message}
    </div>
  );
}

export function LiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="wl-link" to={to}>
      {children}
    </RouterLink>
  );
}
