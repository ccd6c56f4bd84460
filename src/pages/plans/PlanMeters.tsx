/** The meters of one perguruan tinggi: used of each quota of its plan, a bar per limited quota. */
import { useTranslate } from 'react-admin';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import type { PtUsage } from './api';

const colorOf = (percent: number) => (percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary');

export function PlanMeters({ pt, showName = false }: { pt: PtUsage; showName?: boolean }) {
  const translate = useTranslate();
  const f = useLocaleFormat();
  const day = (d: string) => f.date(d);
  return (
    <Box component="section" aria-label={pt.nama} sx={{ minInlineSize: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {showName && (
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {pt.nama}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {pt.plan ? translate('app.plans.plan', { plan: pt.plan.nama }) : translate('app.plans.no_plan')}
        </Typography>
        {pt.read_only && <Chip size="small" color="error" label={translate('app.plans.read_only')} />}
      </Stack>
      {pt.langganan_selesai && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.plans.period', {
            start: pt.langganan_mulai ? day(pt.langganan_mulai) : '…',
            end: day(pt.langganan_selesai),
          })}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        }}
      >
        {pt.meters.map((m) => (
          <Box key={m.quota} sx={{ minInlineSize: 0 }}>
            <Typography component="dt" variant="body2">
              {translate(`app.plans.quota.${m.quota}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {m.limit === null
                ? translate('app.plans.used_unlimited', { used: f.count(m.used) })
                : translate('app.plans.used_of', {
                    used: f.count(m.used),
                    limit: f.count(m.limit),
                    percent: f.count(Math.floor(m.percent ?? 0)),
                  })}
              {m.percent !== null && (
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, m.percent)}
                  color={colorOf(m.percent)}
                  aria-label={translate(`app.plans.quota.${m.quota}`)}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
