import { Button, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { AUDIT_COPY } from '#shared/admin/admin-copy.ts';
import { DASHBOARD_DIALOGS } from '../../admin-common/dashboard-url.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { PagedTable } from '../../admin-common/paged-table.tsx';
import { useUrlPage } from '../../admin-common/use-url-page.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { Column } from '../../components/ui/table.tsx';
import { useAudit } from './api/get-audit.ts';
import { actionLabel, changeText, leadIdOf } from './audit-format.ts';

const PAGE_KEYS = DASHBOARD_DIALOGS.audit;

/**
 * The audit log, newest first and paged: who changed what and when, logins and failed logins included. Whether it is
 * open and its page are in the address bar; it is only asked for while open. Open lead leaves it for the lead.
 */
export function AuditLogDialog({ open, onClose, onOpenLead }: { open: boolean; onClose: () => void; onOpenLead: (id: string) => void }) {
  const { page } = useUrlPage(PAGE_KEYS);
  const audit = useAudit(open ? page.cursor : null);

  const columns: Column<AuditEntry>[] = [
    { header: AUDIT_COPY.when, cell: (entry) => <Text whiteSpace="nowrap">{formatDateTime(entry.at)}</Text> },
    { header: AUDIT_COPY.who, cell: (entry) => entry.actor },
    { header: AUDIT_COPY.what, cell: (entry) => actionLabel(entry) },
    {
      header: AUDIT_COPY.target,
      cell: (entry) => {
        const leadId = leadIdOf(entry);
        if (!leadId) return entry.target;
        return (
          <Button variant="plain" size="sm" px="0" textDecoration="underline" onClick={() => onOpenLead(leadId)}>
            {AUDIT_COPY.openLead}
          </Button>
        );
      },
    },
    { header: AUDIT_COPY.change, cell: (entry) => <Text wordBreak="break-word">{changeText(entry)}</Text> },
    { header: AUDIT_COPY.address, cell: (entry) => entry.ip ?? '' },
  ];

  return (
    <Dialog open={open} onClose={onClose} title={AUDIT_COPY.title} closeLabel={AUDIT_COPY.close} size="xl">
      <Stack gap="4">
        <PagedTable caption={AUDIT_COPY.title} columns={columns} rowKey={(entry) => entry.id} pageKeys={PAGE_KEYS} query={audit} copy={AUDIT_COPY} />
      </Stack>
    </Dialog>
  );
}
