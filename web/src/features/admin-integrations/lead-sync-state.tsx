import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SyncState } from '#shared/admin/integrations-contract.ts';
import { INTEGRATION_TOASTS } from '#shared/admin/integration-rules.ts';
import { LEAD_SYNC_COPY as COPY, SYNC_STATE_LABELS } from '#shared/admin/integrations-copy.ts';
import { formatDateTime } from '../../admin-common/format.ts';
import { useToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { useLeadSyncs } from './api/get-lead-syncs.ts';
import { syncLead } from './api/sync-lead.ts';
import { useRefreshIntegrations } from './use-refresh-integrations.ts';

const STATE_PALETTE: Record<SyncState, string> = { pending: 'orange', queued: 'blue', synced: 'green', failed: 'red' };

type LeadSyncProps = { lead: { id: string; fullName: string }; integrationId?: string };

/** Where one lead stands at the chosen integration: state, tries, the provider's message, when it arrived. */
export function LeadSyncStateCell({ lead, integrationId }: LeadSyncProps) {
  const { data, error } = useLeadSyncs(lead.id);
  if (!integrationId) return null;
  if (error && !data) return <Text color="fg.error">{COPY.statesError}</Text>;
  if (!data) return <Text color="fg.muted">{COPY.loadingStates}</Text>;
  const record = data.find((entry) => entry.integrationId === integrationId);
  if (!record) return <Text color="fg.muted" data-sync-state="none">{COPY.notSynced}</Text>;
  return (
    <Stack gap="0.5" data-sync-state={record.state} minWidth="40">
      <Text>
        <Badge colorPalette={STATE_PALETTE[record.state]}>{SYNC_STATE_LABELS[record.state]}</Badge>{' '}
        <Text as="span" fontSize="xs" color="fg.muted">
          {record.tries} {COPY.tries}
          {record.syncedAt ? ` · ${formatDateTime(record.syncedAt)}` : ''}
        </Text>
      </Text>
      {record.message && (
        <Text fontSize="xs" color={record.state === 'failed' ? 'fg.error' : 'fg.muted'} wordBreak="break-word">
          {record.message}
        </Text>
      )}
    </Stack>
  );
}

/** Sync (or Resync, once the lead has a record there) one lead to the chosen integration now. */
export function SyncLeadButton({ lead, integrationId }: LeadSyncProps) {
  const toast = useToast();
  const refresh = useRefreshIntegrations();
  const { data } = useLeadSyncs(lead.id);
  const [syncing, setSyncing] = useState(false);
  const known = data?.some((entry) => entry.integrationId === integrationId);

  const sync = async () => {
    if (!integrationId) return;
    setSyncing(true);
    try {
      const result = await syncLead(lead.id, integrationId);
      if (result.success) toast(INTEGRATION_TOASTS.synced);
      else toast({ ...INTEGRATION_TOASTS.syncFailed, description: result.error ?? INTEGRATION_TOASTS.syncFailed.description });
    } catch (error) {
      toast({ ...INTEGRATION_TOASTS.syncFailed, description: serverMessage(error) ?? INTEGRATION_TOASTS.syncFailed.description });
    } finally {
      setSyncing(false);
      await refresh([lead.id]);
    }
  };

  const label = known ? COPY.resync : COPY.sync;
  return (
    <Button size="sm" variant="outline" onClick={sync} loading={syncing} disabled={!integrationId} aria-label={`${label} ${lead.fullName}`}>
      {label}
    </Button>
  );
}
