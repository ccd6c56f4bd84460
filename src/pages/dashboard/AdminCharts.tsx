import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
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
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import type { AdminStats } from './api';
import { niceTicks, textMeasure, wrapText, type Measure } from './chartText';

const FONT_SIZE = 12;
const LINE_HEIGHT = 15;
/** Space between a tick label and its axis line, and around the plot. */
const GAP = 8;

function ChartCard({
  title,
  children,
  testId,
  height,
  onWidth,
}: {
  title: string;
  children: React.ReactElement;
  testId: string;
  height: number;
  /** Told the plot's width when it changes. */
  onWidth?: (width: number) => void;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ width: '100%', height }} dir="ltr">
          <ResponsiveContainer width="100%" height="100%" onResize={(width) => onWidth?.(width)}>
            {children}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

interface TickProps {
  x?: number;
  y?: number;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  payload?: { value: unknown };
}

/** A category's name on its lines (never shortened), centred on its bar. */
function CategoryTick({
  x = 0,
  y = 0,
  textAnchor,
  payload,
  lines,
  fill,
}: TickProps & { lines: Map<string, string[]>; fill: string }) {
  const text = String(payload?.value ?? '');
  const rows = lines.get(text) ?? [text];
  const first = -((rows.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text
      x={x}
      y={y}
      textAnchor={textAnchor}
      dominantBaseline="central"
      fill={fill}
      fontSize={FONT_SIZE}
      className="chart-category-tick"
    >
      {rows.map((row, i) => (
        <tspan key={i} x={x} dy={i === 0 ? first : LINE_HEIGHT}>
          {row}
        </tspan>
      ))}
    </text>
  );
}

function chartStyle(theme: Theme) {
  return {
    axis: { fill: theme.palette.text.secondary, fontSize: FONT_SIZE },
    grid: theme.palette.divider,
    tooltip: {
      contentStyle: {
        background: theme.palette.background.paper,
        border: `1px solid ${theme.palette.divider}`,
        color: theme.palette.text.primary,
        direction: theme.direction,
      },
      labelStyle: { color: theme.palette.text.primary },
      itemStyle: { color: theme.palette.text.primary },
      cursor: { fill: theme.palette.action.hover },
    },
  };
}

/**
 * What every chart here takes from the theme and the UI language: direction, colours, tooltip, and
 * its count axis (nice ticks up to the largest count, in the UI language's digits).
 */
function useChartFrame(counts: readonly number[]) {
  const theme = useTheme();
  const format = useLocaleFormat();
  const style = chartStyle(theme);
  const ticks = niceTicks(Math.max(0, ...counts));
  const countAxis = {
    tick: style.axis,
    ticks,
    domain: [0, ticks[ticks.length - 1]] as [number, number],
    allowDecimals: false,
    tickFormatter: (v: number) => format.count(v),
    interval: 0,
  };
  return { theme, format, rtl: theme.direction === 'rtl', ...style, ticks, countAxis };
}

interface CategoryRow {
  label: string;
  count: number;
  /** Shown in the tooltip when it says more than the label (a university's full name). */
  nama?: string;
}

/**
 * Horizontal bars, one per category: the names sit beside the bars on as many lines as they need
 * (the axis takes up to 40 % of the width), the counts below in the UI language's digits.
 * Right-to-left: names on the right, bars growing to the left.
 */
function CategoryBars({
  title,
  testId,
  rows,
  series,
  color,
  measure,
}: {
  title: string;
  testId: string;
  rows: CategoryRow[];
  series: string;
  color: string;
  measure: Measure;
}) {
  const { format, rtl, axis, grid, tooltip, ticks, countAxis } = useChartFrame(rows.map((r) => r.count));
  const [width, setWidth] = useState(0);
  const tickWidth = Math.max(...ticks.map((t) => measure(format.count(t))));
  const room = Math.max(60, (width || 600) * 0.4);
  const labelWidth = Math.min(room, Math.max(24, ...rows.map((r) => measure(r.label))));
  const lines = new Map(rows.map((r) => [r.label, wrapText(r.label, labelWidth, measure)]));
  const band = Math.max(32, Math.max(1, ...[...lines.values()].map((l) => l.length)) * LINE_HEIGHT + 12);
  const height = Math.max(200, rows.length * band + 30 + 2 * GAP);
  // the outermost value tick is centred on the plot's edge: half of it needs room beyond
  const edge = Math.ceil(tickWidth / 2) + GAP;
  return (
    <ChartCard title={title} testId={testId} height={height} onWidth={setWidth}>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: GAP, bottom: GAP, left: rtl ? edge : GAP, right: rtl ? GAP : edge }}
      >
        <CartesianGrid stroke={grid} horizontal={false} />
        <XAxis type="number" {...countAxis} reversed={rtl} />
        <YAxis
          type="category"
          dataKey="label"
          width={Math.ceil(labelWidth) + GAP}
          interval={0}
          orientation={rtl ? 'right' : 'left'}
          tick={<CategoryTick lines={lines} fill={axis.fill} />}
        />
        <Tooltip
          {...tooltip}
          formatter={(v) => [format.count(Number(v)), series]}
          labelFormatter={(label, p) => String(p?.[0]?.payload?.nama ?? label)}
        />
        <Bar dataKey="count" name={series} fill={color} radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} />
      </BarChart>
    </ChartCard>
  );
}

