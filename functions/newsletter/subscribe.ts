/**
 * POST /api/newsletter: a visitor subscribes from the footer. Double opt-in: a new address is stored pending and sent
 * a one-time confirmation link; it counts as subscribed only once confirmed (POST /api/newsletter/confirm). The answer
 * is the same, status, body and time, for a new, a waiting and a confirmed address, so nobody can learn who
 * subscribed: the request makes the same two writes for each (the subscription and its outbox item), and the drain
 * job sends the link (functions/integrations/drain.ts), never the request.
 */
import { attributionSchema } from '#shared/lead/lead.zod.ts';
import { NEWSLETTER_ACCEPTED } from '#shared/main-site/newsletter-confirmation.ts';
import { newsletterZodSchema } from '#shared/main-site/newsletter.zod.ts';
import type { z } from 'zod';
import { requestSubscription } from '../data/newsletter-subscriptions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { siteAddress } from '../lib/config.ts';
import { json } from '../lib/responses.ts';

const subscriptionSchema = newsletterZodSchema.extend({ attribution: attributionSchema.optional() });
type SubscriptionInput = z.infer<typeof subscriptionSchema>;

async function subscribeToNewsletter({ body }: ApiRequest<SubscriptionInput, undefined, undefined>) {
  await requestSubscription(body.email, { attribution: body.attribution, siteUrl: siteAddress() });
  return json(NEWSLETTER_ACCEPTED.status, NEWSLETTER_ACCEPTED.body);
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: subscriptionSchema, maxBodyBytes: 4096, honeypot: () => json(NEWSLETTER_ACCEPTED.status, NEWSLETTER_ACCEPTED.body) }, subscribeToNewsletter);
