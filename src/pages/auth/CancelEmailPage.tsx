import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACCOUNT_PATHS } from '../accountPath';
import { cancelEmailChange } from '../profile/selfServiceApi';
import { AuthCard } from './AuthCard';
import { ToLoginButton } from './AuthFields';
import { linkIsGone } from './useLinkState';
import { LinkChecking, useSingleUseLink } from './useSingleUseLink';
import { LinkExpiredPage } from '../errors/ErrorPages';

/**
 * /auth/cancel-email/:token: the link mailed to the current address stops a pending change of it;
 * every session ends, so the page leads to choosing a new password.
 */
export function CancelEmailPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const result = useSingleUseLink(`cancel-email/${token}`, () => cancelEmailChange(token));

  if (!result)
    return <LinkChecking title="app.selfService.cancel.title" text="app.selfService.cancel.checking" />;
  if (!result.ok && linkIsGone(result))
    return <LinkExpiredPage action={<ToLoginButton label="app.selfService.confirm.to_login" />} />;
  return (
    <AuthCard title="app.selfService.cancel.title">
      <Alert severity={result.ok ? 'success' : 'error'} sx={{ marginBlockEnd: 2 }}>
        {result.ok ? result.value : (result.message ?? translate('app.selfService.cancel.failed'))}
      </Alert>
      {result.ok ? (
        <Button component={RouterLink} to={ACCOUNT_PATHS.forgotPassword} variant="contained" fullWidth>
          {translate('app.selfService.cancel.new_password')}
        </Button>
      ) : (
        <ToLoginButton label="app.selfService.confirm.to_login" />
      )}
    </AuthCard>
  );
}
