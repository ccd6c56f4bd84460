import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSessionUser } from '../useSessionUser';

/** /setting/users/profile: the student's own profile (first version: who is signed in). */
export function ProfilePage() {
  const translate = useTranslate();
  const user = useSessionUser();
  return (
    <Card sx={{ marginBlock: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('app.dashboard.profile.title')}
        </Typography>
        <Stack sx={{ gap: 0.5 }}>
          <Typography>{user?.name}</Typography>
          {user?.email ? <Typography color="text.secondary">{user.email}</Typography> : null}
          <Typography variant="body2" color="text.secondary">
            {translate('app.dashboard.profile.coming')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
