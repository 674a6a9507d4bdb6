/**
 * One attempt to bring one lead to one integration, used by the drain, the Resync route and bulk sync alike: reads
 * the secrets, calls the provider, and stores what happened on the sync record (synced with the provider's id,
 * queued, pending with the next try's time after a 429/5xx, or failed with the provider's message).
 */
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';
import { PRIVACY_SYNC_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import type { LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { configOf, recordHealth, type StoredIntegration } from '../data/email-integrations.ts';
import type { Lead } from '../data/leads.ts';
import { saveSync } from '../data/lead-syncs.ts';
import { getSubscription } from '../data/newsletter-subscriptions.ts';
import { logger } from '../lib/logger.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import { marketingConsentOf, type MarketingConsent } from './field-mapping.ts';
import { ProviderError } from './provider-http.ts';
import { PROVIDER_CLIENTS } from './providers/index.ts';
import type { ProviderConfig } from './providers/types.ts';
import { afterFailure, RETRY_POLICY } from './retry-policy.ts';

const failedWith = (record: LeadSyncRecord, message: string, now: Date, tries = record.tries): LeadSyncRecord => {
  const { nextAttemptAt: _next, ...rest } = record;
  return { ...rest, state: 'failed', tries, message, updatedAt: now.toISOString() };
};

/**
 * What the visitor proved about marketing e-mail: a confirmed newsletter subscription of the lead's address (the
 * e-mailed link was followed) is consent; a ticked box alone is unconfirmed.
 */
async function consentOf(lead: Lead): Promise<MarketingConsent> {
  const subscription = await getSubscription(lead.email);
  // The very address confirmed: one subscription stands for an inbox's +tag variants, the proof for the one typed.
  const sameAddress = subscription?.email.trim().toLowerCase() === lead.email.trim().toLowerCase();
  return marketingConsentOf(lead, { newsletterConfirmed: sameAddress && subscription?.state === 'confirmed' });
}

/** The attempt's outcome, already stored. */
export async function attemptSync(
  record: LeadSyncRecord,
  integration: StoredIntegration | undefined,
  lead: Lead | undefined,
  now: Date,
): Promise<LeadSyncRecord> {
  const next = await decide(record, integration, lead, now);
  await saveSync(next);
  countOutcome(record, next);
  return next;
}

/**
 * SyncDelivered, SyncRetried or SyncFailed by provider, for an attempt that reached a decision (a record that only
 * waits out a provider's pause, or a queued import not yet done, is neither delivered nor a failure).
 */
function countOutcome(before: LeadSyncRecord, after: LeadSyncRecord): void {
  const provider = { provider: after.provider };
  if (after.state === 'synced') countMetric(METRIC.syncDelivered, provider);
  else if (after.state === 'failed') countMetric(METRIC.syncFailed, provider);
  else if (after.tries > before.tries && after.message !== INTEGRATION_MESSAGES.queued) countMetric(METRIC.syncRetried, provider);
}

async function decide(record: LeadSyncRecord, integration: StoredIntegration | undefined, lead: Lead | undefined, now: Date): Promise<LeadSyncRecord> {
  if (!integration) return failedWith(record, INTEGRATION_MESSAGES.integrationNotFound, now);
  // A privacy request reaches a provider whether or not staff still sync leads to it: it still holds the copy.
  if (!integration.isActive && !record.operation) return failedWith(record, INTEGRATION_MESSAGES.integrationInactive, now);
  if (!lead && record.operation !== 'erase') return failedWith(record, INTEGRATION_MESSAGES.leadNotFound, now);
  if (!record.operation && lead?.erasedAt) return failedWith(record, PRIVACY_SYNC_MESSAGES.erased, now);
  if (!record.operation && lead && isProcessingRestricted(lead)) return failedWith(record, PRIVACY_SYNC_MESSAGES.restricted, now);
  // The provider asked everyone to wait (429): this record waits too, without spending a try.
  if (integration.pausedUntil && integration.pausedUntil > now.toISOString())
    return { ...record, state: record.state === 'queued' ? 'queued' : 'pending', nextAttemptAt: integration.pausedUntil, updatedAt: now.toISOString() };

  const client = PROVIDER_CLIENTS[integration.provider];
  const tries = record.tries + 1;
  try {
    const config = await configOf(integration);
    if (record.operation) return await performPrivacyOperation(record, config, lead, now, tries);
    const outcome =
      record.state === 'queued' && record.providerId && client.checkQueued
        ? await client.checkQueued(config, record.providerId, lead!, now)
        : await client.upsert(config, lead!, now, await consentOf(lead!));
    const at = now.toISOString();
    const { nextAttemptAt: _next, message: _message, ...rest } = record;
    if (outcome.state === 'queued') {
      return {
        ...rest,
        state: 'queued',
        tries,
        providerId: outcome.providerId,
        message: INTEGRATION_MESSAGES.queued,
        updatedAt: at,
        nextAttemptAt: new Date(now.getTime() + RETRY_POLICY.pollQueuedMs).toISOString(),
      };
    }
    await recordHealth(integration.id, { lastSync: at, health: { status: 'ok', checkedAt: at } });
    return { ...rest, state: 'synced', tries, providerId: outcome.providerId, syncedAt: at, updatedAt: at };
  } catch (error) {
    const failure =
      error instanceof ProviderError
        ? error
        : // Anything else (a key that will not decrypt, a bug) is retried too: a lead is never dropped on our fault.
          new ProviderError(INTEGRATION_MESSAGES.unreachable, undefined, true);
    if (!(error instanceof ProviderError)) logger.error('Sync attempt failed', { integrationId: integration.id, error: (error as Error).name });
    const decision = afterFailure(failure, tries);
    if (failure.status === 429 && failure.retryAfterMs)
      await recordHealth(integration.id, { pausedUntil: new Date(now.getTime() + failure.retryAfterMs).toISOString() });
    if (failure.status === 401 || failure.status === 403)
      await recordHealth(integration.id, { health: { status: 'failing', message: failure.message, checkedAt: now.toISOString() } });
    if (decision.retry)
      return {
        ...record,
        state: record.state === 'queued' ? 'queued' : 'pending',
        tries,
        message: failure.message,
        updatedAt: now.toISOString(),
        nextAttemptAt: new Date(now.getTime() + decision.delayMs).toISOString(),
      };
    return failedWith(record, failure.message, now, tries);
  }
}

/**
 * A privacy request's step at one provider: erase its copy (then the record keeps neither the provider's id nor the
 * address, only that and when the copy was deleted) or unsubscribe the contact. Done is 'synced' with syncedAt.
 */
async function performPrivacyOperation(record: LeadSyncRecord, config: ProviderConfig, lead: Lead | undefined, now: Date, tries: number): Promise<LeadSyncRecord> {
  const client = PROVIDER_CLIENTS[record.provider];
  const copy = { providerId: String(record.providerId ?? ''), email: record.contactEmail ?? (lead?.email || undefined) };
  if (record.operation === 'erase') await client.erase(config, copy, now);
  else await client.unsubscribe(config, copy, now);
  const at = now.toISOString();
  const { nextAttemptAt: _next, message: _message, contactEmail: _email, providerId, ...rest } = record;
  return { ...rest, ...(record.operation === 'erase' ? {} : { providerId }), state: 'synced', tries, syncedAt: at, updatedAt: at };
}
