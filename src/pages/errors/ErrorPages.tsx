/**
 * The error pages: not found (react-admin's catch-all: in the main layout when signed in, the
 * branded public frame otherwise), server error (500), service unavailable (503) and a mailed link
 * that expired or was already used. Every text follows the UI language; each has a way home.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAppSettings } from '../../providers/appSettings';
import { getToken } from '../../providers/session';
import { AuthCard } from '../auth/AuthCard';
import { useDocumentTitle } from '../../layout/documentTitle';
import { HomeButton, RetryButton } from './ErrorActions';
import { ErrorPanel, errorTitleKey, type ErrorKind } from './ErrorPanel';

/** An error page in the branded public frame (its heading is the document title too). */
export function PublicErrorPage({ kind, children }: { kind: ErrorKind; children?: ReactNode }) {
  const { state } = useLocation() as { state?: { from?: string } | null };
  const retry = kind === 'server_error' || kind === 'unavailable';
  return (
    <AuthCard title={errorTitleKey(kind)}>
      <ErrorPanel kind={kind}>
        {children}
        <HomeButton variant={children ? 'outlined' : 'contained'} />
        {retry ? <RetryButton from={state?.from} /> : null}
      </ErrorPanel>
    </AuthCard>
  );
}

/** The not-found page inside the main layout (a signed-in user's unknown route). */
function LayoutNotFound() {
  const translate = useTranslate();
  const { data: brand } = useAppSettings();
  const title = translate(errorTitleKey('not_found'));
  useDocumentTitle([title, brand.nama_aplikasi]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: { xs: 2, sm: 4 } }}>
      <Card elevation={2} sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ padding: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, marginBlockEnd: 2 }}>
            {title}
          </Typography>
          <ErrorPanel kind="not_found">
            <HomeButton />
          </ErrorPanel>
        </CardContent>
      </Card>
    </Box>
  );
}

/** react-admin's catch-all (`<Admin catchAll>`). */
export function NotFoundPage() {
  return getToken() ? <LayoutNotFound /> : <PublicErrorPage kind="not_found" />;
}

export function ServerErrorPage() {
  return <PublicErrorPage kind="server_error" />;
}

export function UnavailablePage() {
  return <PublicErrorPage kind="unavailable" />;
}

/**
 * A mailed link (password reset, e-mail verification) that expired or was already used: ask for a
 * new one (`action`: the reset page's link, the verification page's resend form), or go home.
 */
export function LinkExpiredPage({ action }: { action: ReactNode }) {
  return <PublicErrorPage kind="link_expired">{action}</PublicErrorPage>;
}

/** The reset page's way on: a new link from the forgotten-password page. */
export function NewResetLinkButton() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/auth/forgot-password" variant="contained" size="large" fullWidth>
      {translate('app.error_pages.link_expired.new_reset_link')}
    </Button>
  );
}
