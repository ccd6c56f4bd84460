import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { AuthCard } from './AuthCard';
import { ToLoginButton } from './AuthFields';
import { ResendVerification } from './ResendVerification';
import { linkIsGone } from './useLinkState';
import { LinkChecking, useSingleUseLink } from './useSingleUseLink';
import { LinkExpiredPage } from '../errors/ErrorPages';

/** /auth/verify-email/:id/:token: confirms the address, then offers the sign-in. */
export function VerifyEmailPage() {
  const translate = useTranslate();
  const { id = '', token = '' } = useParams();
  const result = useSingleUseLink(`verify-email/${id}/${token}`, () =>
    api(`/auth/verify-email/${encodeURIComponent(id)}/${encodeURIComponent(token)}`),
  );

  if (!result) return <LinkChecking title="app.auth.verify.title" text="app.auth.verify.checking" />;

  if (result.ok) {
    return (
      <AuthCard title="app.auth.verify.title">
        <Alert severity="success" sx={{ marginBlockEnd: 2 }}>
          {translate('app.auth.verify.success')}
        </Alert>
        <ToLoginButton label="app.auth.verify.to_login" />
      </AuthCard>
    );
  }

  // unknown (400), used or expired (410): the link's own page, with a new link on offer
  if (linkIsGone(result)) return <LinkExpiredPage action={<ResendVerification />} />;

  const message =
    result.status === undefined
      ? translate('app.auth.errors.network')
      : result.status === 429
        ? translate('app.auth.errors.throttled_plain')
        : translate('app.auth.verify.failed');
  return (
    <AuthCard title="app.auth.verify.title">
      <Alert severity="error" sx={{ marginBlockEnd: 2 }}>
        {message}
        {result.message && result.status !== undefined ? (
          <Box sx={{ marginBlockStart: 0.5, opacity: 0.85 }}>{result.message}</Box>
        ) : null}
      </Alert>
      <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
        {translate('app.auth.verify.help')}
      </Alert>
      <ResendVerification />
      <Stack sx={{ gap: 1, marginBlockStart: 2 }}>
        <ToLoginButton label="app.auth.verify.to_login" variant="outlined" />
        <Button component={RouterLink} to="/auth/register" variant="text" fullWidth>
          {translate('app.auth.verify.register_again')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
