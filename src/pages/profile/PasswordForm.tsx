import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FieldForm } from '../../forms/FieldForm';
import { FieldFormSubmit } from '../../forms/FieldFormSubmit';
import { useFieldForm } from '../../forms/useFieldForm';
import { ProfileSection } from './ProfileSection';
import { confirmation, newPassword, required, type Check } from '../auth/validation';
import { changePassword } from './api';

type Field = 'current_password' | 'password' | 'password_confirmation';
const FIELDS: Field[] = ['current_password', 'password', 'password_confirmation'];
/** The same checks (and messages) as the sign-up and reset forms. */
const CHECKS: Record<Field, Check> = {
  current_password: required,
  password: newPassword,
  password_confirmation: confirmation,
};

const EMPTY: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };

/** Change of password: asks for the current one; the server signs out every other session. */
export function PasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [show, setShow] = useState(false);
  const [message, setMessage] = useState<string>();
  // the app's one form mechanism: checked when left and on submit, the server's field errors beside the fields
  const form = useFieldForm<Field>({
    idPrefix: 'password',
    initial: EMPTY,
    checks: CHECKS,
    helperLine: true,
    onSubmit: async (values) => {
      setMessage(undefined);
      await changePassword(values);
      form.setValues(EMPTY);
      notify(translate('app.profile.password.changed'), { type: 'success' });
      setMessage(translate('app.profile.password.changed'));
    },
  });

  return (
    <ProfileSection
      id="password"
      title={translate('app.profile.password.title')}
      help={translate('app.profile.password.help')}
    >
      <FieldForm form={form} gap={2}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            {...form.field(field)}
            type={show ? 'text' : 'password'}
            label={translate(`app.profile.password.${field}`)}
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            required
            slotProps={{
              input: {
                endAdornment:
                  field === 'current_password' ? (
                    <InputAdornment position="end">
                      <IconButton
                        onClick={() => setShow((s) => !s)}
                        onMouseDown={(event) => event.preventDefault()}
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
        <FieldFormSubmit form={form}>{translate('app.profile.password.submit')}</FieldFormSubmit>
      </FieldForm>
    </ProfileSection>
  );
}
