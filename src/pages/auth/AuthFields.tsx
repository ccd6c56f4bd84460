import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import type { FormAlertState } from './useAuthForm';

type FieldProps = Omit<TextFieldProps, 'label' | 'variant'> & { label: string };

/** A text field of the auth forms: full width, translated label, message beside it. */
export function AuthTextField({ label, ...props }: FieldProps) {
  const translate = useTranslate();
  return <TextField fullWidth margin="normal" label={translate(label)} {...props} />;
}

/** A password field with an accessible show/hide toggle. */
export function PasswordField({ label, ...props }: FieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'app.auth.hide_password' : 'app.auth.show_password');
  return (
    <TextField
      fullWidth
      margin="normal"
      label={translate(label)}
      type={visible ? 'text' : 'password'}
      {...props}
      slotProps={{
        htmlInput: { maxLength: 256, spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                title={toggleLabel}
                aria-pressed={visible}
                aria-controls={props.id}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The submit button: disabled with a spinner while the request runs. */
export function SubmitButton({
  busy,
  label,
  variant = 'contained',
}: {
  busy: boolean;
  label: string;
  variant?: 'contained' | 'outlined';
}) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant={variant}
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ marginBlockStart: 2 }}
    >
      {translate(label)}
    </Button>
  );
}

export function FormAlert({ alert }: { alert: FormAlertState | null }) {
  if (!alert) return null;
  return (
    <Alert severity={alert.severity} sx={{ marginBlock: 1 }}>
      {alert.message}
    </Alert>
  );
}

/** An in-app link styled for the auth pages. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

type BoundField = Omit<FieldProps, 'label'>;

/** The e-mail field of the auth forms. */
export function EmailField(props: BoundField & { autoFocus?: boolean }) {
  return (
    <AuthTextField
      {...props}
      label="app.auth.fields.email"
      type="email"
      autoComplete="email"
      required
      slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}

/** A new password and its confirmation (registration, password reset). */
export function NewPasswordFields({
  password,
  confirmation,
  label = 'app.auth.fields.password',
  autoFocus,
}: {
  password: BoundField;
  confirmation: BoundField;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField {...password} label={label} autoComplete="new-password" autoFocus={autoFocus} required />
      <PasswordField
        {...confirmation}
        label="app.auth.fields.password_confirmation"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** The big "Go to sign in" button closing a finished flow. */
export function ToLoginButton({
  label,
  variant = 'contained',
}: {
  label: string;
  variant?: 'contained' | 'outlined';
}) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/auth/login" variant={variant} fullWidth size="large">
      {translate(label)}
    </Button>
  );
}
