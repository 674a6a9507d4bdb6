import type { Key } from 'react';
import { LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { CursorPagination } from '../components/ui/pagination.tsx';
import { StatusMessage } from '../components/ui/status-message.tsx';
import { DataTable, type Column } from '../components/ui/table.tsx';
import type { CursorPage } from './cursor-page.ts';
import { useUrlPage } from './use-url-page.ts';
import { pageNumber, type PageKeys } from './url-page.ts';

/** Every admin list pages with the same words. */
const PAGER_LABELS = { previous: LEADS_COPY.previous, next: LEADS_COPY.next, page: LEADS_COPY.page };

export type PagedTableProps<Row> = {
  /** The table's name, read by screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  /** Where the list keeps its page in the address bar; the caller asks for that page (useUrlPage(pageKeys).page). */
  pageKeys: PageKeys;
  /** SWR's answer for the page the address bar names (the previous page kept while it loads). */
  query: { data?: CursorPage<Row>; error?: unknown; isLoading: boolean };
  /** The list's own words while it loads, when it has nothing to show, and when it could not be loaded. */
  copy: { loading: string; empty: string; error: string };
};

/**
 * An admin list paged by cursor: its loading, empty or error state, or the table (dimmed while the next page loads),
 * then Previous, the page number and Next, which move through the pages in the address bar.
 */
export function PagedTable<Row>({ caption, columns, rowKey, pageKeys, query: { data, error, isLoading }, copy }: PagedTableProps<Row>) {
  const { page, next, previous } = useUrlPage(pageKeys);
  const nextCursor = data?.nextCursor;
  return (
    <>
      {error && !data ? (
        <StatusMessage kind="error">{copy.error}</StatusMessage>
      ) : !data ? (
        <StatusMessage kind="loading">{copy.loading}</StatusMessage>
      ) : data.rows.length === 0 && !isLoading ? (
        <StatusMessage kind="empty">{copy.empty}</StatusMessage>
      ) : (
        <DataTable caption={caption} columns={columns} rows={data.rows} rowKey={rowKey} stale={isLoading} />
      )}
      {error && data && <StatusMessage kind="error">{copy.error}</StatusMessage>}
      <CursorPagination
        page={pageNumber(page)}
        hasPrevious={page.cursor !== undefined}
        hasNext={Boolean(nextCursor) && !isLoading}
        onPrevious={previous}
        onNext={() => nextCursor && next(nextCursor)}
        labels={PAGER_LABELS}
        loading={isLoading}
      />
    </>
  );
}
