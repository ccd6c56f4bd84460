import { useEffect, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Avatar, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { acaraStart } from './api';

/** One big number with an icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
  color = 'primary',
}: {
  label: string;
  /** Unset while loading: the card keeps its size, with a placeholder for the number. */
  value: number | undefined;
  icon: ComponentType;
  color?: 'primary' | 'secondary' | 'success' | 'info';
}) {
  const format = useLocaleFormat();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            sx={(theme) => ({
              bgcolor: alpha(theme.palette[color].main, 0.15),
              color: `${color}.main`,
              width: 48,
              height: 48,
            })}
          >
            <Icon />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`stat-${label}`}>
              {value === undefined ? <Skeleton width="3ch" /> : format.count(value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** A live countdown to a moment (updates every second), announced politely to screen readers only per minute. */
export function Countdown({ to }: { to: Date | undefined }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!to) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [to]);
  const left = to ? to.getTime() - now : 1;
  if (left <= 0) {
    return (
      <Typography color="text.secondary">{translate('app.dashboard.student.countdown_done')}</Typography>
    );
  }
  const p = parts(left);
  const units: [keyof typeof p, number][] = [
    ['days', p.days],
    ['hours', p.hours],
    ['minutes', p.minutes],
    ['seconds', p.seconds],
  ];
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap' }}
      {...(to
        ? {
            role: 'timer',
            'aria-label': translate('app.dashboard.student.countdown_label', {
              days: p.days,
              hours: p.hours,
              minutes: p.minutes,
            }),
          }
        : { 'aria-hidden': true })}
    >
      {units.map(([unit, value]) => (
        <Box
          key={unit}
          aria-hidden
          sx={(theme) => ({
            minWidth: 72, // three digits of days: the box does not grow when the number comes
            paddingBlock: 1,
            paddingInline: 1.5,
            borderRadius: 2,
            textAlign: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <Typography
            variant="h5"
            component="span"
            sx={{ fontWeight: 700, display: 'block', fontVariantNumeric: 'tabular-nums' }}
          >
            {to ? (
              format.number(value, { minimumIntegerDigits: unit === 'days' ? 1 : 2, useGrouping: false })
            ) : (
              <Skeleton width="2ch" sx={{ marginInline: 'auto' }} />
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`app.dashboard.student.units.${unit}`)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Name, date, time and place of an acara. */
export function AcaraInfo({
  acara,
}: {
  acara: {
    nama: string;
    tanggal: string;
    jam_mulai: string | null;
    jam_selesai?: string | null;
    lokasi: string | null;
    alamat: string | null;
  };
}) {
  const format = useLocaleFormat();
  const start = acaraStart(acara.tanggal, acara.jam_mulai);
  const date = format.longDate(start);
  const time = acara.jam_mulai
    ? [acara.jam_mulai, acara.jam_selesai]
        .filter((t): t is string => Boolean(t))
        .map((t) => format.time(t))
        .join(' – ')
    : '';
  return (
    <Stack sx={{ gap: 0.75 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {acara.nama}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <EventIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="body2">{[date, time].filter(Boolean).join(' · ')}</Typography>
      </Stack>
      {acara.lokasi || acara.alamat ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <PlaceIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2">{[acara.lokasi, acara.alamat].filter(Boolean).join(', ')}</Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** AcaraInfo's lines while the acara loads, each the size of the line it stands for. */
export function AcaraInfoPlaceholder() {
  return (
    <Stack sx={{ gap: 0.75 }} aria-hidden>
      <Typography variant="h6" component="p">
        <Skeleton width="60%" />
      </Typography>
      {[EventIcon, PlaceIcon].map((Icon, i) => (
        <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Icon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ flex: 1 }}>
            <Skeleton width={i ? '50%' : '35%'} />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
