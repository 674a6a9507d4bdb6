/**
 * POST /api/newsletter: a visitor subscribes from the footer. Double opt-in: a new address is stored pending and sent
 * a one-time confirmation link; it counts as subscribed only once confirmed (POST /api/newsletter/confirm). The answer
 * is the same, status and body, for a new, a waiting and a confirmed address, so nobody can learn who subscribed.
 */
import { attributionSchema } from '#shared/lead/lead.zod.ts';
import { NEWSLETTER_ACCEPTED } from '#shared/main-site/newsletter-confirmation.ts';
import { newsletterZodSchema } from '#shared/main-site/newsletter.zod.ts';
import type { z } from 'zod';
import { markConfirmationSent, requestSubscription } from '../data/newsletter-subscriptions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { logger } from '../lib/logger.ts';
import { json } from '../lib/responses.ts';
import { sendNewsletterConfirmation } from './send-confirmation.ts';

const subscriptionSchema = newsletterZodSchema.extend({ attribution: attributionSchema.optional() });
type SubscriptionInput = z.infer<typeof subscriptionSchema>;

async function subscribeToNewsletter({ body }: ApiRequest<SubscriptionInput, undefined, undefined>) {
  const { token } = await requestSubscription(body.email, { attribution: body.attribution });
  if (token) {
    try {
      await sendNewsletterConfirmation(body.email, token);
      await markConfirmationSent(body.email, new Date());
    } catch (error) {
      // The answer must not differ for a new address: a lost e-mail is sent again when the visitor subscribes again
      // (confirmationSentAt is only set once it went).
      logger.error('Newsletter confirmation not sent', { error });
    }
  }
  return json(NEWSLETTER_ACCEPTED.status, NEWSLETTER_ACCEPTED.body);
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: subscriptionSchema, maxBodyBytes: 4096, honeypot: () => json(NEWSLETTER_ACCEPTED.status, NEWSLETTER_ACCEPTED.body) }, subscribeToNewsletter);
