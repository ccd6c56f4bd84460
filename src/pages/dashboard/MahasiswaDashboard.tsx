import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { DashboardFrame, QuickLinks, type QuickLink } from './DashboardWidgets';
import { AcaraInfo, Countdown } from './StatWidgets';
import { PhotoThumb, placeholderBackground } from '../galeri/PhotoThumb';
import { acaraStart, useMahasiswaStats, type MahasiswaStats } from './api';
import { drawnInBackground, type Answer } from '../../layout/drawnInBackground';
import { PluginWidgets } from './PluginWidgets';

const LINKS: readonly QuickLink[] = [
  { to: '/setting/users/profile', label: 'app.dashboard.links.profile', icon: PersonIcon },
  { to: '/menu/mahasiswa/galeri', label: 'app.dashboard.links.my_gallery', icon: PhotoLibraryIcon },
];

/** The student's dashboard: their acara with a countdown, profile completeness, newest photos of them. */
export const MahasiswaDashboard = drawnInBackground(
  useMahasiswaStats,
  function MahasiswaDashboard({ data: stats, error }: Answer<MahasiswaStats>) {
    const translate = useTranslate();
    const format = useLocaleFormat();

    return (
      <DashboardFrame intro="app.dashboard.mahasiswa_intro" error={error}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'stretch',
          }}
        >
          <Card component="section" aria-labelledby="my-acara-title">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography id="my-acara-title" variant="overline" color="text.secondary">
                {translate('app.dashboard.student.my_acara')}
              </Typography>
              {!stats ? (
                <Skeleton height={80} />
              ) : stats.acara ? (
                <>
                  <AcaraInfo acara={stats.acara} />
                  <Countdown to={acaraStart(stats.acara.tanggal, stats.acara.jam_mulai)} />
                </>
              ) : (
                <Typography color="text.secondary">{translate('app.dashboard.student.no_acara')}</Typography>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="completeness-title">
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
              <Typography id="completeness-title" variant="overline" color="text.secondary">
                {translate('app.dashboard.student.profile')}
              </Typography>
              {stats ? (
                <>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="completeness">
                    {format.percent(stats.completeness.percent)}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={stats.completeness.percent}
                    aria-label={translate('app.dashboard.student.profile')}
                    sx={{ height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {translate(
                      stats.completeness.percent >= 100
                        ? 'app.dashboard.student.profile_done'
                        : 'app.dashboard.student.profile_todo',
                    )}
                  </Typography>
                  <Button
                    component={RouterLink}
                    to="/setting/users/profile"
                    size="small"
                    sx={{ justifySelf: 'start' }}
                  >
                    {translate('app.dashboard.student.edit_profile')}
                  </Button>
                </>
              ) : (
                <Skeleton height={80} />
              )}
            </CardContent>
          </Card>
        </Box>
        <PluginWidgets place="student" />
        <Card component="section" aria-labelledby="newest-title">
          <CardContent>
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockEnd: 1.5, flexWrap: 'wrap' }}
            >
              <Typography id="newest-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {translate('app.dashboard.student.newest', { smart_count: stats?.photo_count ?? 0 })}
              </Typography>
              <Button component={RouterLink} to="/menu/mahasiswa/galeri" size="small">
                {translate('app.dashboard.student.open_gallery')}
              </Button>
            </Box>
            {stats && !stats.photos.length ? (
              <Typography color="text.secondary">{translate('app.dashboard.student.no_photos')}</Typography>
            ) : null}
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(30%, 120px), 1fr))',
              }}
            >
              {stats?.photos.map((p) => (
                <Box
                  key={p.id}
                  component={RouterLink}
                  to="/menu/mahasiswa/galeri"
                  aria-label={translate('app.galeri.open_photo', { name: p.original_name })}
                  sx={{
                    aspectRatio: '1 / 1',
                    borderRadius: 1.5,
                    overflow: 'hidden',
                    ...placeholderBackground(p),
                  }}
                >
                  <PhotoThumb photo={p} />
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
        <QuickLinks links={LINKS} />
      </DashboardFrame>
    );
  },
);
