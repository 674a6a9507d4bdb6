import { Table } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
};

type DataTableProps<Row> = {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Dims the rows while a newer answer loads (the previous page stays readable). */
  stale?: boolean;
};

/** Keeps the first column in view while the rest scrolls sideways on a narrow screen. */
const stickyFirstColumn = {
  '& tr > :first-of-type': { position: 'sticky', left: 0, zIndex: 1, bg: 'bg', boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)' },
} as const;

/**
 * A data table that scrolls sideways inside itself on a narrow screen, with its first column fixed. The scroll area is
 * a named, focusable region so a keyboard reaches the columns (and the controls) past the right edge.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, stale = false }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption} focusRing="outside">
      <Table.Root size="sm" css={stickyFirstColumn} opacity={stale ? 0.6 : 1} aria-busy={stale}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column, index) => (
                <Table.Cell key={index}>{column.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
