/**
 * POST /api/leads/{leadId}/sync/{integrationId} (staff; also the Resync action): sends the lead to the integration
 * now. Answers { success, error, sync }: success when the provider holds (or is importing) the contact; otherwise the
 * provider's words, and the record stays pending for the drain after a 429/5xx or ends failed after a refusal.
 * Syncing again updates the same contact at the provider. A lead whose processing is restricted at the person's
 * request is refused with 409 and the reason (shared/privacy/restriction.ts), and nothing is stored or sent; so is an
 * erased person's. A privacy request that failed at the provider (erase, unsubscribe) is tried again instead.
 */
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';
import type { LeadSyncResult } from '#shared/admin/integrations-contract.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { RESTRICTION_MESSAGES } from '#shared/privacy/restriction-messages.ts';
import { PRIVACY_SYNC_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { getIntegration } from '../data/email-integrations.ts';
import { getLead } from '../data/leads.ts';
import { getLeadSync, pendingSync, saveSync } from '../data/lead-syncs.ts';
import { leadIntegrationPathSchema, type LeadIntegrationPath } from '../email-integrations/integration-input.zod.ts';
import { attemptSync } from '../integrations/deliver.ts';
import { RETRY_POLICY } from '../integrations/retry-policy.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

async function syncLead(request: ApiRequest<undefined, LeadIntegrationPath, undefined>) {
  const { id: leadId, integrationId } = request.path;
  const now = request.receivedAt;
  const [lead, integration, previous] = await Promise.all([getLead(leadId), getIntegration(integrationId), getLeadSync(leadId, integrationId)]);
  if (!lead) throw notFound(INTEGRATION_MESSAGES.leadNotFound);
  // A privacy request still to carry out at this provider (erase, unsubscribe) is what a Retry tries again.
  const privacyRetry = Boolean(previous?.operation && previous.state !== 'synced');
  if (lead.erasedAt && !privacyRetry) throw conflict(PRIVACY_SYNC_MESSAGES.erased);
  if (isProcessingRestricted(lead) && !privacyRetry) throw conflict(RESTRICTION_MESSAGES.refused(lead.restriction!.reason));
  if (!integration) throw notFound(INTEGRATION_MESSAGES.integrationNotFound);
  if (!integration.isActive) throw conflict(INTEGRATION_MESSAGES.integrationInactive);
  // Stored first, leased to this request: if it stops half-way, the drain sends the lead once the lease runs out.
  const pending = { ...pendingSync(leadId, integration, now, previous), nextAttemptAt: new Date(now.getTime() + RETRY_POLICY.leaseMs).toISOString() };
  await saveSync(pending);
  const sync = await attemptSync(pending, integration, lead, now);
  const success = sync.state === 'synced' || sync.state === 'queued';
  const result: LeadSyncResult = success ? { success, sync } : { success, error: sync.message, sync };
  return json(200, result);
}

export const handler = apiHandler({ path: leadIntegrationPathSchema }, syncLead);
