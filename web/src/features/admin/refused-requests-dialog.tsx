import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { RefusedRequest } from '#shared/admin/api-contract.ts';
import { LEADS_COPY, REFUSED_REQUESTS_COPY as COPY } from '#shared/admin/admin-copy.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CursorPagination } from '../../components/ui/pagination.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useRefusedRequests } from './api/get-refused-requests.ts';
import { formatDateTime } from './format.ts';

const columns: Column<RefusedRequest>[] = [
  { header: COPY.when, cell: (refusal) => <Text whiteSpace="nowrap">{formatDateTime(refusal.at)}</Text> },
  { header: COPY.route, cell: (refusal) => refusal.route },
  { header: COPY.why, cell: (refusal) => COPY.reasons[refusal.reason] ?? refusal.reason },
  { header: COPY.recipient, cell: (refusal) => refusal.recipient },
  { header: COPY.source, cell: (refusal) => refusal.source },
];

/** What the API refused as abuse (e.g. a tax report over its daily limit), newest first and paged, masked. */
export function RefusedRequestsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The cursors of the pages shown so far (undefined: the first); the list is only asked for while the dialog is open.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const { data, error, isLoading } = useRefusedRequests(open ? cursors.at(-1) : null);

  const close = () => {
    setCursors([undefined]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={COPY.title} closeLabel={COPY.close} size="xl">
      <Stack gap="4">
        {error && !data ? (
          <StatusMessage kind="error">{COPY.error}</StatusMessage>
        ) : !data ? (
          <StatusMessage kind="loading">{COPY.loading}</StatusMessage>
        ) : data.refusals.length === 0 ? (
          <StatusMessage kind="empty">{COPY.empty}</StatusMessage>
        ) : (
          <DataTable caption={COPY.title} columns={columns} rows={data.refusals} rowKey={(refusal) => refusal.id} stale={isLoading} />
        )}
        <CursorPagination
          page={cursors.length}
          hasPrevious={cursors.length > 1}
          hasNext={Boolean(data?.nextCursor) && !isLoading}
          onPrevious={() => setCursors((stack) => stack.slice(0, -1))}
          onNext={() => data?.nextCursor && setCursors((stack) => [...stack, data.nextCursor])}
          labels={LEADS_COPY}
          loading={isLoading}
        />
      </Stack>
    </Dialog>
  );
}
