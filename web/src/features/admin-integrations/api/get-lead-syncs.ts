import useSWR from 'swr';
import { INTEGRATION_ROUTES, type LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

/** How often a lead still on its way (pending or queued) is asked again, so staff see it arrive without reloading. */
export const SYNC_IN_FLIGHT_REFRESH_MS = 3000;

const inFlight = (records: LeadSyncRecord[] | undefined) =>
  Boolean(records?.some((record) => record.state === 'pending' || record.state === 'queued'));

/** GET /api/leads/{leadId}/syncs: the lead's sync record at each integration; asked again while one is in flight. */
export function useLeadSyncs(leadId: string) {
  return useSWR<LeadSyncRecord[]>(INTEGRATION_ROUTES.leadSyncs(leadId), (url: string) => adminJson<LeadSyncRecord[]>('GET', url), {
    ...FRESH_ON_MOUNT,
    refreshInterval: (records) => (inFlight(records) ? SYNC_IN_FLIGHT_REFRESH_MS : 0),
  });
}

/** True for the SWR key of any lead's sync records, to refresh them after a sync. */
export const isLeadSyncsKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/leads/') && key.endsWith('/syncs');
