import { useMemo, useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { AuthCard } from './AuthCard';
import { AuthLink, EmailField, FormAlert, SubmitButton } from './AuthFields';
import { useAuthForm } from './useAuthForm';
import { email } from './validation';

/** /auth/forgot-password: request a reset link. The answer never tells whether the address is known. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string>();
  const checks = useMemo(() => ({ email }), []);
  const form = useAuthForm({
    initial: { email: '' },
    checks,
    onSubmit: async (values) => {
      await api('/auth/forgot-password', {
        method: 'POST',
        body: JSON.stringify({ email: values.email.trim() }),
      });
      setSentTo(values.email.trim());
    },
  });

  const footer = (
    <>
      <AuthLink to="/auth/login">{translate('app.auth.forgot.back_to_login')}</AuthLink>
      <Typography variant="body2">
        {translate('app.auth.login.no_account')}{' '}
        <AuthLink to="/auth/register">{translate('app.auth.login.register')}</AuthLink>
      </Typography>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="app.auth.forgot.title" footer={footer}>
        <Alert severity="success">{translate('app.auth.forgot.sent', { email: sentTo })}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="app.auth.forgot.title" subtitle={translate('app.auth.forgot.subtitle')} footer={footer}>
      <form noValidate onSubmit={form.handleSubmit} aria-label={translate('app.auth.forgot.title')}>
        <FormAlert alert={form.alert} />
        <EmailField {...form.field('email')} autoFocus />
        <SubmitButton busy={form.busy} label="app.auth.forgot.submit" />
      </form>
    </AuthCard>
  );
}
