import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { useAppSettings } from '../../providers/appSettings';
import { AuthCard } from './AuthCard';
import {
  AuthLink,
  AuthTextField,
  EmailField,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
} from './AuthFields';
import { useAuthForm } from './useAuthForm';
import { confirmation, email, name, newPassword, nim, required } from './validation';

interface Option {
  id: number;
  name: string;
}

/** The universities a student can register for (public list). */
function useUniversities() {
  const [options, setOptions] = useState<Option[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api<Option[]>('/auth/registration-options')
      .then((data) => live && setOptions(Array.isArray(data) ? data : []))
      .catch((error: unknown) => {
        console.error('Loading the universities failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return { options, failed };
}

/** /auth/register: a student registers (name, e-mail, NIM, university, password). */
export function RegisterPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data: settings } = useAppSettings();
  const universities = useUniversities();
  const checks = useMemo(
    () => ({ name, email, nim, pt_id: required, password: newPassword, password_confirmation: confirmation }),
    [],
  );
  const form = useAuthForm({
    initial: { name: '', email: '', nim: '', pt_id: '', password: '', password_confirmation: '' },
    checks,
    onSubmit: async (values) => {
      await api('/auth/register', {
        method: 'POST',
        body: JSON.stringify({
          name: values.name.trim(),
          email: values.email.trim(),
          nim: values.nim.trim(),
          pt_id: Number(values.pt_id),
          password: values.password,
          password_confirmation: values.password_confirmation,
        }),
      });
      navigate('/auth/register/success', {
        state: { email: values.email.trim(), approval: settings.registrasi === 'approval' },
      });
    },
  });

  const footer = (
    <Typography variant="body2">
      {translate('app.auth.register.have_account')}{' '}
      <AuthLink to="/auth/login">{translate('app.auth.register.login')}</AuthLink>
    </Typography>
  );

  if (settings.registrasi === 'closed') {
    return (
      <AuthCard title="app.auth.register.title" footer={footer}>
        <Alert severity="info">{translate('app.auth.register.closed')}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="app.auth.register.title"
      subtitle={translate('app.auth.register.subtitle')}
      footer={footer}
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={translate('app.auth.register.title')}>
        <FormAlert alert={form.alert} />
        {settings.registrasi === 'approval' ? (
          <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
            {translate('app.auth.register.approval_note')}
          </Alert>
        ) : null}
        {universities.failed ? (
          <Alert severity="warning">{translate('app.auth.register.options_failed')}</Alert>
        ) : null}
        <AuthTextField
          {...form.field('name')}
          label="app.auth.fields.name"
          autoComplete="name"
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <EmailField {...form.field('email')} />
        <AuthTextField
          {...form.field('nim')}
          label="app.auth.fields.nim"
          autoComplete="off"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
        <AuthTextField {...form.field('pt_id')} select label="app.auth.fields.university" required>
          {universities.options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </AuthTextField>
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
        />
        <SubmitButton busy={form.busy} label="app.auth.register.submit" />
      </form>
    </AuthCard>
  );
}
