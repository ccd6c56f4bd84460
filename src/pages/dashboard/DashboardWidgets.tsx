import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useAppSettings } from '../../providers/appSettings';
import { useRoleLabel } from '../../layout/useRoleLabel';
import { useSessionUser } from '../useSessionUser';
import { UserAvatar } from '../../layout/UserAvatar';

/** A dashboard's frame: the welcome card, the figures' error if any, then the dashboard's own cards. */
export function DashboardFrame({
  intro,
  error,
  children,
}: {
  intro: string;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
      <WelcomeCard message={intro} />
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {children}
    </Box>
  );
}

/** Greeting with the user's name and role. */
export function WelcomeCard({ message }: { message: string }) {
  const translate = useTranslate();
  const user = useSessionUser();
  const { data: brand } = useAppSettings();
  const role = useRoleLabel()(user?.roles?.[0]?.name);
  return (
    <Card
      sx={(theme) => ({
        background: `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.18)}, ${alpha(theme.palette.secondary.main, 0.12)})`,
      })}
    >
      <CardContent sx={{ padding: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <UserAvatar name={user?.name ?? ''} photo={user?.foto} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {translate('app.dashboard.welcome', { name: user?.name ?? '' })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
              {translate(message, { app: brand.nama_aplikasi })}
            </Typography>
          </Box>
          {role ? (
            <Chip
              color="primary"
              label={translate('app.dashboard.role', { role })}
              sx={{ marginInlineStart: { sm: 'auto' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export interface QuickLink {
  to: string;
  /** Translation key of the label; `${label}_hint` is its description (unless `text` is given). */
  label: string;
  /** The label already in the UI language (a menu entry's: a configured resource's label). */
  text?: string;
  icon: ComponentType;
}

/** A grid of cards leading to the role's main screens. */
export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="quick-links-title">
      <Typography id="quick-links-title" variant="h6" component="h2" sx={{ marginBlock: 2 }}>
        {translate('app.dashboard.quick_links')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        }}
      >
        {links.map(({ to, label, text, icon: Icon }) => (
          <Card key={to} variant="outlined">
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                  <Avatar
                    variant="rounded"
                    sx={(theme) => ({
                      bgcolor: alpha(theme.palette.primary.main, 0.14),
                      color: 'primary.main',
                    })}
                  >
                    <Icon />
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      variant="subtitle1"
                      component="span"
                      sx={{ fontWeight: 600, display: 'block' }}
                    >
                      {text ?? translate(label)}
                    </Typography>
                    {text === undefined && (
                      <Typography variant="body2" color="text.secondary">
                        {translate(`${label}_hint`)}
                      </Typography>
                    )}
                  </Box>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
