import { useLocation } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';
import { ToLoginButton } from './AuthFields';
import { ResendVerification } from './ResendVerification';

/** /auth/register/success: the account exists; the verification mail is on its way. */
export function RegisterSuccessPage() {
  const translate = useTranslate();
  const state = useLocation().state as { email?: unknown; approval?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <AuthCard title="app.auth.register_success.title">
      <Alert icon={<MarkEmailReadIcon />} severity="success" sx={{ marginBlockEnd: 2 }}>
        {email
          ? translate('app.auth.register_success.message_to', { email })
          : translate('app.auth.register_success.message')}
      </Alert>
      <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
        {translate('app.auth.register_success.hint')}
        {state?.approval === true ? ` ${translate('app.auth.register_success.approval_hint')}` : null}
      </Alert>
      <ToLoginButton label="app.auth.register_success.to_login" />
      {email ? (
        <Box sx={{ marginBlockStart: 3 }}>
          <ResendVerification initialEmail={email} />
        </Box>
      ) : null}
    </AuthCard>
  );
}
