import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate, HttpError } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { Msg } from '../../../domain/messages';
import { useMessage } from '../../i18n/message';
import { confirmation, newPassword, required, useCommonPasswords, type Check } from '../auth/validation';
import { changePassword } from './api';

type Field = 'current_password' | 'password' | 'password_confirmation';
const FIELDS: Field[] = ['current_password', 'password', 'password_confirmation'];
/** The same checks (and messages) as the sign-up and reset forms. */
const CHECKS: Record<Field, Check> = {
  current_password: required,
  password: newPassword,
  password_confirmation: confirmation,
};

/** Change of password: asks for the current one; the server signs out every other session. */
export function PasswordForm() {
  const translate = useTranslate();
  const text = useMessage();
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  /** A check's catalog message, or the server's words for the field. */
  const [errors, setErrors] = useState<Partial<Record<Field, Msg | string>>>({});
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  useCommonPasswords();

  const validate = (): Partial<Record<Field, Msg>> => {
    const e: Partial<Record<Field, Msg>> = {};
    for (const field of FIELDS) {
      const problem = CHECKS[field](values[field], values);
      if (problem) e[field] = problem;
    }
    return e;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await changePassword(values);
      setValues({ current_password: '', password: '', password_confirmation: '' });
      notify(translate('app.profile.password.changed'), { type: 'success' });
      setMessage(translate('app.profile.password.changed'));
    } catch (err) {
      const body =
        err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      if (!body?.errors || !Object.keys(body.errors).length)
        notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="password-title">
      <CardContent>
        <Typography id="password-title" variant="h6" component="h2" gutterBottom>
          {translate('app.profile.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {translate('app.profile.password.help')}
        </Typography>
        <Stack component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ gap: 2, maxWidth: 480 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              type={show ? 'text' : 'password'}
              label={translate(`app.profile.password.${field}`)}
              autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              error={Boolean(errors[field])}
              helperText={text(errors[field]) ?? ' '}
              required
              slotProps={{
                input: {
                  endAdornment:
                    field === 'current_password' ? (
                      <InputAdornment position="end">
                        <IconButton
                          onClick={() => setShow((s) => !s)}
                          aria-label={translate(
                            show ? 'app.profile.password.hide' : 'app.profile.password.show',
                          )}
                          edge="end"
                        >
                          {show ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ) : undefined,
                },
              }}
            />
          ))}
          {message ? <Alert severity="success">{message}</Alert> : null}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('app.profile.password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
