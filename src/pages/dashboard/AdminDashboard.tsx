import type { ComponentProps } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventIcon from '@mui/icons-material/Event';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '../../layout/lazyScreen';
import { WhenVisible } from '../../layout/WhenVisible';
import { DashboardFrame, QuickLinks, type QuickLink } from './DashboardWidgets';
import { AcaraInfo, AcaraInfoPlaceholder, Countdown, StatCard } from './StatWidgets';
import { acaraStart, useAdminStats, type AdminStats } from './api';
import { drawnInBackground, type Answer } from '../../layout/drawnInBackground';
import { PlanUsageCard } from '../plans/PlanUsageCard';
import { useDashboardFigures, useQuickLinks, type DashboardFigures } from './useDashboardAccess';

// The chart library is loaded only with the charts, once they scroll near the viewport after the
// first paint (WhenVisible), not with the first screen.
const AdminCharts = lazyScreen(() => import('./AdminCharts'), 'AdminCharts');

/** The charts' height, about (measured at 412 and 1350 px wide): their place is kept while they load. */
const CHARTS_HEIGHT = { xs: 1460, md: 920 };

const LINKS: readonly QuickLink[] = [
  { to: '/master/mahasiswa', label: 'app.dashboard.links.mahasiswa', icon: SchoolIcon },
  { to: '/master/perguruan-tinggi', label: 'app.dashboard.links.perguruan_tinggi', icon: AccountBalanceIcon },
  { to: '/menu/acara', label: 'app.dashboard.links.acara', icon: EventIcon },
  { to: '/menu/galeri/group', label: 'app.dashboard.links.galeri', icon: PhotoLibraryIcon },
  { to: '/setting/users', label: 'app.dashboard.links.users', icon: PeopleIcon },
  { to: '/setting/apps', label: 'app.dashboard.links.settings', icon: SettingsIcon },
];

/** The counts, each shown to a role that may read its records (./useDashboardAccess.ts). */
const FIGURES: readonly {
  count: keyof AdminStats['counts'];
  shown: keyof DashboardFigures;
  icon: ComponentProps<typeof StatCard>['icon'];
  color?: ComponentProps<typeof StatCard>['color'];
}[] = [
  { count: 'perguruan_tinggi', shown: 'perguruanTinggi', icon: AccountBalanceIcon },
  { count: 'mahasiswa', shown: 'mahasiswa', icon: SchoolIcon, color: 'secondary' },
  { count: 'acara', shown: 'acara', icon: EventIcon, color: 'info' },
  { count: 'foto', shown: 'foto', icon: PhotoLibraryIcon, color: 'success' },
];

/**
 * The administrator's dashboard: counts, charts, the next acara, shortcuts; each only where the
 * role may read its records or open its screen (./useDashboardAccess.ts), so a role made for one
 * job sees that job's figures and links.
 */
export const AdminDashboard = drawnInBackground(
  useAdminStats,
  function AdminDashboard({ data: stats, error }: Answer<AdminStats>) {
    const translate = useTranslate();
    const shown = useDashboardFigures();
    const links = useQuickLinks(LINKS);
    const charts = shown.perguruanTinggi || shown.acara || shown.foto;

    return (
      <DashboardFrame intro="app.dashboard.admin_intro" error={error}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
          }}
        >
          {FIGURES.filter((f) => shown[f.shown]).map((f) => (
            <StatCard
              key={f.count}
              label={translate(`app.dashboard.stats.${f.count}`)}
              value={stats?.counts[f.count]}
              icon={f.icon}
              color={f.color}
            />
          ))}
        </Box>
        {shown.acara && (
          <Card component="section" aria-labelledby="next-acara-title">
            <CardContent>
              <Typography id="next-acara-title" variant="overline" color="text.secondary">
                {translate('app.dashboard.stats.next_acara')}
              </Typography>
              {stats && !stats.next_acara ? (
                <Typography color="text.secondary">
                  {translate('app.dashboard.stats.no_next_acara')}
                </Typography>
              ) : (
                // While loading, the same layout with placeholders: nothing below moves when it comes.
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
                    alignItems: 'center',
                  }}
                >
                  <Box>
                    {stats?.next_acara ? <AcaraInfo acara={stats.next_acara} /> : <AcaraInfoPlaceholder />}
                    <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
                      {stats?.next_acara ? (
                        <>
                          {stats.next_acara.pt_nama} ·{' '}
                          {translate('app.dashboard.stats.registered', {
                            smart_count: stats.next_acara.mahasiswa,
                          })}
                        </>
                      ) : (
                        <Skeleton width="45%" />
                      )}
                    </Typography>
                  </Box>
                  <Countdown
                    to={
                      stats?.next_acara
                        ? acaraStart(stats.next_acara.tanggal, stats.next_acara.jam_mulai)
                        : undefined
                    }
                  />
                </Box>
              )}
            </CardContent>
          </Card>
        )}
        {/* Its place keeps the charts' drawn height, also while their code loads, so nothing moves
            when they come. */}
        {charts && (
          <Box sx={{ minHeight: CHARTS_HEIGHT }}>
            {stats ? (
              <WhenVisible height={CHARTS_HEIGHT}>
                <AdminCharts stats={stats} shown={shown} />
              </WhenVisible>
            ) : (
              <Skeleton variant="rounded" sx={{ height: CHARTS_HEIGHT }} />
            )}
          </Box>
        )}
        {links.length > 0 && <QuickLinks links={links} />}
        {/* Last: its height is known only when the usage arrives, so it moves nothing above it. */}
        <PlanUsageCard />
      </DashboardFrame>
    );
  },
);
