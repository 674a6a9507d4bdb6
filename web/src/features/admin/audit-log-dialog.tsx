import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { AUDIT_COPY, LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CursorPagination } from '../../components/ui/pagination.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useAudit } from './api/get-audit.ts';
import { actionLabel, changeText, leadIdOf } from './audit-format.ts';
import { formatDateTime } from './format.ts';

/** The audit log, newest first and paged: who changed what and when, logins and failed logins included. */
export function AuditLogDialog({ open, onClose, onOpenLead }: { open: boolean; onClose: () => void; onOpenLead: (id: string) => void }) {
  // The cursors of the pages shown so far (undefined: the first); the log is only asked for while the dialog is open.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const { data, error, isLoading } = useAudit(open ? cursors.at(-1) : null);

  const close = () => {
    setCursors([undefined]);
    onClose();
  };

  const columns: Column<AuditEntry>[] = [
    { header: AUDIT_COPY.when, cell: (entry) => <Text whiteSpace="nowrap">{formatDateTime(entry.at)}</Text> },
    { header: AUDIT_COPY.who, cell: (entry) => entry.actor },
    { header: AUDIT_COPY.what, cell: (entry) => actionLabel(entry) },
    {
      header: AUDIT_COPY.target,
      cell: (entry) => {
        const leadId = leadIdOf(entry);
        if (!leadId) return entry.target;
        const openLead = () => {
          close();
          onOpenLead(leadId);
        };
        return (
          <Button variant="plain" size="sm" px="0" textDecoration="underline" onClick={openLead}>
            {AUDIT_COPY.openLead}
          </Button>
        );
      },
    },
    { header: AUDIT_COPY.change, cell: (entry) => <Text wordBreak="break-word">{changeText(entry)}</Text> },
    { header: AUDIT_COPY.address, cell: (entry) => entry.ip ?? '' },
  ];

  return (
    <Dialog open={open} onClose={close} title={AUDIT_COPY.title} closeLabel={AUDIT_COPY.close} size="xl">
      <Stack gap="4">
        {error && !data ? (
          <StatusMessage kind="error">{AUDIT_COPY.error}</StatusMessage>
        ) : !data ? (
          <StatusMessage kind="loading">{AUDIT_COPY.loading}</StatusMessage>
        ) : data.entries.length === 0 ? (
          <StatusMessage kind="empty">{AUDIT_COPY.empty}</StatusMessage>
        ) : (
          <DataTable caption={AUDIT_COPY.title} columns={columns} rows={data.entries} rowKey={(entry) => entry.id} stale={isLoading} />
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
