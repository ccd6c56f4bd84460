import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardFrame, QuickLinks } from './DashboardWidgets';
import { useQuickLinks } from './useDashboardAccess';

const NO_FIXED_LINKS = [] as const;

/**
 * The dashboard of a role that is neither staff reading students nor a student (a role of
 * wisuda.config.ts made for one job): the welcome card and a shortcut to every screen its
 * permissions open, by the menu's labels; no figures it may not read.
 */
export function RoleDashboard() {
  const translate = useTranslate();
  const links = useQuickLinks(NO_FIXED_LINKS, true);
  return (
    <DashboardFrame intro="app.dashboard.role_intro" error={null}>
      {links.length > 0 ? (
        <QuickLinks links={links} />
      ) : (
        <Alert severity="info">{translate('app.dashboard.nothing_open')}</Alert>
      )}
    </DashboardFrame>
  );
}
