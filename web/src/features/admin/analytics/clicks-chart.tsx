/** WhatsApp and phone clicks per page and button (issue 26): bars per page, stacked by button. */
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { buttonLabel, clicksByPage, type ClickRow } from './analytics-figures.ts';
import { ChartFigure } from './chart-figure.tsx';
import { labelWidth } from './lead-charts.tsx';

// Greens for WhatsApp buttons, blues for phone buttons, in the order the buttons are listed.
const PALETTE = { whatsapp: ['green.solid', 'green.emphasized', 'teal.solid', 'teal.emphasized', 'green.fg'], phone: ['blue.solid', 'blue.emphasized', 'cyan.solid', 'cyan.emphasized', 'blue.fg'] };
const colorOf = (button: string, index: number) =>
  button.startsWith('whatsapp-') ? PALETTE.whatsapp[index % 5]! : button.startsWith('phone-') ? PALETTE.phone[index % 5]! : 'gray.solid';

export function ClicksChart({ rows, range }: { rows: ClickRow[]; range: { from: string; to: string } }) {
  const { buttons, data } = clicksByPage(rows);
  const chart = useChart({ data, series: buttons.map((button, index) => ({ name: button, label: buttonLabel(button), color: colorOf(button, index), stackId: 'clicks' })) });
  const columns = [
    { label: COPY.columns.page, value: (row: ClickRow) => row.page },
    { label: COPY.columns.button, value: (row: ClickRow) => row.buttonLabel },
    { label: COPY.columns.clicks, value: (row: ClickRow) => row.clicks },
  ];
  return (
    <ChartFigure
      id="clicks"
      title={COPY.clicks.heading}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.page} ${row.button}`}
      csvName={COPY.clicks.csv}
      range={range}
      empty={COPY.clicks.none}
    >
      <Chart.Root chart={chart} aspectRatio={undefined} h={`${Math.max(160, data.length * 36 + 100)}px`}>
        <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false} margin={{ right: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} />
          <YAxis type="category" dataKey={chart.key('page' as never)} width={labelWidth(data.map((row) => String(row.page)))} tickLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} itemSorter={null} />
          {chart.series.map((item) => (
            <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} stackId={item.stackId} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartFigure>
  );
}
