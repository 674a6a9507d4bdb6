import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_CONFIRMATION_EMAIL as EMAIL } from '#shared/main-site/newsletter-confirmation.ts';
import {
  confirmationDue,
  dropConfirmation,
  getSubscriptionByKey,
  issueConfirmationToken,
  markConfirmationSent,
  type ConfirmationWork,
} from '../data/newsletter-subscriptions.ts';
import { restrictionOf } from '../data/restrictions.ts';
import { isEmailSuppressed } from '../data/email-suppressions.ts';
import { emailKindTag, sesClient } from '../lib/clients/ses.ts';
import { configurationSetName, senderAddress, siteAddress } from '../lib/config.ts';

/** The one-time confirmation link: the confirmation page with the token (the page confirms with a POST). */
export const confirmationLink = (token: string, site: string = siteAddress()) =>
  `${site.replace(/\/+$/, '')}${NEWSLETTER_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`;

/** E-mails the confirmation link to the address through SES; nothing the visitor typed is in it but the address. */
export async function sendNewsletterConfirmation(email: string, token: string, site?: string): Promise<void> {
  await sesClient.send(
    new SendEmailCommand({
      FromEmailAddress: senderAddress(),
      ConfigurationSetName: configurationSetName(),
      EmailTags: [emailKindTag('newsletter-confirmation')],
      Destination: { ToAddresses: [email] },
      Content: {
        Simple: {
          Subject: { Data: EMAIL.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: EMAIL.body(confirmationLink(token, site)), Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

/**
 * One claimed outbox item of the newsletter, for the drain: a pending subscription with no link in the resend window
 * gets a new token and its e-mail (then the item goes, with confirmationSentAt set); otherwise (confirmed, a link
 * sent lately, no subscription, an address whose processing is restricted, or one that hard-bounced or complained)
 * the item just goes. Throws when the
 * table or SES failed: the drain tries again later. The link names
 * the site's address the subscribing function knew (the drain job has no SITE_URL of its own).
 */
export async function deliverConfirmation(work: ConfirmationWork, now: Date): Promise<'sent' | 'notDue'> {
  const subscription = await getSubscriptionByKey(work.subscription);
  // A person who asked for processing to be restricted is never e-mailed; their subscription stays for the record.
  if (
    !subscription ||
    !confirmationDue(subscription, now) ||
    (await restrictionOf({ email: subscription.email })) ||
    (await isEmailSuppressed(subscription.email))
  ) {
    await dropConfirmation(work.subscription);
    return 'notDue';
  }
  const token = await issueConfirmationToken(work.subscription, { now: () => now });
  await sendNewsletterConfirmation(subscription.email, token, work.siteUrl || undefined);
  await markConfirmationSent(work.subscription, now);
  return 'sent';
}
