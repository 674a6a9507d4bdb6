/**
 * Records what SES reports about our e-mails (the configuration set's bounce and complaint events, through the SNS
 * topic infra/constructs/ses-events.ts subscribes this function to). An address that bounced for good (a Permanent
 * bounce) or whose owner marked our e-mail as spam (a complaint) is suppressed: our own list, keyed by the address's
 * keyed hash (functions/data/email-suppressions.ts), which every sender checks first; each lead with that address is
 * marked "e-mail bounced" so staff phone instead; and the address's newsletter subscription ends (reason 'bounced' or
 * 'complained'). A Transient or Undetermined bounce changes nothing (the mailbox was full, the server was down: SES
 * already retried). Other event types are ignored.
 *
 * A message that cannot be read is logged (why, and SNS's message id; never an address) and dropped, so it is not
 * retried for nothing. A failure of the table throws: Lambda retries the SNS delivery, and every step is idempotent.
 */
import type { SNSEvent } from 'aws-lambda';
import { markLeadsEmailBounced } from '../data/lead-email-bounces.ts';
import { unsubscribeSubscription } from '../data/newsletter-subscriptions.ts';
import { suppressEmail } from '../data/email-suppressions.ts';
import { logger } from '../lib/logger.ts';
import { parseSesNotification, suppressesRecipients } from './ses-notification.ts';

export type EmailEventsReport = { suppressed: number; leadsMarked: number; subscriptionsEnded: number; ignored: number; dropped: number };

/** Acts on every SES message of one SNS delivery (usually one). */
export async function recordEmailEvents(event: SNSEvent): Promise<EmailEventsReport> {
  const report: EmailEventsReport = { suppressed: 0, leadsMarked: 0, subscriptionsEnded: 0, ignored: 0, dropped: 0 };
  for (const record of event.Records ?? []) {
    const parsed = parseSesNotification(typeof record?.Sns?.Message === 'string' ? record.Sns.Message : '');
    if (!parsed.ok) {
      report.dropped += 1;
      logger.warn('SES event dropped: not a message we can read', { problem: parsed.problem, snsMessageId: record?.Sns?.MessageId });
      continue;
    }
    const sesEvent = parsed.event;
    if (sesEvent.kind === 'ignored' || !suppressesRecipients(sesEvent)) {
      report.ignored += 1;
      logger.info('SES event needs no action', {
        eventType: sesEvent.kind === 'ignored' ? sesEvent.eventType : sesEvent.kind,
        ...(sesEvent.kind === 'bounce' ? { bounceType: sesEvent.bounceType } : {}),
      });
      continue;
    }
    const reason = sesEvent.kind;
    const detail = sesEvent.kind === 'bounce' ? sesEvent.subType : sesEvent.feedbackType;
    for (const address of sesEvent.recipients) {
      await suppressEmail(address, { reason, at: sesEvent.at, ...(detail ? { detail } : {}) });
      const marked = await markLeadsEmailBounced(address, { reason, at: sesEvent.at });
      const ended = await unsubscribeSubscription(address, new Date(sesEvent.at), reason === 'bounce' ? 'bounced' : 'complained');
      report.suppressed += 1;
      report.leadsMarked += marked.length;
      if (ended) report.subscriptionsEnded += 1;
      // The lead ids (not the address) let the operator see whom it concerned.
      logger.info('E-mail address suppressed', { reason, detail, emailKind: sesEvent.emailKind, leadIds: marked, subscriptionEnded: ended });
    }
  }
  return report;
}

/** The Lambda SNS invokes with the configuration set's bounce and complaint events. */
export const handler = async (event: SNSEvent): Promise<EmailEventsReport> => {
  const report = await recordEmailEvents(event);
  logger.info('SES events recorded', { ...report });
  return report;
};
