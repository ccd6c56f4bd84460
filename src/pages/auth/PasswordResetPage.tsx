import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { LinkExpiredPage, NewResetLinkButton } from '../errors/ErrorPages';
import { AuthCard } from './AuthCard';
import { AuthLink, FormAlert, NewPasswordFields, SubmitButton } from './AuthFields';
import { useAuthForm } from './useAuthForm';
import { useLinkState } from './useLinkState';
import { confirmation, newPassword } from './validation';

/**
 * /auth/password-reset/:token: set a new password with the mailed single-use token. The link is
 * checked first: a used or expired one shows the "link expired or already used" page, not the form.
 */
export function PasswordResetPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [link, setLink] = useLinkState(`/auth/password-reset/${encodeURIComponent(token)}`);
  const checks = useMemo(() => ({ password: newPassword, password_confirmation: confirmation }), []);
  const form = useAuthForm({
    initial: { password: '', password_confirmation: '' },
    checks,
    onSubmit: async (values) => {
      try {
        await api('/auth/password-reset', {
          method: 'POST',
          body: JSON.stringify({
            token,
            password: values.password,
            password_confirmation: values.password_confirmation,
          }),
        });
      } catch (error) {
        // used meanwhile (another tab) or expired while the form was open
        if ((error as { status?: number }).status === 410) setLink('gone');
        throw error;
      }
      navigate('/auth/password-reset/success', { replace: true });
    },
  });

  if (link === 'gone') return <LinkExpiredPage action={<NewResetLinkButton />} />;
  if (link === 'checking') {
    return (
      <AuthCard title="app.auth.reset.title">
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 3 }}>
          <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
        </Box>
      </AuthCard>
    );
  }

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
