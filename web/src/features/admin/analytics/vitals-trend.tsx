/**
 * The Performance Optimizer's 75th percentiles as a 30-day trend (issue 26): one small line chart per metric with its
 * target drawn as a line, so before enough visits arrive every metric still shows, with its target, on an axis of
 * the 30 days; and the script budget. One table (and CSV) behind all of them: a day per row, a metric per column.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { PERFORMANCE_COPY, VITAL_METRICS, VITAL_UNITS, type VitalFigure, type VitalMetric } from '#shared/admin/performance-rules.ts';
import type { VitalsTrend, VitalsTrendDay } from '#shared/admin/performance-trend-contract.ts';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ChartFigure } from './chart-figure.tsx';
import { labelWidth } from './lead-charts.tsx';
import { publicPageScripts, type PageScriptSize } from './public-site.ts';
import { useVitalsTrend } from './use-analytics.ts';

/** INP stands where the spec says FID (performance-rules.ts). */
const METRIC_NAMES: Record<VitalMetric, string> = { LCP: 'LCP', INP: 'INP (for FID)', CLS: 'CLS', FCP: 'FCP', TTFB: 'TTFB' };

/** A figure as staff read it: seconds for the timings the spec writes in seconds, ms for INP and TTFB, CLS bare. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (VITAL_UNITS[metric] === '') return String(value);
  return metric === 'LCP' || metric === 'FCP' ? `${Math.round(value / 100) / 10} s` : `${value} ms`;
}

const cellOf = (metric: VitalMetric, figure: VitalFigure) => (figure.p75 === undefined ? COPY.vitals.notEnough : formatVital(metric, figure.p75));

function MetricChart({ metric, trend }: { metric: VitalMetric; trend: VitalsTrend }) {
  const target = trend.targets[metric];
  const data = trend.days.map((day) => ({ day: day.day, p75: day.metrics[metric].p75 ?? null }));
  const chart = useChart({ data, series: [{ name: 'p75', label: COPY.columns.p75, color: 'blue.solid' }] });
  const measured = data.filter((row) => row.p75 !== null).map((row) => row.p75!);
  const top = Math.max(target * 1.5, ...measured);
  return (
    <Box borderWidth="1px" rounded="md" p="2" minW="0">
      <Text fontSize="sm" fontWeight="semibold">
        {METRIC_NAMES[metric]} · {COPY.columns.target} {formatVital(metric, target)}
      </Text>
      {measured.length === 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {COPY.vitals.notEnough}
        </Text>
      ) : null}
      <Chart.Root chart={chart} aspectRatio={undefined} h="36">
        <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: -16, right: 8, top: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('day')} tickFormatter={(day: string) => day.slice(5)} tickLine={false} minTickGap={16} />
          <YAxis domain={[0, metric === 'CLS' ? Math.ceil(top * 100) / 100 : Math.ceil(top)]} tickLine={false} axisLine={false} tickFormatter={(value: number) => (metric === 'CLS' ? String(value) : String(Math.round(value)))} />
          <Tooltip isAnimationActive={false} content={<Chart.Tooltip />} />
          <ReferenceLine y={target} stroke={chart.color('red.solid')} strokeDasharray="4 4" />
          <Line isAnimationActive={false} dataKey={chart.key('p75')} stroke={chart.color('blue.solid')} dot={{ r: 2.5, fill: chart.color('blue.solid') }} connectNulls={false} />
        </LineChart>
      </Chart.Root>
    </Box>
  );
}

export function VitalsTrendChart({ trend }: { trend: VitalsTrend }) {
  const columns = [
    { label: COPY.columns.day, value: (row: VitalsTrendDay) => row.day },
    ...VITAL_METRICS.flatMap((metric) => [
      { label: `${METRIC_NAMES[metric]} ${COPY.columns.p75}`, value: (row: VitalsTrendDay) => cellOf(metric, row.metrics[metric]) },
      { label: `${METRIC_NAMES[metric]} ${COPY.columns.visits}`, value: (row: VitalsTrendDay) => row.metrics[metric].visits },
    ]),
  ];
  return (
    <ChartFigure
      id="vitals-trend"
      title={COPY.vitals.heading}
      note={`${COPY.vitals.note(trend.minVisits)} ${COPY.vitals.targets(
        VITAL_METRICS.map((metric) => `${METRIC_NAMES[metric]} ${formatVital(metric, trend.targets[metric])}`).join(', '),
      )}`}
      columns={columns}
      rows={trend.days}
      rowKey={(row) => row.day}
      csvName={COPY.vitals.csv}
      range={trend}
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {VITAL_METRICS.map((metric) => (
            <MetricChart key={metric} metric={metric} trend={trend} />
          ))}
        </SimpleGrid>
      </Stack>
    </ChartFigure>
  );
}

/** The trend and, beside it, the script sizes against their budget. */
export function PerformanceCharts() {
  const { data: trend, error, isLoading } = useVitalsTrend();
  if (error) return <StatusMessage kind="error">{PERFORMANCE_COPY.error}</StatusMessage>;
  if (isLoading || !trend) return <StatusMessage kind="loading">{PERFORMANCE_COPY.loading}</StatusMessage>;
  return (
    <Stack gap="4">
      <VitalsTrendChart trend={trend} />
      <PageScriptsChart budgetKb={trend.scriptBudgetKb} range={trend} />
    </Stack>
  );
}

/** The public pages' script sizes (the build's measure, public-site.ts) against the spec's budget. */
export function PageScriptsChart({ budgetKb, range }: { budgetKb: number; range: { from: string; to: string } }) {
  const rows = publicPageScripts();
  const chart = useChart({ data: rows, series: [{ name: 'gzipKb', label: COPY.vitals.scriptKb, color: 'blue.solid' }] });
  const columns = [
    { label: COPY.columns.page, value: (row: PageScriptSize) => row.page },
    { label: COPY.vitals.scriptKb, value: (row: PageScriptSize) => row.gzipKb },
    { label: COPY.columns.target, value: () => budgetKb },
  ];
  const top = Math.max(budgetKb * 1.1, ...rows.map((row) => row.gzipKb));
  return (
    <ChartFigure
      id="page-scripts"
      title={COPY.vitals.scriptsHeading}
      note={COPY.vitals.scriptsNote(budgetKb)}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.page}
      csvName={COPY.vitals.scriptsCsv}
      range={range}
      empty={COPY.vitals.scriptsNone(budgetKb)}
    >
      <Chart.Root chart={chart} aspectRatio={undefined} h={`${Math.max(140, rows.length * 24 + 60)}px`}>
        <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false} margin={{ right: 12, top: 16 }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" domain={[0, Math.ceil(top)]} tickLine={false} />
          <YAxis type="category" dataKey={chart.key('page')} width={labelWidth(rows.map((row) => row.page))} tickLine={false} interval={0} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
          <Bar isAnimationActive={false} dataKey={chart.key('gzipKb')} fill={chart.color('blue.solid')} />
          <ReferenceLine x={budgetKb} stroke={chart.color('red.solid')} strokeDasharray="4 4" label={{ value: COPY.vitals.budgetKb(budgetKb), position: 'top', fill: chart.color('fg') }} />
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}
