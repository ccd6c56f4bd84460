/** The ways out of an error page: home (the dashboard, or the sign-in page when signed out), retry. */
import { Button } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { DASHBOARD_PATH } from '../../../domain/pages';
import { getToken } from '../../providers/session';

export function HomeButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const translate = useTranslate();
  const signedIn = Boolean(getToken());
  return (
    <Button
      component={RouterLink}
      to={signedIn ? DASHBOARD_PATH : '/auth/login'}
      variant={variant}
      size="large"
      fullWidth
      startIcon={<HomeIcon />}
    >
      {translate(signedIn ? 'app.error_pages.to_dashboard' : 'app.error_pages.to_login')}
    </Button>
  );
}

/** Goes back to the page that failed (`from`), or reloads this one. */
export function RetryButton({ from }: { from?: string }) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={<RefreshIcon />}
      onClick={() => (from ? window.location.assign(from) : window.location.reload())}
    >
      {translate('app.error_pages.retry')}
    </Button>
  );
}
