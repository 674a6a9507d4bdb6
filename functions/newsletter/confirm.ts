/**
 * POST /api/newsletter/confirm { token }: the confirmation page sends the e-mailed token; the address now counts as
 * subscribed, with the confirmation time kept as proof of consent. 200 the first time; 409 for a token already used
 * (the subscription stands); 404 for a token never issued or expired. Only a POST confirms: the e-mail's link opens a
 * page, which mail scanners may fetch without confirming anything.
 */
import * as z from 'zod';
import { NEWSLETTER_CONFIRMATION_COPY as COPY } from '#shared/main-site/newsletter-confirmation.ts';
import { confirmSubscription } from '../data/newsletter-subscriptions.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { ApiError } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

const confirmSchema = z.object({ token: z.string({ error: COPY.unknown }).min(1, COPY.unknown).max(128, COPY.unknown) });

export const handler = apiHandler({ body: confirmSchema, maxBodyBytes: 1024 }, async ({ body }) => {
  const outcome = await confirmSubscription(body.token);
  if (outcome === 'used') throw new ApiError(409, COPY.used);
  if (outcome === 'unknown') throw new ApiError(404, COPY.unknown);
  return json(200, { message: COPY.confirmed });
});
