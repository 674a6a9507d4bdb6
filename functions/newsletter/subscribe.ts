/**
 * POST /api/newsletter: a visitor subscribes from the footer. Subscribing the same address again is not an error and
 * keeps one subscription.
 */
import { attributionSchema } from '#shared/lead/lead.zod.ts';
import { newsletterZodSchema } from '#shared/main-site/newsletter.zod.ts';
import type { z } from 'zod';
import { subscribe } from '../data/newsletter-subscriptions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

const subscriptionSchema = newsletterZodSchema.extend({ attribution: attributionSchema.optional() });
type SubscriptionInput = z.infer<typeof subscriptionSchema>;

async function subscribeToNewsletter({ body }: ApiRequest<SubscriptionInput, undefined, undefined>) {
  const { created } = await subscribe(body.email, { attribution: body.attribution });
  return json(created ? 201 : 200, { subscribed: true });
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: subscriptionSchema, maxBodyBytes: 4096, honeypot: () => json(201, { subscribed: true }) }, subscribeToNewsletter);
