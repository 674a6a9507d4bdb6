/**
 * POST /api/leads/bulk-sync (staff): { leadIds, integrationId } -> { syncedCount, total, pendingCount, failedCount }.
 * Every named lead gets a pending sync record at once, so none is lost; the request then sends as many as the
 * provider's pace and its own time budget allow, and the drain delivers the rest at the provider's pace. A lead whose
 * processing is restricted at the person's request is skipped (shared/privacy/restriction.ts).
 */
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';
import { bulkSyncSchema } from '#shared/admin/integration.zod.ts';
import type { BulkSyncInput, BulkSyncResult, LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { getIntegration } from '../data/email-integrations.ts';
import { getLead, type Lead } from '../data/leads.ts';
import { pendingSync, saveSyncs } from '../data/lead-syncs.ts';
import { attemptSync } from '../integrations/deliver.ts';
import { PROVIDER_PACE_PER_RUN, RETRY_POLICY } from '../integrations/retry-policy.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

/** How long the request itself sends before it leaves the rest to the drain (API Gateway allows 30 s). */
export const BULK_INLINE_BUDGET_MS = 10_000;
/** At most this many are sent inside the request, whatever the provider's pace. */
const BULK_INLINE_MAX = 25;

async function bulkSync(request: ApiRequest<BulkSyncInput, undefined, undefined>) {
  const { leadIds, integrationId } = request.body;
  const now = request.receivedAt;
  const integration = await getIntegration(integrationId);
  if (!integration) throw notFound(INTEGRATION_MESSAGES.integrationNotFound);
  if (!integration.isActive) throw conflict(INTEGRATION_MESSAGES.integrationInactive);
  const leads: (Lead | undefined)[] = [];
  for (let start = 0; start < leadIds.length; start += 25)
    leads.push(...(await Promise.all(leadIds.slice(start, start + 25).map((id) => getLead(id)))));
  // Erased people and restricted ones are sent nowhere.
  const found = leads.filter((lead): lead is Lead => Boolean(lead) && !lead!.erasedAt && !isProcessingRestricted(lead));

  const inline = Math.min(BULK_INLINE_MAX, PROVIDER_PACE_PER_RUN[integration.provider], found.length);
  const lease = new Date(now.getTime() + RETRY_POLICY.leaseMs).toISOString();
  // The ones sent now are leased to this request; the rest are due at once for the drain.
  const records: LeadSyncRecord[] = found.map((lead, index) => ({ ...pendingSync(lead.id, integration, now), ...(index < inline ? { nextAttemptAt: lease } : {}) }));
  await saveSyncs(records);

  const started = Date.now();
  let syncedCount = 0;
  let failedCount = 0;
  for (let index = 0; index < inline && Date.now() - started < BULK_INLINE_BUDGET_MS; index++) {
    const result = await attemptSync(records[index]!, integration, found[index], new Date(now.getTime() + (Date.now() - started)));
    if (result.state === 'synced' || result.state === 'queued') syncedCount++;
    else if (result.state === 'failed') failedCount++;
  }
  const answer: BulkSyncResult = { syncedCount, total: leadIds.length, pendingCount: found.length - syncedCount - failedCount, failedCount };
  return json(200, answer);
}

export const handler = apiHandler({ body: bulkSyncSchema }, bulkSync);
