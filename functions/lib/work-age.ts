/**
 * How long the drain's work has waited, and when that is an alarm: the one place the two work-age thresholds live.
 * The drain measures the ages at the start of each run and publishes them (functions/lib/metrics.ts); the CloudWatch
 * alarms (infra/stacks/monitoring-stack.ts) compare the published values with these thresholds, and the local stack's
 * watcher (infra/local/alarm-watcher.ts) evaluates the same ages with `workAgeConditions`, so `npm start` reports what
 * the deployed alarms would.
 */
import { METRIC, type MetricName } from './metrics.ts';

/** The ages the drain measures, in seconds (0 when there is no such work). */
export type WorkAges = {
  /** The oldest sync record that is due: now minus the time it became due (its next-attempt time, after any backoff). */
  oldestDueSyncSeconds: number;
  /** The oldest lead outbox item (the new-lead staff e-mail and fan-out still to do): now minus when it was queued. */
  oldestLeadOutboxSeconds: number;
  /** The oldest newsletter confirmation e-mail still to send: now minus when it was queued. */
  oldestNewsletterOutboxSeconds: number;
};

export type WorkAgeAlarm = {
  /** The alarm's id: DubaiSetup-<id> deployed, the same word in the local stack's lines. */
  id: 'DueSyncWorkAge' | 'OutboxAge';
  /** Fires when the largest of these ages is above the threshold. */
  ages: readonly (keyof WorkAges)[];
  /** The metric each age is published as (same order as `ages`). */
  metrics: readonly MetricName[];
  thresholdSeconds: number;
  /** What is late, for the operator's line. */
  what: string;
};

export const WORK_AGE_ALARMS: readonly WorkAgeAlarm[] = [
  {
    id: 'DueSyncWorkAge',
    ages: ['oldestDueSyncSeconds'],
    metrics: [METRIC.oldestDueSyncWorkAge],
    // 30 minutes past its next-attempt time: the age already leaves out the backoff after a provider's failure, so
    // this is work nobody attempted; a healthy drain (every minute, a bulk sync of 500 in under 10 minutes at the
    // slowest provider's pace) never lets a record wait that long, and half an hour still gets a lead to the CRM the
    // same working hour.
    thresholdSeconds: 30 * 60,
    what: 'due sync work',
  },
  {
    id: 'OutboxAge',
    ages: ['oldestLeadOutboxSeconds', 'oldestNewsletterOutboxSeconds'],
    metrics: [METRIC.oldestLeadOutboxAge, METRIC.oldestNewsletterOutboxAge],
    // 15 minutes (issue 27): a new lead's staff e-mail, or a subscriber's confirmation link, normally goes within a
    // minute; after 15 minutes of retries the visitor is waiting for an answer nobody on the staff has heard of.
    thresholdSeconds: 15 * 60,
    what: 'an outbox item',
  },
];

export type WorkAgeCondition = { alarm: WorkAgeAlarm; ageSeconds: number; firing: boolean };

/** Each work-age alarm with the age it reads and whether that age is above its threshold. */
export function workAgeConditions(ages: WorkAges): WorkAgeCondition[] {
  return WORK_AGE_ALARMS.map((alarm) => {
    const ageSeconds = Math.max(0, ...alarm.ages.map((name) => ages[name]));
    return { alarm, ageSeconds, firing: ageSeconds > alarm.thresholdSeconds };
  });
}
