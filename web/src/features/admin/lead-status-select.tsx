import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { LEAD_STATUSES, type AdminLead, type LeadStatus } from '#shared/admin/api-contract.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUS_TOASTS, LEADS_COPY } from '#shared/admin/admin-copy.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { updateLeadStatus } from './api/update-lead-status.ts';
import { useRefreshLeads } from './use-refresh-leads.ts';

/** A lead's status as a dropdown: any status to any other, saved at once, with the spec's toasts. */
export function LeadStatusSelect({ lead }: { lead: Pick<AdminLead, 'id' | 'fullName' | 'status'> }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  const [saving, setSaving] = useState<LeadStatus>();

  const change = async (status: LeadStatus) => {
    setSaving(status);
    try {
      await updateLeadStatus(lead.id, status);
      toast(LEAD_STATUS_TOASTS.success);
      await refresh();
    } catch {
      toast(LEAD_STATUS_TOASTS.failure);
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <NativeSelect.Root size="sm" width="36" disabled={saving !== undefined}>
      <NativeSelect.Field
        aria-label={`${LEADS_COPY.statusLabel} ${lead.fullName}`}
        value={saving ?? lead.status}
        onChange={(event) => change(event.currentTarget.value as LeadStatus)}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
