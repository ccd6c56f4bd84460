/**
 * The body of every error page (docs/product.md#failures): an icon, the status code, the localized
 * explanation and the ways out. Public pages put it in the branded AuthCard, the not-found page of a
 * signed-in user in the main layout.
 */
import type { ReactNode } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslate } from 'react-admin';

export type ErrorKind = 'not_found' | 'server_error' | 'unavailable' | 'link_expired';

const KINDS: Record<ErrorKind, { code?: number; icon: SvgIconComponent; severity: 'warning' | 'error' }> = {
  not_found: { code: 404, icon: SearchOffIcon, severity: 'warning' },
  server_error: { code: 500, icon: ErrorOutlineIcon, severity: 'error' },
  unavailable: { code: 503, icon: CloudOffIcon, severity: 'warning' },
  link_expired: { code: 410, icon: LinkOffIcon, severity: 'warning' },
};

/** Translation key of a kind's title (also the page's document title). */
export const errorTitleKey = (kind: ErrorKind) => `app.error_pages.${kind}.title`;

export function ErrorPanel({ kind, children }: { kind: ErrorKind; children: ReactNode }) {
  const translate = useTranslate();
  const { code, icon: Icon, severity } = KINDS[kind];
  return (
    <Stack data-testid={`error-page-${kind}`} sx={{ gap: 2 }}>
      <Stack sx={{ alignItems: 'center', gap: 1 }}>
        <Icon color={severity} sx={{ fontSize: 56 }} aria-hidden />
        {code ? (
          <Typography
            variant="h2"
            component="p"
            color={severity}
            sx={{ fontWeight: 800 }}
            aria-label={translate('app.error_pages.code', { code })}
          >
            {code}
          </Typography>
        ) : null}
      </Stack>
      <Alert severity={severity}>{translate(`app.error_pages.${kind}.message`)}</Alert>
      <Stack sx={{ gap: 1 }}>{children}</Stack>
    </Stack>
  );
}
