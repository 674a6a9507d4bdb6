/**
 * The Analytics view's conversion rates (issue 26): per page and per landing variant against the spec's target line,
 * each over the same visitors on both sides (consented views, and the conversions those visits reported), with the
 * stored leads beside them (every lead, whatever the consent); and the variants compared in plain words.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { LeadTotal, VariantReport } from '#shared/admin/analytics-contract.ts';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { ChartFigure } from './chart-figure.tsx';
import { labelWidth } from './lead-charts.tsx';

type Range = { from: string; to: string };
export type RateRow = { page: string; views: number; conversions: number; ratePercent: number | null; leads: number };

const rateText = (value: number | null) => (value === null ? COPY.noViews : COPY.percent(value));

/** Rows of the page or variant with the stored leads of each joined in (a page with leads but no views listed too). */
export function withLeads(rows: readonly Omit<RateRow, 'leads'>[], leads: readonly LeadTotal[]): RateRow[] {
  const byPage = new Map(leads.map((row) => [row.page, row.leads]));
  const listed = new Set(rows.map((row) => row.page));
  return [
    ...rows.map((row) => ({ ...row, leads: byPage.get(row.page) ?? 0 })),
    ...leads.filter((row) => !listed.has(row.page)).map((row) => ({ page: row.page, views: 0, conversions: 0, ratePercent: null, leads: row.leads })),
  ];
}

function RateChart({ id, title, note, rows, targetPercent, range, csvName, pageLabel }: {
  id: string;
  title: string;
  note: string;
  rows: RateRow[];
  targetPercent: number;
  range: Range;
  csvName: string;
  pageLabel: string;
}) {
  const data = rows.map((row) => ({ ...row, rate: row.ratePercent ?? 0 }));
  const chart = useChart({ data, series: [{ name: 'rate', label: COPY.columns.rate, color: 'blue.solid' }] });
  const columns = [
    { label: pageLabel, value: (row: RateRow) => row.page },
    { label: COPY.columns.views, value: (row: RateRow) => row.views },
    { label: COPY.columns.conversions, value: (row: RateRow) => row.conversions },
    { label: COPY.columns.rate, value: (row: RateRow) => rateText(row.ratePercent) },
    { label: COPY.columns.storedLeads, value: (row: RateRow) => row.leads },
  ];
  const top = Math.max(targetPercent * 2, ...data.map((row) => row.rate));
  return (
    <ChartFigure id={id} title={title} note={note} columns={columns} rows={rows} rowKey={(row) => row.page} csvName={csvName} range={range}>
      <Chart.Root chart={chart} aspectRatio={undefined} h={`${Math.max(140, rows.length * 32 + 60)}px`}>
        <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false} margin={{ right: 12, top: 16 }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" domain={[0, Math.ceil(top)]} tickFormatter={(value: number) => COPY.percent(value)} tickLine={false} />
          <YAxis type="category" dataKey={chart.key('page')} width={labelWidth(rows.map((row) => row.page))} tickLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
          <Bar isAnimationActive={false} dataKey={chart.key('rate')} fill={chart.color('blue.solid')} />
          <ReferenceLine
            x={targetPercent}
            stroke={chart.color('red.solid')}
            strokeDasharray="4 4"
            label={{ value: COPY.targetLabel(targetPercent), position: 'top', fill: chart.color('fg') }}
          />
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}

/** `consent`: the consent share's sentence, beside every view-based figure (the sample the rates cover). */
export function PageRatesChart({ rows, targetPercent, range, consent }: { rows: RateRow[]; targetPercent: number; range: Range; consent: string }) {
  return (
    <RateChart
      id="page-rates"
      title={COPY.pageRates.heading}
      note={`${COPY.pageRates.note(targetPercent)} ${consent}`}
      rows={rows}
      targetPercent={targetPercent}
      range={range}
      csvName={COPY.pageRates.csv}
      pageLabel={COPY.columns.page}
    />
  );
}

export function VariantRatesChart({ variants, leads, range, consent }: { variants: VariantReport; leads: LeadTotal[]; range: Range; consent: string }) {
  const rows = withLeads(
    variants.rates.map(({ page, views, conversions, ratePercent }) => ({ page, views, conversions, ratePercent })),
    leads.filter((row) => variants.rates.some((rate) => rate.page === row.page)),
  );
  return (
    <Stack gap="3">
      <RateChart
        id="variant-rates"
        title={COPY.variantRates.heading}
        note={`${COPY.pageRates.note(variants.targetPercent)} ${consent}`}
        rows={rows}
        targetPercent={variants.targetPercent}
        range={range}
        csvName={COPY.variantRates.csv}
        pageLabel={COPY.columns.variant}
      />
      <Stack as="section" aria-labelledby="analytics-comparison-heading" gap="1" data-testid="variant-comparison" borderWidth="1px" rounded="lg" p="3" bg="bg">
        <Heading as="h3" size="sm" id="analytics-comparison-heading">
          {COPY.comparison.heading}
        </Heading>
        {variants.comparisons.map((comparison) => (
          <Text key={`${comparison.a.page}-${comparison.b?.page ?? ''}`}>{comparison.statement}</Text>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {COPY.comparison.method}
        </Text>
      </Stack>
    </Stack>
  );
}
