import { Code, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { AUDIT_COPY, LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CursorPagination } from '../../components/ui/pagination.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DataTable, type Column } from '../../components/ui/table.tsx';
import { useAudit } from './api/get-audit.ts';
import { formatDateTime } from './format.ts';

const asText = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

const COLUMNS: Column<AuditEntry>[] = [
  { header: AUDIT_COPY.when, cell: (entry) => formatDateTime(entry.at) },
  { header: AUDIT_COPY.who, cell: (entry) => entry.actor },
  { header: AUDIT_COPY.what, cell: (entry) => entry.action },
  { header: AUDIT_COPY.target, cell: (entry) => entry.target },
  {
    header: AUDIT_COPY.change,
    cell: (entry) =>
      entry.before === undefined && entry.after === undefined ? null : (
        <Code whiteSpace="pre-wrap" wordBreak="break-word">
          {[asText(entry.before), asText(entry.after)].filter(Boolean).join(' → ')}
        </Code>
      ),
  },
];

/** The audit log, newest first and paged: who changed what and when, logins and failed logins included. */
export function AuditLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The pages before the current one; the log is only asked for while the dialog is open.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const { data, error, isLoading } = useAudit(open ? cursor : null);

  const close = () => {
    setCursors([undefined]);
    onClose();
  };

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
          <DataTable caption={AUDIT_COPY.title} columns={COLUMNS} rows={data.entries} rowKey={(entry) => entry.id} stale={isLoading} />
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
