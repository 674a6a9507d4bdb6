/** The Analytics view's lead charts (issue 26): leads per day by status, the campaigns, the funnel. */
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { CampaignRow, Funnel } from '#shared/admin/analytics-contract.ts';
import { LEAD_STATUSES } from '#shared/admin/api-contract.ts';
import { LEAD_STATUS_LABELS } from '#shared/admin/admin-copy.ts';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { funnelRows, type FunnelRow, type LeadsDayRow } from './analytics-figures.ts';
import { ChartFigure } from './chart-figure.tsx';

type Range = { from: string; to: string };

const STATUS_COLORS = { new: 'blue.solid', contacted: 'orange.solid', qualified: 'purple.solid', closed: 'green.solid' } as const;

/** A day on the axis as MM-DD: the year is the range's, and a narrow screen has no room for it. */
const shortDay = (day: string) => day.slice(5);

/** A category axis's width for the longest label (about 6 px a character at the charts' xs text), within bounds. */
export const labelWidth = (labels: readonly string[], max = 140) => Math.min(max, Math.max(48, 6 * Math.max(0, ...labels.map((label) => label.length))));

export function LeadsPerDayChart({ rows, range }: { rows: LeadsDayRow[]; range: Range }) {
  const chart = useChart({
    data: rows,
    series: LEAD_STATUSES.map((status) => ({ name: status, label: LEAD_STATUS_LABELS[status], color: STATUS_COLORS[status], stackId: 'status' })),
  });
  const columns = [
    { label: COPY.columns.day, value: (row: LeadsDayRow) => row.day },
    ...LEAD_STATUSES.map((status) => ({ label: LEAD_STATUS_LABELS[status], value: (row: LeadsDayRow) => row[status] })),
    { label: COPY.columns.leads, value: (row: LeadsDayRow) => row.total },
  ];
  const hasLeads = rows.some((row) => row.total > 0);
  return (
    <ChartFigure id="leads-per-day" title={COPY.leadsByDay.heading} columns={columns} rows={hasLeads ? rows : []} rowKey={(row) => row.day} csvName={COPY.leadsByDay.csv} range={range}>
      <Chart.Root chart={chart} aspectRatio={undefined} h={{ base: '56', md: '72' }}>
        <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: -20, right: 4 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('day')} tickFormatter={shortDay} tickLine={false} minTickGap={12} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} itemSorter={null} />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} stackId={item.stackId} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}

type CampaignChartRow = CampaignRow & { name: string };
const CAMPAIGN_SERIES = [
  { name: 'leads', label: COPY.columns.leads, color: 'blue.solid' },
  { name: 'contacted', label: LEAD_STATUS_LABELS.contacted, color: 'orange.solid' },
  { name: 'qualified', label: LEAD_STATUS_LABELS.qualified, color: 'purple.solid' },
  { name: 'closed', label: LEAD_STATUS_LABELS.closed, color: 'green.solid' },
] as const;

export function CampaignsChart({ campaigns, range }: { campaigns: CampaignRow[]; range: Range }) {
  const rows: CampaignChartRow[] = campaigns.map((row) => ({ ...row, name: `${row.source} / ${row.campaign}` }));
  const chart = useChart({ data: rows, series: CAMPAIGN_SERIES.map((item) => ({ ...item })) });
  const columns = [
    { label: COPY.columns.source, value: (row: CampaignChartRow) => row.source },
    { label: COPY.columns.campaign, value: (row: CampaignChartRow) => row.campaign },
    { label: COPY.columns.leads, value: (row: CampaignChartRow) => row.leads },
    { label: LEAD_STATUS_LABELS.contacted, value: (row: CampaignChartRow) => row.contacted },
    { label: LEAD_STATUS_LABELS.qualified, value: (row: CampaignChartRow) => row.qualified },
    { label: LEAD_STATUS_LABELS.closed, value: (row: CampaignChartRow) => row.closed },
  ];
  return (
    <ChartFigure
      id="campaigns"
      title={COPY.campaigns.heading}
      note={COPY.campaigns.note}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.name}
      csvName={COPY.campaigns.csv}
      range={range}
      empty={COPY.campaigns.none}
    >
      <Chart.Root chart={chart} aspectRatio={undefined} h={`${Math.max(160, rows.length * 56 + 60)}px`}>
        <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false} margin={{ right: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} />
          <YAxis type="category" dataKey={chart.key('name')} width={labelWidth(rows.map((row) => row.name))} tickLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} itemSorter={null} />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}

type FunnelChartRow = FunnelRow & { label: string };

export function FunnelChart({ funnel, range, consent }: { funnel: Funnel; range: Range; consent: string }) {
  const rows: FunnelChartRow[] = funnelRows(funnel).map((row) => ({ ...row, label: COPY.funnel.stages[row.stage] }));
  const chart = useChart({ data: rows, series: [{ name: 'count', label: COPY.columns.count, color: 'teal.solid' }] });
  const columns = [
    { label: COPY.columns.stage, value: (row: FunnelChartRow) => row.label },
    { label: COPY.columns.count, value: (row: FunnelChartRow) => row.count },
  ];
  const empty = rows.every((row) => row.count === 0);
  return (
    <ChartFigure id="funnel" title={COPY.funnel.heading} note={consent} columns={columns} rows={empty ? [] : rows} rowKey={(row) => row.stage} csvName={COPY.funnel.csv} range={range}>
      <Chart.Root chart={chart} aspectRatio={undefined} h="60">
        <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false} margin={{ right: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} />
          <YAxis type="category" dataKey={chart.key('label')} width={80} tickLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
          <Bar isAnimationActive={false} dataKey={chart.key('count')} fill={chart.color('teal.solid')} />
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}
