/**
 * POST /api/admin/privacy/withdraw-consent (staff, the Privacy view): { email | phone } withdraws the person's
 * marketing consent. The newsletter subscription of each of their addresses becomes 'unsubscribed' (no confirmation
 * e-mail is sent afterwards), each of their leads gets `marketingWithdrawnAt` and no longer counts as a marketing
 * opt-in (audited per lead), and every provider holding one of their leads is asked to unsubscribe them: the lead's
 * sync records become pending 'unsubscribe' work for the drain's retrying delivery (lead-syncs.ts). When it answers a
 * logged data request, the request records it; an unknown request answers 404 and nothing changes.
 */
import { PRIVACY_REQUEST_MESSAGES } from '#shared/admin/privacy-messages.ts';
import type { WithdrawConsentAnswer } from '#shared/privacy/restriction.ts';
import { RESTRICTION_MESSAGES } from '#shared/privacy/restriction-messages.ts';
import { requestProviderOperation } from '../data/lead-syncs.ts';
import { unsubscribeSubscription } from '../data/newsletter-subscriptions.ts';
import { withdrawMarketingOfLeads } from '../data/restrictions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { answeredRequest, recordOnRequest } from './answered-request.ts';
import { personOf } from './person-context.ts';
import { withdrawConsentBodySchema, type WithdrawConsentBodyInput } from './restriction.zod.ts';

async function withdrawConsent(request: ApiRequest<WithdrawConsentBodyInput, undefined, undefined>) {
  const now = request.receivedAt;
  const { requestId, ...query } = request.body;
  const answered = await answeredRequest(requestId);
  const person = await personOf(query);
  const ended = await Promise.all(person.emails.map((email) => unsubscribeSubscription(email, now)));
  const result = await withdrawMarketingOfLeads(person.leads, request.staff!.username, { now: () => now });
  if (result.outcome === 'conflict') throw conflict(RESTRICTION_MESSAGES.conflict);
  let providers = 0;
  for (const lead of person.leads) providers += await requestProviderOperation(String(lead.id), 'unsubscribe', now);
  const answer: WithdrawConsentAnswer = { leads: result.leads, subscriptions: ended.filter(Boolean).length, providers };
  await recordOnRequest(answered, {
    kind: 'consentWithdrawn',
    at: now.toISOString(),
    by: request.staff!.username,
    summary: PRIVACY_REQUEST_MESSAGES.consentWithdrawn(answer.leads, answer.subscriptions, answer.providers),
    leadIds: person.leads.map((lead) => String(lead.id)),
  });
  return json(200, answer);
}

export const handler = apiHandler({ body: withdrawConsentBodySchema }, withdrawConsent);
