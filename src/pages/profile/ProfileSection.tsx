import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/**
 * One card of the profile page: a section named by its heading (`<id>-title`), with an optional
 * explanation under it; the name, e-mail, contact, password, sessions, academic and face search cards.
 */
export function ProfileSection({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {help ? (
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
            {help}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
