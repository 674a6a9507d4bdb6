import type { AlternateTaxRow } from '#shared/uk/content/types.ts';
import { formatPounds } from '#shared/uk/content/money.ts';
import { ALTERNATE_LABELS } from '#shared/uk/copy/premium.ts';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/ui/responsive-table.tsx';

/**
 * A UK-versus-Dubai tax table with its total row (the total is computed in shared/uk): the site's responsive table in
 * the landing pages' dark tone, so on a phone each category is a card and the total the last one.
 */
export function TaxTable({ rows, total, caption }: { rows: readonly AlternateTaxRow[]; total: number; caption: string }) {
  const { columns } = ALTERNATE_LABELS;
  const tableColumns: readonly ResponsiveColumn<AlternateTaxRow>[] = [
    { key: 'category', header: columns.category, cell: (row) => row.category, cellProps: () => ({ fontWeight: 'normal' }) },
    { key: 'uk', header: columns.uk, numeric: true, cell: (row) => formatPounds(row.uk), cellProps: () => ({ color: 'red.300' }) },
    { key: 'dubai', header: columns.dubai, numeric: true, cell: (row) => formatPounds(row.dubai), cellProps: () => ({ color: 'green.300' }) },
    { key: 'savings', header: columns.savings, numeric: true, cell: (row) => formatPounds(row.savings), cellProps: () => ({ fontWeight: 'semibold' }) },
  ];
  return (
    <ResponsiveTable
      tone="dark"
      caption={caption}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.category}
      minWidth="0"
      footer={[ALTERNATE_LABELS.total, null, null, formatPounds(total)]}
      footerCellProps={(index) =>
        index === 3 ? { fontWeight: 'black', color: 'gold.300', 'data-testid': 'tax-table-total' } : {}
      }
    />
  );
}
