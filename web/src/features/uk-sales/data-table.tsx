import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
};

type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The first column names the row (a row header). */
  rowKey: (row: Row) => string;
  /** A closing row (a total), emphasised. */
  footer?: readonly ReactNode[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
};

/**
 * A comparison table. On a phone the table keeps its columns and scrolls sideways inside its own focusable region,
 * so the page itself never scrolls horizontally.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, footer, minWidth = '2xl' }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      color="fg"
      tabIndex={0}
      role="region"
      aria-label={caption}
      focusRing="outside"
    >
      <Table.Root size={{ base: 'sm', md: 'md' }} minW={minWidth} interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="navy.800">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" color="white" textAlign={column.numeric ? 'end' : 'start'}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Cell key={column.key} as="th" scope="row" fontWeight="semibold">
                    {column.cell(row)}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={column.key} textAlign={column.numeric ? 'end' : 'start'}>
                    {column.cell(row)}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
        {footer && (
          <Table.Footer>
            <Table.Row bg="gold.100" fontWeight="bold">
              {footer.map((cell, index) =>
                index === 0 ? (
                  <Table.Cell key={index} as="th" scope="row">
                    {cell}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={index} textAlign={columns[index]?.numeric ? 'end' : 'start'}>
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
