import { Table, type SystemStyleObject, type TableCellProps, type TableColumnHeaderProps } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

export type ResponsiveColumn<Row> = {
  key: string;
  header: ReactNode;
  /** The cell's label on a phone card; needed when the header is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned on wide screens (amounts). */
  numeric?: boolean;
  /** Per-cell styling (a highlighted column, a tone). */
  cellProps?: (row: Row) => TableCellProps;
  headerProps?: TableColumnHeaderProps;
};

type Tone = 'light' | 'dark';

type ResponsiveTableProps<Row> = {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A closing row (the totals), one cell per column, emphasised; on a phone it is the last card. */
  footer?: readonly ReactNode[];
  /** Extra props on the footer's cells, by column index (e.g. a test id on the total). */
  footerCellProps?: (index: number) => TableCellProps & Partial<Record<`data-${string}`, string>>;
  /** 'dark' for the navy landing pages. */
  tone?: Tone;
  /** The table's minimum width from 768 px up. */
  minWidth?: string;
};

const TONES: Record<Tone, { frame: string; head: string; headFg: string; body: string; bodyFg: string; total: string; totalFg: string; label: string }> = {
  light: { frame: 'border.muted', head: 'navy.800', headFg: 'white', body: 'bg', bodyFg: 'fg', total: 'gold.100', totalFg: 'navy.900', label: 'fg.muted' },
  dark: { frame: 'navy.600', head: 'navy.700', headFg: 'white', body: 'navy.800', bodyFg: 'white', total: 'navy.700', totalFg: 'white', label: 'navy.100' },
};

/**
 * Below 768 px the table's rows become stacked cards: the row's first cell is the card's title, every other cell a
 * line with its column's name (from data-label) and value, the totals row the last card. The page never scrolls
 * sideways and the totals stay in view without scrolling the table. One markup for both layouts, so the prerendered
 * HTML is right before any script runs and a screen reader still meets a table with its caption.
 */
function stackedCards(tone: Tone): SystemStyleObject {
  const colors = TONES[tone];
  return {
    mdDown: {
      display: 'block',
      minW: '0',
      bg: 'transparent',
      '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
      '& tbody, & tfoot': { display: 'flex', flexDirection: 'column', gap: '3' },
      '& tfoot': { mt: '3' },
      '& tr': {
        display: 'block',
        borderWidth: '1px',
        borderColor: colors.frame,
        borderRadius: 'lg',
        overflow: 'hidden',
        bg: colors.body,
        color: colors.bodyFg,
      },
      '& tfoot tr': { bg: colors.total, color: colors.totalFg, fontWeight: 'bold' },
      '& td, & th': {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: '4',
        textAlign: 'end',
        borderBottomWidth: '0',
        py: '1.5',
        px: '4',
      },
      '& td:empty': { display: 'none' },
      '& tr > :first-child': {
        display: 'block',
        textAlign: 'start',
        fontWeight: 'bold',
        pt: '3',
        pb: '2',
        borderBottomWidth: '1px',
        borderColor: colors.frame,
      },
      '& tr > :last-child': { pb: '3' },
      '& td[data-label]::before': {
        content: 'attr(data-label)',
        color: colors.label,
        fontWeight: 'medium',
        textAlign: 'start',
      },
      '& tfoot td[data-label]::before': { color: 'inherit' },
    },
  };
}

/**
 * The site's one comparison table: a real table from 768 px up, stacked cards below. Used by the home comparison,
 * the UK sales pages' tables and the landing pages' tax breakdowns.
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  footerCellProps,
  tone = 'light',
  minWidth = '2xl',
}: ResponsiveTableProps<Row>) {
  const colors = TONES[tone];
  const labelOf = (column: ResponsiveColumn<Row>) => column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return (
    <Table.ScrollArea
      borderWidth={{ base: '0', md: '1px' }}
      borderColor={colors.frame}
      rounded="xl"
      tabIndex={0}
      role="region"
      aria-label={caption}
      focusRing="outside"
      data-responsive-table=""
    >
      <Table.Root
        size={{ base: 'sm', md: 'md' }}
        minW={{ base: '0', md: minWidth }}
        bg={colors.body}
        color={colors.bodyFg}
        css={stackedCards(tone)}
      >
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg={colors.head}>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                scope="col"
                color={colors.headFg}
                textAlign={column.numeric ? 'end' : 'start'}
                {...column.headerProps}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} bg="transparent">
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Cell key={column.key} as="th" scope="row" fontWeight="semibold" {...column.cellProps?.(row)}>
                    {column.cell(row)}
                  </Table.Cell>
                ) : (
                  <Table.Cell
                    key={column.key}
                    data-label={labelOf(column)}
                    textAlign={column.numeric ? 'end' : 'start'}
                    {...column.cellProps?.(row)}
                  >
                    {/* One flex item beside the card label, however many nodes the value has (a mark and a word). */}
                    <span>{column.cell(row)}</span>
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
        {footer && (
          <Table.Footer>
            <Table.Row bg={colors.total} color={colors.totalFg} fontWeight="bold" data-table-total="">
              {footer.map((cell, index) =>
                index === 0 ? (
                  <Table.Cell key={index} as="th" scope="row" {...footerCellProps?.(index)}>
                    {cell}
                  </Table.Cell>
                ) : (
                  <Table.Cell
                    key={index}
                    data-label={cell === null || cell === undefined || cell === '' ? undefined : labelOf(columns[index])}
                    textAlign={columns[index]?.numeric ? 'end' : 'start'}
                    {...footerCellProps?.(index)}
                  >
                    {cell}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
