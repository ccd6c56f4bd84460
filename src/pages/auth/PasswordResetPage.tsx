import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { AuthCard } from './AuthCard';
import { AuthLink, FormAlert, NewPasswordFields, SubmitButton } from './AuthFields';
import { useAuthForm } from './useAuthForm';
import { confirmation, newPassword } from './validation';

/** /auth/password-reset/:token: set a new password with the mailed single-use token. */
export function PasswordResetPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const checks = useMemo(() => ({ password: newPassword, password_confirmation: confirmation }), []);
  const form = useAuthForm({
    initial: { password: '', password_confirmation: '' },
    checks,
    onSubmit: async (values) => {
      await api('/auth/password-reset', {
        method: 'POST',
        body: JSON.stringify({
          token,
          password: values.password,
          password_confirmation: values.password_confirmation,
        }),
      });
      navigate('/auth/password-reset/success', { replace: true });
    },
  });

  return (
    <AuthCard
      title="app.auth.reset.title"
      subtitle={translate('app.auth.reset.subtitle')}
      footer={
        <>
          <AuthLink to="/auth/forgot-password">{translate('app.auth.reset.new_link')}</AuthLink>
          <AuthLink to="/auth/login">{translate('app.auth.forgot.back_to_login')}</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={translate('app.auth.reset.title')}>
        <FormAlert alert={form.alert} />
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
          label="app.auth.fields.new_password"
          autoFocus
        />
        <SubmitButton busy={form.busy} label="app.auth.reset.submit" />
      </form>
    </AuthCard>
  );
}
