import { Table } from '@chakra-ui/react';
import type { AlternateTaxRow } from '#shared/uk/content/types.ts';
import { formatPounds } from '#shared/uk/content/money.ts';
import { ALTERNATE_LABELS } from '#shared/uk/copy/premium.ts';

/** A UK-versus-Dubai tax table with its total row (the total is computed in shared/uk). */
export function TaxTable({ rows, total, caption }: { rows: readonly AlternateTaxRow[]; total: number; caption: string }) {
  const { columns } = ALTERNATE_LABELS;
  return (
    // A keyboard user can focus the table to scroll it sideways on a narrow screen (WCAG 2.1.1).
    <Table.ScrollArea borderWidth="1px" borderColor="navy.600" borderRadius="xl" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="lg" variant="line" bg="navy.800" color="white">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="navy.700">
            <Table.ColumnHeader color="white">{columns.category}</Table.ColumnHeader>
            <Table.ColumnHeader color="white" textAlign="end">{columns.uk}</Table.ColumnHeader>
            <Table.ColumnHeader color="white" textAlign="end">{columns.dubai}</Table.ColumnHeader>
            <Table.ColumnHeader color="white" textAlign="end">{columns.savings}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.category} bg="transparent">
              <Table.Cell>{row.category}</Table.Cell>
              <Table.Cell textAlign="end" color="red.300">{formatPounds(row.uk)}</Table.Cell>
              <Table.Cell textAlign="end" color="green.300">{formatPounds(row.dubai)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">{formatPounds(row.savings)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="navy.700">
            <Table.Cell fontWeight="bold">{ALTERNATE_LABELS.total}</Table.Cell>
            <Table.Cell />
            <Table.Cell />
            <Table.Cell textAlign="end" fontWeight="black" color="gold.300" data-testid="tax-table-total">
              {formatPounds(total)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
