import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import Computer from '@mui/icons-material/Computer';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { ProfileSection } from './ProfileSection';
import { listSessions, signOutOthers, signOutSession } from './selfServiceApi';

/** "Chrome on Windows" from a user agent; the raw text when nothing is recognised. */
export function deviceOf(agent: string | null): string | undefined {
  if (!agent) return undefined;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrome\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : undefined;
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : undefined;
  return browser && os ? `${browser} · ${os}` : (browser ?? os ?? agent.slice(0, 60));
}

const SESSIONS = ['profile', 'sessions'] as const;

const mobile = (agent: string | null) => !!agent && /Mobile|Android|iPhone/.test(agent);

/** The signed-in user's devices: sign out one, or every one but this. */
export function SessionsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const { data: rows, error } = useQuery({ queryKey: SESSIONS, queryFn: listSessions });
  const [busy, setBusy] = useState(false);
  const load = () => void queryClient.invalidateQueries({ queryKey: SESSIONS });
  const when = (iso: string) => format.dateTime(iso);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(translate(done), { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      load();
    }
  };
  const others = rows?.filter((r) => !r.current) ?? [];
  return (
    <ProfileSection id="sessions" title={translate('app.selfService.sessions.title')}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.selfService.sessions.help')}
      </Typography>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <List aria-labelledby="sessions-title" data-testid="sessions-list">
        {(rows ?? []).map((r) => {
          const device = deviceOf(r.user_agent) ?? translate('app.selfService.sessions.unknown_device');
          return (
            <ListItem
              key={r.id}
              disableGutters
              secondaryAction={
                r.current ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={translate('app.selfService.sessions.this_device')}
                  />
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={translate('app.selfService.sessions.sign_out_named', { device })}
                    onClick={() =>
                      void run(() => signOutSession(r.id), 'app.selfService.sessions.signed_out')
                    }
                  >
                    {translate('app.selfService.sessions.sign_out')}
                  </Button>
                )
              }
              sx={{ paddingInlineEnd: 14 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {mobile(r.user_agent) ? <PhoneIphone aria-hidden /> : <Computer aria-hidden />}
              </ListItemIcon>
              <ListItemText
                primary={device}
                secondary={[
                  r.ip ? translate('app.selfService.sessions.address', { ip: r.ip }) : null,
                  translate('app.selfService.sessions.created', { date: when(r.created_at) }),
                  translate('app.selfService.sessions.last_seen', { date: when(r.last_used_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          );
        })}
      </List>
      {rows && !others.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {translate('app.selfService.sessions.none_other')}
        </Typography>
      ) : null}
      <Stack direction="row">
        <Button
          variant="outlined"
          color="error"
          disabled={busy || !others.length}
          onClick={() => void run(signOutOthers, 'app.selfService.sessions.others_signed_out')}
        >
          {translate('app.selfService.sessions.sign_out_others')}
        </Button>
      </Stack>
    </ProfileSection>
  );
}
