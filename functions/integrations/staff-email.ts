/**
 * The e-mail staff get for every new lead: the lead's details and a link to it in the admin, to the
 * addresses in STAFF_LEAD_RECIPIENTS (comma-separated; configuration), through SES (locally the stand-in mailbox).
 * The visitor's words are escaped in the HTML part, so a name such as "<script>" is shown, never run.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { adminLeadLink } from '#shared/admin/admin-links.ts';
import { LEAD_FIELD_LABELS } from '#shared/admin/admin-copy.ts';
import type { Lead } from '../data/leads.ts';
import { emailKindTag, sesClient } from '../lib/clients/ses.ts';
import { configurationSetName, senderAddress } from '../lib/config.ts';
import { withoutSuppressed } from '../data/email-suppressions.ts';

/** The addresses that receive the new-lead e-mail; none configured means none is sent. */
export function staffRecipients(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.STAFF_LEAD_RECIPIENTS ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The admin's address of the lead (ADMIN_URL, e.g. https://www.example.com/admin). */
export function leadAdminLink(leadId: string, env: NodeJS.ProcessEnv = process.env): string {
  return adminLeadLink(env.ADMIN_URL ?? 'http://localhost:3000/admin', leadId);
}

/** HTML-escapes visitor text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function newLeadEmail(lead: Lead, link: string): { subject: string; text: string; html: string } {
  const rows: [string, string | undefined][] = [
    [LEAD_FIELD_LABELS.fullName, lead.fullName],
    [LEAD_FIELD_LABELS.email, lead.email],
    [LEAD_FIELD_LABELS.phone, lead.phone],
    [LEAD_FIELD_LABELS.country, lead.country],
    [LEAD_FIELD_LABELS.companyName, lead.companyName],
    [LEAD_FIELD_LABELS.businessActivity, lead.businessActivity],
    [LEAD_FIELD_LABELS.formType, lead.formType],
    [LEAD_FIELD_LABELS.page, lead.page],
    [LEAD_FIELD_LABELS.additionalRequirements, lead.additionalRequirements],
    [LEAD_FIELD_LABELS.createdAt, lead.createdAt],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  // The subject is plain text; line breaks a visitor typed could not add headers (SES encodes it) but would look odd.
  const subject = `New lead: ${lead.fullName.replace(/[\r\n]+/g, ' ').slice(0, 100)}`;
  const text = [...shown.map(([label, value]) => `${label}: ${value}`), '', `Open in the admin: ${link}`].join('\n');
  const html = [
    '<table>',
    ...shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">Open in the admin</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

/**
 * Sends the new-lead e-mail to the configured staff; answers how many addresses it went to. A recipient whose
 * address hard-bounced or complained is left out (README "Bounces and complaints": fix the address, lift it).
 */
export async function notifyStaff(lead: Lead): Promise<number> {
  const recipients = await withoutSuppressed(staffRecipients());
  if (!recipients.length) return 0;
  const email = newLeadEmail(lead, leadAdminLink(lead.id));
  await sesClient.send(
    new SendEmailCommand({
      FromEmailAddress: senderAddress(),
      ConfigurationSetName: configurationSetName(),
      EmailTags: [emailKindTag('new-lead')],
      Destination: { ToAddresses: recipients },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return recipients.length;
}
