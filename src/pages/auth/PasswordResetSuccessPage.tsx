import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';
import { ToLoginButton } from './AuthFields';

/** /auth/password-reset/success: the new password is set; every old session was signed out. */
export function PasswordResetSuccessPage() {
  const translate = useTranslate();
  return (
    <AuthCard title="app.auth.reset_success.title">
      <Alert severity="success" sx={{ marginBlockEnd: 2 }}>
        {translate('app.auth.reset_success.message')}
      </Alert>
      <ToLoginButton label="app.auth.reset_success.to_login" />
    </AuthCard>
  );
}
