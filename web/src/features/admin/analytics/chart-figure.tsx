import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';
import { ANALYTICS_VIEW_COPY as COPY } from '#shared/analytics/analytics-messages.ts';
import { DataTable } from '../../../components/ui/table.tsx';
import { downloadCsv } from '../csv.ts';
import { csvText, type CsvColumn } from './analytics-csv.ts';

type ChartFigureProps<Row> = {
  /** A stable id: the section's test id (chart-<id>) and its heading's id. */
  id: string;
  title: string;
  note?: ReactNode;
  /** The table's and the CSV file's columns: the same words and figures in both. */
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The CSV file's name without the range and extension (ANALYTICS_VIEW_COPY.csvName). */
  csvName: string;
  range: { from: string; to: string };
  /** Shown instead of the chart when there are no rows. */
  empty?: string;
  /** The chart, drawn only when there are rows. */
  children: ReactNode;
};

/**
 * One chart of the Analytics view with its table behind it (a real <table> in a disclosure, for screen readers and
 * copying) and a CSV download of the same rows. The chart itself is hidden from assistive technology: the table says
 * the same, and a drawing of bars says nothing to a screen reader.
 */
export function ChartFigure<Row>({ id, title, note, columns, rows, rowKey, csvName, range, empty, children }: ChartFigureProps<Row>) {
  const headingId = `analytics-${id}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} data-testid={`chart-${id}`} gap="3" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="bg" minW="0">
      <Flex justify="space-between" align="start" gap="2" wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        <Button
          size="xs"
          variant="outline"
          aria-label={COPY.table.download(title)}
          onClick={() => downloadCsv(csvText(columns, rows), COPY.csvName(csvName, range.from, range.to))}
        >
          {COPY.table.downloadShort}
        </Button>
      </Flex>
      {note ? (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty ?? COPY.empty}</Text>
      ) : (
        <Box aria-hidden="true" minW="0">
          {children}
        </Box>
      )}
      <Box as="details" fontSize="sm">
        <Box as="summary" cursor="pointer" py="1" fontWeight="medium" minH="6">
          {COPY.table.show}
        </Box>
        <Box pt="2">
          <DataTable
            caption={title}
            columns={columns.map((column) => ({ header: column.label, cell: (row: Row) => column.value(row) }))}
            rows={rows}
            rowKey={rowKey}
          />
        </Box>
      </Box>
    </Stack>
  );
}
