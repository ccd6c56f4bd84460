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
import { changePassword } from './api';

type Field = 'current_password' | 'password' | 'password_confirmation';
const FIELDS: Field[] = ['current_password', 'password', 'password_confirmation'];

/** Change of password: asks for the current one; the server signs out every other session. */
export function PasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const validate = (): Partial<Record<Field, string>> => {
    const e: Partial<Record<Field, string>> = {};
    if (!values.current_password) e.current_password = translate('app.profile.password.required');
    if (values.password.length < 8) e.password = translate('app.profile.password.too_short');
    else if (values.password.length > 128) e.password = translate('app.profile.password.too_long');
    if (values.password_confirmation !== values.password)
      e.password_confirmation = translate('app.profile.password.mismatch');
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
              helperText={errors[field] ?? ' '}
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
