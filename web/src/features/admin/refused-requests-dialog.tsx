import { Stack, Text } from '@chakra-ui/react';
import type { RefusedRequest } from '#shared/admin/api-contract.ts';
import { REFUSED_REQUESTS_COPY as COPY } from '#shared/admin/admin-copy.ts';
import { DASHBOARD_DIALOGS } from '../../admin-common/dashboard-url.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { PagedTable } from '../../admin-common/paged-table.tsx';
import { useUrlPage } from '../../admin-common/use-url-page.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { Column } from '../../components/ui/table.tsx';
import { useRefusedRequests } from './api/get-refused-requests.ts';

const PAGE_KEYS = DASHBOARD_DIALOGS.refused;

const columns: Column<RefusedRequest>[] = [
  { header: COPY.when, cell: (refusal) => <Text whiteSpace="nowrap">{formatDateTime(refusal.at)}</Text> },
  { header: COPY.route, cell: (refusal) => refusal.route },
  { header: COPY.why, cell: (refusal) => COPY.reasons[refusal.reason] ?? refusal.reason },
  { header: COPY.recipient, cell: (refusal) => refusal.recipient },
  { header: COPY.source, cell: (refusal) => refusal.source },
];

/**
 * What the API refused as abuse (e.g. a tax report over its daily limit), newest first and paged, masked. Whether it
 * is open and its page are in the address bar; it is only asked for while open.
 */
export function RefusedRequestsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { page } = useUrlPage(PAGE_KEYS);
  const refusals = useRefusedRequests(open ? page.cursor : null);

  return (
    <Dialog open={open} onClose={onClose} title={COPY.title} closeLabel={COPY.close} size="xl">
      <Stack gap="4">
        <PagedTable caption={COPY.title} columns={columns} rowKey={(refusal) => refusal.id} pageKeys={PAGE_KEYS} query={refusals} copy={COPY} />
      </Stack>
    </Dialog>
  );
}
