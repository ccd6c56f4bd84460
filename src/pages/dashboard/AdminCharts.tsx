import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminStats } from './api';

function ChartCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactElement;
  testId: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ width: '100%', height: 280 }} dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

const short = (s: string, n = 14) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The administrator's charts (recharts), themed from the MUI theme (light/dark), labels translated,
 * right-to-left mirrored (the category axis runs from the right, the value axis sits on the right).
 */
export function AdminCharts({ stats }: { stats: AdminStats }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const axis = { fill: theme.palette.text.secondary, fontSize: 12 };
  const grid = theme.palette.divider;
  const tooltip = {
    contentStyle: {
      background: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.primary,
      direction: theme.direction,
    },
    labelStyle: { color: theme.palette.text.primary },
    itemStyle: { color: theme.palette.text.primary },
    cursor: { fill: theme.palette.action.hover },
  };
  const number = (n: number) => n.toLocaleString(locale);
  const day = (d: string) =>
    new Date(`${d}T00:00:00`).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const students = translate('app.dashboard.stats.students');
  const photos = translate('app.dashboard.stats.photos');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard title={translate('app.dashboard.charts.per_pt')} testId="chart-per-pt">
        <BarChart data={stats.per_pt} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis
            dataKey="label"
            tick={axis}
            tickFormatter={(v: string) => short(v)}
            reversed={rtl}
            interval={0}
          />
          <YAxis
            tick={axis}
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={number}
          />
          <Tooltip
            {...tooltip}
            formatter={(v) => [number(Number(v)), students]}
            labelFormatter={(_, p) => String(p?.[0]?.payload?.nama ?? '')}
          />
          <Bar dataKey="count" name={students} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard title={translate('app.dashboard.charts.per_acara')} testId="chart-per-acara">
        <BarChart data={stats.per_acara} layout="vertical" margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
          <CartesianGrid stroke={grid} horizontal={false} />
          <XAxis type="number" tick={axis} allowDecimals={false} reversed={rtl} tickFormatter={number} />
          <YAxis
            type="category"
            dataKey="label"
            tick={axis}
            width={150}
            interval={0}
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(v: string) => short(v, 22)}
          />
          <Tooltip {...tooltip} formatter={(v) => [number(Number(v)), students]} />
          <Bar
            dataKey="count"
            name={students}
            fill={theme.palette.secondary.main}
            radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]}
          />
        </BarChart>
      </ChartCard>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartCard title={translate('app.dashboard.charts.uploads')} testId="chart-uploads">
          <AreaChart data={stats.uploads} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
            <defs>
              <linearGradient id="uploads-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={theme.palette.primary.main} stopOpacity={0.45} />
                <stop offset="100%" stopColor={theme.palette.primary.main} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={grid} vertical={false} />
            <XAxis dataKey="day" tick={axis} tickFormatter={day} reversed={rtl} minTickGap={24} />
            <YAxis
              tick={axis}
              allowDecimals={false}
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={number}
            />
            <Tooltip
              {...tooltip}
              formatter={(v) => [number(Number(v)), photos]}
              labelFormatter={(v) => day(String(v))}
            />
            <Area
              type="monotone"
              dataKey="count"
              name={photos}
              stroke={theme.palette.primary.main}
              fill="url(#uploads-fill)"
              strokeWidth={2}
            />
          </AreaChart>
        </ChartCard>
      </Box>
    </Box>
  );
}

export default AdminCharts;
