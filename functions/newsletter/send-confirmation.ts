import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_CONFIRMATION_EMAIL as EMAIL } from '#shared/main-site/newsletter-confirmation.ts';
import { sesClient } from '../lib/clients/ses.ts';
import { senderAddress, siteAddress } from '../lib/config.ts';

/** The one-time confirmation link: the confirmation page with the token (the page confirms with a POST). */
export const confirmationLink = (token: string) => `${siteAddress()}${NEWSLETTER_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`;

/** E-mails the confirmation link to the address through SES; nothing the visitor typed is in it but the address. */
export async function sendNewsletterConfirmation(email: string, token: string): Promise<void> {
  await sesClient.send(
    new SendEmailCommand({
      FromEmailAddress: senderAddress(),
      Destination: { ToAddresses: [email] },
      Content: {
        Simple: {
          Subject: { Data: EMAIL.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: EMAIL.body(confirmationLink(token)), Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
