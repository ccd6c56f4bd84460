import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';

/** /auth/password-reset/success: the new password is set; every old session was signed out. */
export function PasswordResetSuccessPage() {
  const translate = useTranslate();
  return (
    <AuthCard title="app.auth.reset_success.title">
      <Alert severity="success" sx={{ marginBlockEnd: 2 }}>
        {translate('app.auth.reset_success.message')}
      </Alert>
      <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth size="large">
        {translate('app.auth.reset_success.to_login')}
      </Button>
    </AuthCard>
  );
}
