/**
 * The e-mails with a temporary password (an invitation, a password reset), through SES like every e-mail the API
 * sends (locally the stand-in mailbox). Their words are shared/admin/team-messages.ts `TEAM_EMAILS`.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { TEAM_EMAILS } from '#shared/admin/team-messages.ts';
import type { TemporaryPasswordKind } from '../data/staff-members.ts';
import { emailKindTag, sesClient } from '../lib/clients/ses.ts';
import { configurationSetName, senderAddress, siteAddress } from '../lib/config.ts';
import { isEmailSuppressed } from '../data/email-suppressions.ts';

/** Where staff log in: ADMIN_URL (set by CDK and by the local stack), else the site's /admin. */
export function loginAddress(env: NodeJS.ProcessEnv = process.env): string {
  return (env.ADMIN_URL || `${siteAddress(env)}/admin`).replace(/\/+$/, '');
}

/**
 * Sends the member their username, the login address and the temporary password. Throws, sending nothing, for an
 * address that hard-bounced or complained (README "Bounces and complaints"): the routes refuse such an address before
 * they change anything (team-change.ts `refuseSuppressedAddress`), so this is an address suppressed in between, which
 * the route answers as an e-mail that could not be sent.
 */
export async function sendTemporaryPassword(
  kind: TemporaryPasswordKind,
  member: { email: string; name: string; username: string },
  temporaryPassword: string,
): Promise<void> {
  if (await isEmailSuppressed(member.email)) throw new Error(`Team e-mail (${kind}) not sent to ${member.username}: the address is suppressed`);
  const email = TEAM_EMAILS[kind];
  const body = email.body({ name: member.name, username: member.username, temporaryPassword, loginUrl: loginAddress() });
  await sesClient.send(
    new SendEmailCommand({
      FromEmailAddress: senderAddress(),
      ConfigurationSetName: configurationSetName(),
      EmailTags: [emailKindTag('team')],
      Destination: { ToAddresses: [member.email] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: body, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
