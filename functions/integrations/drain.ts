/**
 * The sync drain: run every minute by an EventBridge rule (locally by the local stack on a timer). It takes
 * what is due from the table's work list: each new lead's outbox item (one pending sync record per active
 * integration, then the staff e-mail) and each pending or queued sync record (one attempt, paced per integration under the
 * provider's rate limit). Nothing is removed before it is done, so a provider that is down, or a crash, only delays.
 * It also sends the newsletter's confirmation e-mails from their outbox (newsletter-subscriptions.ts), so
 * POST /api/newsletter only writes and answers a new address as fast as a known one.
 */
import type { LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { getIntegration, listActiveIntegrations, type StoredIntegration } from '../data/email-integrations.ts';
import { getLead } from '../data/leads.ts';
import { claimConfirmation, listDueConfirmations, rescheduleConfirmation, type ConfirmationWork } from '../data/newsletter-subscriptions.ts';
import {
  claimWork,
  createSyncIfAbsent,
  deleteOutbox,
  getLeadSync,
  listDueWork,
  pendingSync,
  rescheduleOutbox,
  saveSync,
  type LeadOutbox,
  type WorkItem,
} from '../data/lead-syncs.ts';
import { logger } from '../lib/logger.ts';
import { METRIC, metricsHandler, MetricUnit, recordMetric } from '../lib/metrics.ts';
import { workAgeConditions, type WorkAges } from '../lib/work-age.ts';
import { readWorkAges } from '../data/work-ages.ts';
import { deliverConfirmation } from '../newsletter/send-confirmation.ts';
import { attemptSync } from './deliver.ts';
import { afterFailure, DRAIN_BUDGET_MS, PROVIDER_PACE_PER_RUN, RETRY_POLICY } from './retry-policy.ts';
import { notifyStaff } from './staff-email.ts';

export type DrainDeps = {
  /** The drain's clock; tests move it forward instead of waiting for real backoff. */
  now?: () => Date;
  /** Items read per run. */
  limit?: number;
  /** How long the run starts new sends, in real milliseconds. */
  budgetMs?: number;
};

export type DrainReport = {
  notified: number;
  fannedOut: number;
  attempted: number;
  synced: number;
  queued: number;
  retrying: number;
  failed: number;
  /** Newsletter confirmation e-mails sent. */
  confirmationsSent: number;
  /** How long the work had waited when the run began (published as metrics; the local stack's watcher reads it). */
  workAges: WorkAges;
};

/** One pass over the due work. */
export async function drainOnce(deps: DrainDeps = {}): Promise<DrainReport> {
  const clock = deps.now ?? (() => new Date());
  const startedAt = Date.now();
  const budgetMs = deps.budgetMs ?? DRAIN_BUDGET_MS;
  const workAges = await measureWorkAges(clock());
  const report: DrainReport = { notified: 0, fannedOut: 0, attempted: 0, synced: 0, queued: 0, retrying: 0, failed: 0, confirmationsSent: 0, workAges };

  const due = await listDueWork(clock(), deps.limit ?? 1000);
  for (const item of due.filter((work) => work.type === 'outbox')) {
    if (!(await claimWork(item, lease(clock())))) continue;
    await handleOutbox(item as Extract<WorkItem, { type: 'outbox' }>, clock(), report);
  }

  for (const work of await listDueConfirmations(clock(), deps.limit ?? 1000)) {
    if (!(await claimConfirmation(work, lease(clock())))) continue;
    await handleConfirmation(work, clock(), report);
  }

  // The records the fan-out just made are due now too: read the list again so a new lead goes out in this run.
  const syncs = (await listDueWork(clock(), deps.limit ?? 1000)).filter((work) => work.type === 'sync');
  const byIntegration = new Map<string, typeof syncs>();
  for (const item of syncs) {
    const id = (item as LeadSyncRecord).integrationId;
    byIntegration.set(id, [...(byIntegration.get(id) ?? []), item]);
  }
  // Integrations in parallel; one request at a time within an integration (Mailchimp allows 10 connections per key).
  await Promise.all(
    [...byIntegration.entries()].map(async ([integrationId, items]) => {
      const integration = await getIntegration(integrationId);
      const pace = integration ? PROVIDER_PACE_PER_RUN[integration.provider] : items.length;
      let sent = 0;
      for (const item of items) {
        if (sent >= pace || Date.now() - startedAt > budgetMs) break;
        if (!(await claimWork(item, lease(clock())))) continue;
        const { type: _type, claimKey: _claim, ...record } = item as LeadSyncRecord & { type: string; claimKey: string };
        const current = integration && (await getIntegration(integrationId));
        const result = await attemptSync(record, current, await getLead(record.leadId), clock());
        sent++;
        report.attempted++;
        if (result.state === 'synced') report.synced++;
        else if (result.state === 'failed') report.failed++;
        else if (result.state === 'queued') report.queued++;
        else report.retrying++;
        // A 429 paused the integration: the rest of its records wait for the next run.
        if (current && (await getIntegration(integrationId))?.pausedUntil && result.state === 'pending') break;
      }
    }),
  );
  return report;
}

const lease = (now: Date) => new Date(now.getTime() + RETRY_POLICY.leaseMs);

/**
 * The ages of the oldest due sync work and the oldest outbox items, measured before the run does anything (so they say
 * how long work waited for a drain, not what this run left) and published every run, 0 included: the work-age alarms
 * then always have a value, and one that stops coming means the drain stopped (its own alarm). An age above its
 * threshold is also logged, with the same evaluation the local stack's watcher uses.
 */
async function measureWorkAges(now: Date): Promise<WorkAges> {
  const ages = await readWorkAges(now);
  recordMetric(METRIC.oldestDueSyncWorkAge, MetricUnit.Seconds, ages.oldestDueSyncSeconds);
  recordMetric(METRIC.oldestLeadOutboxAge, MetricUnit.Seconds, ages.oldestLeadOutboxSeconds);
  recordMetric(METRIC.oldestNewsletterOutboxAge, MetricUnit.Seconds, ages.oldestNewsletterOutboxSeconds);
  for (const condition of workAgeConditions(ages).filter(({ firing }) => firing)) {
    logger.warn('Work waiting past its alarm threshold', {
      alarm: condition.alarm.id,
      ageSeconds: condition.ageSeconds,
      thresholdSeconds: condition.alarm.thresholdSeconds,
    });
  }
  return ages;
}

async function handleOutbox(item: Extract<WorkItem, { type: 'outbox' }>, now: Date, report: DrainReport): Promise<void> {
  const outbox: LeadOutbox = {
    kind: 'lead-outbox',
    leadId: item.leadId,
    tries: item.tries,
    staffNotified: item.staffNotified,
    dueAt: item.dueAt,
    // Kept through retries: the outbox alarm measures the item's age from it.
    ...(item.queuedAt ? { queuedAt: item.queuedAt } : {}),
    ...(item.resend ? { resend: item.resend } : {}),
  };
  try {
    const lead = await getLead(item.leadId, { consistent: true });
    if (!lead || lead.erasedAt) {
      await deleteOutbox(item.leadId);
      return;
    }
    // Syncs first (creating a record that exists is a no-op, so a retry repeats this safely): an e-mail problem
    // must not hold the lead back from the integrations. A person who restricted processing is sent nowhere.
    const targets: StoredIntegration[] = isProcessingRestricted(lead) ? [] : await listActiveIntegrations();
    for (const integration of targets) {
      // A corrected lead (staff edited it) goes out again everywhere: its record is replaced by a pending one that
      // keeps the provider's id; a new lead's fan-out leaves any record that exists.
      if (outbox.resend) await saveSync(pendingSync(lead.id, integration, now, await getLeadSync(lead.id, integration.id)));
      else await createSyncIfAbsent(pendingSync(lead.id, integration, now));
    }
    report.fannedOut += targets.length;
    if (!outbox.staffNotified) {
      await notifyStaff(lead);
      outbox.staffNotified = true;
      report.notified++;
    }
    await deleteOutbox(item.leadId, outbox);
  } catch (error) {
    // Keep the item (with what already happened, so staff are not e-mailed twice) and try again later.
    const tries = outbox.tries + 1;
    const decision = afterFailure({ transient: true }, Math.min(tries, RETRY_POLICY.maxTries - 1));
    const delay = decision.retry ? decision.delayMs : RETRY_POLICY.maxDelayMs;
    logger.error('Lead outbox step failed', { leadId: item.leadId, tries, error: (error as Error).name });
    await rescheduleOutbox({ ...outbox, tries, message: (error as Error).message, dueAt: new Date(now.getTime() + delay).toISOString() });
  }
}

/** A newsletter confirmation e-mail: sent (or dropped when none is due), else kept for a later try with backoff. */
async function handleConfirmation(work: ConfirmationWork, now: Date, report: DrainReport): Promise<void> {
  try {
    if ((await deliverConfirmation(work, now)) === 'sent') report.confirmationsSent++;
  } catch (error) {
    const tries = work.tries + 1;
    const decision = afterFailure({ transient: true }, Math.min(tries, RETRY_POLICY.maxTries - 1));
    const delay = decision.retry ? decision.delayMs : RETRY_POLICY.maxDelayMs;
    logger.error('Newsletter confirmation not sent', { tries, error: (error as Error).name });
    await rescheduleConfirmation(work, { tries, message: (error as Error).message, dueAt: new Date(now.getTime() + delay).toISOString() });
  }
}

/** The scheduled Lambda (EventBridge, every minute); its metrics are flushed once the run ends (metricsHandler). */
export const handler = metricsHandler(async (): Promise<DrainReport> => {
  const report = await drainOnce();
  // A run that found nothing to do is the common case (every minute deployed, every 5 s locally): keep it out of INFO.
  const { workAges: _ages, ...counts } = report;
  const didWork = Object.values(counts).some((count) => count !== 0);
  if (didWork) logger.info('Sync drain run', { ...report });
  else logger.debug('Sync drain run', { ...report });
  return report;
});
