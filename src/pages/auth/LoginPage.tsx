import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { safeRedirect } from '../../providers/authProvider';
import { getToken } from '../../providers/session';
import { AuthCard } from './AuthCard';
import { AuthLink, AuthTextField, FormAlert, PasswordField, SubmitButton } from './AuthFields';
import { ResendVerification } from './ResendVerification';
import { useAuthForm } from './useAuthForm';
import { emailOrNim, required } from './validation';

/** /auth/login: sign in with e-mail or NIM; afterwards back to `?redirect=` (same-origin paths only). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [refused, setRefused] = useState(false);
  const checks = useMemo(() => ({ login: emailOrNim, password: required }), []);
  const form = useAuthForm({
    initial: { login: '', password: '' },
    checks,
    onSubmit: async (values) => {
      setRefused(false);
      try {
        await login({ login: values.login, password: values.password }, target);
      } catch (error) {
        // 403: right password, but the account may not be confirmed yet: offer a new link.
        if ((error as { status?: number } | null)?.status === 403) setRefused(true);
        throw error;
      }
    },
  });

  if (getToken() && !form.busy) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="app.auth.login.title"
      subtitle={translate('app.auth.login.subtitle')}
      footer={
        <>
          <AuthLink to="/auth/forgot-password">{translate('app.auth.login.forgot')}</AuthLink>
          <Typography variant="body2">
            {translate('app.auth.login.no_account')}{' '}
            <AuthLink to="/auth/register">{translate('app.auth.login.register')}</AuthLink>
          </Typography>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={translate('app.auth.login.title')}>
        <FormAlert alert={form.alert} />
        <AuthTextField
          {...form.field('login')}
          label="app.auth.fields.login"
          autoComplete="username"
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField
          {...form.field('password')}
          label="app.auth.fields.password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={form.busy} label="app.auth.login.submit" />
      </form>
      {refused ? (
        <Box sx={{ marginBlockStart: 3 }}>
          <ResendVerification
            initialEmail={form.values.login.includes('@') ? form.values.login.trim() : ''}
          />
        </Box>
      ) : null}
    </AuthCard>
  );
}
