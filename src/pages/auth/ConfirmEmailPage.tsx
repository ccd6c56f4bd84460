import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROFILE_PATH } from '../../../domain/pages';
import { getToken } from '../../providers/session';
import { confirmEmailChange } from '../profile/selfServiceApi';
import { AuthCard } from './AuthCard';
import { ToLoginButton } from './AuthFields';
import { linkIsGone } from './useLinkState';
import { LinkChecking, useSingleUseLink } from './useSingleUseLink';
import { LinkExpiredPage } from '../errors/ErrorPages';

/** /auth/confirm-email/:token: the link mailed to a new address switches the account to it. */
export function ConfirmEmailPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const result = useSingleUseLink(`confirm-email/${token}`, () => confirmEmailChange(token));

  if (!result)
    return <LinkChecking title="app.selfService.confirm.title" text="app.selfService.confirm.checking" />;
  if (!result.ok && linkIsGone(result))
    return (
      <LinkExpiredPage
        action={
          <Button component={RouterLink} to={PROFILE_PATH} variant="contained" fullWidth>
            {translate('app.selfService.confirm.to_profile')}
          </Button>
        }
      />
    );
  return (
    <AuthCard title="app.selfService.confirm.title">
      <Alert severity={result.ok ? 'success' : 'error'} sx={{ marginBlockEnd: 2 }}>
        {result.ok ? result.value : (result.message ?? translate('app.selfService.confirm.failed'))}
      </Alert>
      {getToken() ? (
        <Button component={RouterLink} to={PROFILE_PATH} variant="contained" fullWidth>
          {translate('app.selfService.confirm.to_profile')}
        </Button>
      ) : (
        <ToLoginButton label="app.selfService.confirm.to_login" />
      )}
    </AuthCard>
  );
}
