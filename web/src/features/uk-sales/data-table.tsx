import type { ReactNode } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ui/responsive-table.tsx';

export type Column<Row> = ResponsiveColumn<Row>;

type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The first column names the row (a row header). */
  rowKey: (row: Row) => string;
  /** A closing row (a total), emphasised. */
  footer?: readonly ReactNode[];
  /** The table's minimum width from 768 px up. */
  minWidth?: string;
};

/**
 * A sales-page comparison table: the site's responsive table (a table from 768 px up, stacked cards with the
 * totals as the last card on a phone), framed for the light sales pages.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return <ResponsiveTable {...props} />;
}
