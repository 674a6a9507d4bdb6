/**
 * GET /api/admin/privacy/requests (staff): the data-request log: every open request, soonest due first, then the most
 * recent closed ones, newest first (shared/admin/data-request-contract.ts). A request whose erasure or consent
 * withdrawal asked providers to act carries each provider's result, read from the leads' sync records (one Query per
 * lead named by those actions), so a provider that keeps refusing stays in sight until a Retry succeeds.
 */
import type { DataRequest, DataRequestProviderResult } from '#shared/admin/data-request-contract.ts';
import type { LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { listDataRequests } from '../data/data-requests.ts';
import { listLeadSyncs } from '../data/lead-syncs.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

const ASKS_PROVIDERS = new Set(['erasure', 'consentWithdrawn']);

const resultOf = (sync: LeadSyncRecord): DataRequestProviderResult => ({
  leadId: sync.leadId,
  integrationId: sync.integrationId,
  integrationName: sync.integrationName,
  provider: sync.provider,
  operation: sync.operation!,
  state: sync.state,
  ...(sync.message ? { message: sync.message } : {}),
  ...(sync.state === 'synced' && sync.syncedAt ? { doneAt: sync.syncedAt } : {}),
});

async function withProviderResults(request: DataRequest): Promise<DataRequest> {
  const leadIds = [...new Set(request.actions.filter((action) => ASKS_PROVIDERS.has(action.kind)).flatMap((action) => action.leadIds ?? []))];
  if (!leadIds.length) return request;
  const syncs = (await Promise.all(leadIds.map(listLeadSyncs))).flat();
  return { ...request, providerResults: syncs.filter((sync) => sync.operation).map(resultOf) };
}

async function list() {
  const requests: DataRequest[] = await Promise.all((await listDataRequests()).map(withProviderResults));
  return json(200, requests);
}

export const handler = apiHandler({}, list);
