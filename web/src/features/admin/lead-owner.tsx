import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { LEAD_OWNER_FILTERS, type AdminLead, type LeadOwnerFilter } from '#shared/admin/api-contract.ts';
import { LEAD_OWNER_COPY } from '#shared/admin/lead-owner-messages.ts';
import { PRIVACY_ERASE_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { useMe } from './api/get-me.ts';
import { useLeadRoster } from './api/get-lead-roster.ts';
import { updateLeadOwner } from './api/update-lead-owner.ts';
import { useRefreshLeads } from './use-refresh-leads.ts';

/** The select's value for "nobody": a username is never empty. */
const UNASSIGNED = '';

/**
 * A lead's owner, shown and changed in place (list row and detail): a select of the staff on the roster (its value is
 * the owner, so it shows who owns the lead), and "Take" while the lead is not the viewer's. An owner no longer on the
 * roster (disabled) stays shown until the lead is reassigned. An erased lead shows no owner and offers no change.
 */
export function LeadOwnerControl({ lead, size = 'sm' }: { lead: Pick<AdminLead, 'id' | 'fullName' | 'owner' | 'erasedAt'>; size?: 'xs' | 'sm' }) {
  const toast = useToast();
  const refresh = useRefreshLeads();
  const { data: me } = useMe();
  const { data: roster } = useLeadRoster();
  const [saving, setSaving] = useState<string>();
  if (lead.erasedAt) return null;
  const name = lead.fullName || PRIVACY_ERASE_MESSAGES.erasedName;

  const change = async (owner: string | null) => {
    setSaving(owner ?? UNASSIGNED);
    try {
      await updateLeadOwner(lead.id, owner);
      toast({ title: LEAD_OWNER_COPY.savedTitle, description: '', variant: 'default' });
      await refresh();
    } catch (error) {
      toast({ title: LEAD_OWNER_COPY.failedTitle, description: serverMessage(error) ?? LEAD_OWNER_COPY.failed, variant: 'destructive' });
    } finally {
      setSaving(undefined);
    }
  };

  const staff = roster?.staff ?? [];
  const current = lead.owner ?? UNASSIGNED;
  const offStaff = lead.owner && !staff.some((member) => member.username === lead.owner) ? [{ username: lead.owner, name: lead.owner }] : [];
  const myUsername = me?.username;
  const canTake = !!myUsername && lead.owner !== myUsername && staff.some((member) => member.username === myUsername);

  return (
    <HStack gap="2" wrap="wrap" data-testid="lead-owner">
      <NativeSelect.Root size={size} width="40" disabled={saving !== undefined}>
        <NativeSelect.Field
          aria-label={LEAD_OWNER_COPY.selectLabel(name)}
          value={saving ?? current}
          onChange={(event) => change(event.currentTarget.value === UNASSIGNED ? null : event.currentTarget.value)}
        >
          <option value={UNASSIGNED}>{LEAD_OWNER_COPY.unassigned}</option>
          {[...staff, ...offStaff].map((member) => (
            <option key={member.username} value={member.username}>
              {member.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {canTake ? (
        <Button size={size} variant="outline" aria-label={LEAD_OWNER_COPY.takeLabel(name)} loading={saving === myUsername} disabled={saving !== undefined} onClick={() => change(myUsername!)}>
          {LEAD_OWNER_COPY.take}
        </Button>
      ) : null}
    </HStack>
  );
}

/** The list's owner filter: every owner, "My leads" or "Unassigned" (kept in the address bar). */
export function LeadOwnerFilterSelect({ value, onChange }: { value: LeadOwnerFilter; onChange: (owner: LeadOwnerFilter) => void }) {
  return (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '44' }}>
      <NativeSelect.Field aria-label={LEAD_OWNER_COPY.filterLabel} value={value} onChange={(event) => onChange(event.currentTarget.value as LeadOwnerFilter)}>
        {LEAD_OWNER_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {LEAD_OWNER_COPY.filters[filter]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
