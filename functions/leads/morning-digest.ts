/**
 * The morning digest: run every day at 08:00 Dubai time by an EventBridge rule (locally by the local stack's timer,
 * on the same schedule; functions/routes.ts JOBS). Each enabled member of staff with an e-mail address gets one
 * e-mail listing their overdue and due-today follow-ups and the unassigned leads waiting for their first contact, with
 * links into the admin (morning-digest-email.ts); a member with nothing to do gets none. Reads by key only: the staff
 * records, the follow-ups before the end of the Dubai day (the follow-up index) and the needs-first-contact queue,
 * each lead by key. Sent through SES like every e-mail the API sends (locally the stand-in mailbox), at most one per
 * member and day (digest-sends.ts).
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { adminLeadViewLink } from '#shared/admin/admin-links.ts';
import type { LeadView } from '#shared/admin/api-contract.ts';
import { dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { claimDigest, releaseDigest } from '../data/digest-sends.ts';
import { dubaiDayRange, leadsWithFollowUpBefore } from '../data/lead-follow-ups.ts';
import { listLeads, type Lead } from '../data/leads.ts';
import { listStaffRecords } from '../data/staff-members.ts';
import { leadAdminLink } from '../integrations/staff-email.ts';
import { emailKindTag, sesClient } from '../lib/clients/ses.ts';
import { configurationSetName, senderAddress } from '../lib/config.ts';
import { withoutSuppressed } from '../data/email-suppressions.ts';
import { logger } from '../lib/logger.ts';
import { metricsHandler } from '../lib/metrics.ts';
import { loginAddress } from '../team/team-email.ts';
import { digestEmail, digestRecipients, planDigests, type DigestLinks } from './morning-digest-email.ts';

/** Leads read per list at most (follow-ups, waiting leads): a digest lists the first of them and counts the rest. */
const DIGEST_READ_MAX = 500;
/** A page of the needs-first-contact queue. */
const QUEUE_PAGE = 100;

export type DigestReport = { day: string; recipients: number; sent: number; alreadySent: number; failed: number };

/** The admin's links: a lead's detail (as the new-lead e-mail links it) and a view of the lead list. */
const ADMIN_LINKS: DigestLinks = {
  lead: (leadId) => leadAdminLink(leadId),
  view: (view: LeadView) => adminLeadViewLink(loginAddress(), view),
};

/** The leads waiting for their first contact, oldest first, at most `max` (pages of the queue, leads.ts). */
async function waitingLeads(max: number): Promise<Lead[]> {
  const leads: Lead[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads({ view: 'needs-first-contact', cursor, limit: Math.min(QUEUE_PAGE, max - leads.length) });
    leads.push(...page.leads);
    cursor = page.nextCursor;
  } while (cursor && leads.length < max);
  return leads;
}

/** One run at `now` (default the clock): every member's digest of the Dubai day, sent once. */
export async function runMorningDigest(deps: { now?: () => Date } = {}): Promise<DigestReport> {
  const now = (deps.now ?? (() => new Date()))();
  const day = dubaiDay(now);
  const listed = digestRecipients(await listStaffRecords());
  // A member whose address hard-bounced or complained gets no digest until the suppression is lifted.
  const deliverable = new Set(await withoutSuppressed(listed.map((member) => member.email)));
  const members = listed.filter((member) => deliverable.has(member.email));
  const report: DigestReport = { day, recipients: members.length, sent: 0, alreadySent: 0, failed: 0 };
  if (!members.length) return report;
  const [followUps, waiting] = await Promise.all([leadsWithFollowUpBefore(dubaiDayRange(now).to, DIGEST_READ_MAX), waitingLeads(DIGEST_READ_MAX)]);
  for (const digest of planDigests({ members, followUps, waiting, now })) {
    if (!(await claimDigest(day, digest.member.username, now))) {
      report.alreadySent += 1;
      continue;
    }
    const email = digestEmail(digest, ADMIN_LINKS, now);
    try {
      await sesClient.send(
        new SendEmailCommand({
          FromEmailAddress: senderAddress(),
          ConfigurationSetName: configurationSetName(),
          EmailTags: [emailKindTag('morning-digest')],
          Destination: { ToAddresses: [digest.member.email] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
            },
          },
        }),
      );
      report.sent += 1;
    } catch (error) {
      // One member's failed send does not keep the others' digests back; the claim is given back, so running the
      // job again that day sends it.
      await releaseDigest(day, digest.member.username);
      report.failed += 1;
      logger.error('Morning digest not sent', { username: digest.member.username, error: (error as Error).name });
    }
  }
  return report;
}

/** The scheduled Lambda (EventBridge, daily at 08:00 Dubai time; the local stack's timer on the same schedule). */
/** The scheduled Lambda; its EmailSent metrics are flushed once the run ends (metricsHandler). */
export const handler = metricsHandler(async (): Promise<DigestReport> => {
  const report = await runMorningDigest();
  logger.info('Morning digest run', { ...report });
  return report;
});
