import { Alert, Button, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { getStoredUser, getToken } from '../../providers/session';
import { AuthCard } from './AuthCard';

/** /error/forbidden: the 403 page (docs/product.md#roles-and-access): back to the dashboard, or sign out to switch account. */
export function ForbiddenPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const signedIn = Boolean(getToken());
  const user = getStoredUser();
  return (
    <AuthCard title="app.errors.forbidden.title">
      <Stack sx={{ alignItems: 'center', gap: 1, marginBlockEnd: 2 }}>
        <BlockIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" component="p" color="error" sx={{ fontWeight: 800 }}>
          403
        </Typography>
      </Stack>
      <Alert severity="warning" sx={{ marginBlockEnd: 2 }}>
        {translate('app.errors.forbidden.message')}
        {signedIn && user ? (
          <Typography variant="body2" sx={{ marginBlockStart: 0.5 }}>
            {translate('app.errors.forbidden.signed_in_as', {
              name: user.name,
              role: user.roles?.[0]?.name ?? '—',
            })}
          </Typography>
        ) : null}
      </Alert>
      <Stack sx={{ gap: 1 }}>
        <Button component={RouterLink} to="/dashboard" variant="contained" fullWidth size="large">
          {translate('app.errors.forbidden.to_dashboard')}
        </Button>
        {signedIn ? (
          <Button variant="outlined" fullWidth startIcon={<LogoutIcon />} onClick={() => void logout()}>
            {translate('app.errors.forbidden.logout')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/auth/login" variant="outlined" fullWidth>
            {translate('app.errors.forbidden.to_login')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
