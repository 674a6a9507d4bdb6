import { Badge, DataList } from '@chakra-ui/react';
import type { AdminLead, LeadStatus } from '#shared/admin/api-contract.ts';
import { LEAD_FIELD_LABELS, LEAD_STATUS_LABELS } from '#shared/admin/admin-copy.ts';

const STATUS_PALETTE: Record<LeadStatus, string> = { new: 'blue', contacted: 'orange', qualified: 'purple', closed: 'green' };

/** A lead's status as a coloured badge. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{LEAD_STATUS_LABELS[status] ?? status}</Badge>;
}

/** The badge a lead gets once it downloaded the guide. */
export function GuideBadge({ lead }: { lead: Pick<AdminLead, 'accessedGuide'> }) {
  return lead.accessedGuide ? <Badge colorPalette="gold">{LEAD_FIELD_LABELS.guide}</Badge> : null;
}

/** Label and value pairs of a lead, skipping the empty ones; long values (user agent) wrap. */
export function LeadFieldList({ fields }: { fields: [label: string, value: string | undefined][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {fields
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="28">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