/** Photos uploaded per day: days and counts in the UI language, the end labels inside the card. */
function UploadsChart({
  title,
  rows,
  series,
  measure,
}: {
  title: string;
  rows: AdminStats['uploads'];
  series: string;
  measure: Measure;
}) {
  const { theme, format, rtl, axis, grid, tooltip, ticks, countAxis } = useChartFrame(
    rows.map((r) => r.count),
  );
  const valueWidth = Math.ceil(Math.max(...ticks.map((t) => measure(format.count(t))))) + GAP;
  const dayWidth = Math.max(0, ...rows.map((r) => measure(format.dayMonth(r.day))));
  const edge = Math.ceil(dayWidth / 2) + GAP;
  const color = theme.palette.primary.main;
  return (
    <ChartCard title={title} testId="chart-uploads" height={280}>
      <AreaChart data={rows} margin={{ top: GAP, bottom: GAP, left: edge, right: edge }}>
        <defs>
          <linearGradient id="uploads-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.45} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={grid} vertical={false} />
        <XAxis
          dataKey="day"
          tick={axis}
          tickFormatter={(d: string) => format.dayMonth(d)}
          reversed={rtl}
          minTickGap={Math.ceil(dayWidth / 2) + GAP}
        />
        <YAxis {...countAxis} width={valueWidth} orientation={rtl ? 'right' : 'left'} />
        <Tooltip
          {...tooltip}
          formatter={(v) => [format.count(Number(v)), series]}
          labelFormatter={(v) => format.date(String(v))}
        />
        <Area
          type="monotone"
          dataKey="count"
          name={series}
          stroke={color}
          fill="url(#uploads-fill)"
          strokeWidth={2}
        />
      </AreaChart>
    </ChartCard>
  );
}

/**
 * The administrator's charts (recharts), themed from the MUI theme (light/dark), labels translated,
 * numbers and days through the one locale formatting module, right-to-left mirrored (the category
 * axis runs from the right, the value axis sits on the right). Every label fits: names wrap, axes
 * and margins are sized from the measured texts.
 */
export function AdminCharts({
  stats,
  shown = { perguruanTinggi: true, acara: true, foto: true },
}: {
  stats: AdminStats;
  /** The charts the role may read (./useDashboardAccess.ts): per university, per acara, uploads. */
  shown?: { perguruanTinggi: boolean; acara: boolean; foto: boolean };
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const measure = useMemo(
    () => textMeasure(`${FONT_SIZE}px ${theme.typography.fontFamily ?? 'sans-serif'}`, FONT_SIZE),
    [theme.typography.fontFamily],
  );
  const students = translate('app.dashboard.stats.students');

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {shown.perguruanTinggi && (
        <CategoryBars
          title={translate('app.dashboard.charts.per_pt')}
          testId="chart-per-pt"
          rows={stats.per_pt}
          series={students}
          color={theme.palette.primary.main}
          measure={measure}
        />
      )}
      {shown.acara && (
        <CategoryBars
          title={translate('app.dashboard.charts.per_acara')}
          testId="chart-per-acara"
          rows={stats.per_acara}
          series={students}
          color={theme.palette.secondary.main}
          measure={measure}
        />
      )}
      {shown.foto && (
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <UploadsChart
            title={translate('app.dashboard.charts.uploads')}
            rows={stats.uploads}
            series={translate('app.dashboard.stats.photos')}
            measure={measure}
          />
        </Box>
      )}
    </Box>
  );
}

export default AdminCharts;
