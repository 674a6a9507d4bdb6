/**
 * PUT /api/admin/privacy/restriction (staff, the Privacy view): { email | phone, restricted, reason } marks the person
 * "do not contact / do not process", or lifts it. The person is found as the Privacy view finds them
 * (person-context.ts); each of their leads and captures gets the restriction (why, when, by whom) or loses it,
 * audited per lead, and their addresses and numbers get a marker so a lead they send later is restricted too
 * (data/restrictions.ts). Their leads stay for the record; a restricted lead is never synced, e-mailed or exported
 * (shared/privacy/restriction.ts `isProcessingRestricted`). When the change answers a logged data request, the request
 * records it (an objection request as an objection, any other as a restriction); an unknown request answers 404 and
 * nothing changes.
 */
import { PRIVACY_REQUEST_MESSAGES } from '#shared/admin/privacy-messages.ts';
import type { RestrictionAnswer } from '#shared/privacy/restriction.ts';
import { RESTRICTION_MESSAGES } from '#shared/privacy/restriction-messages.ts';
import { restrictPerson } from '../data/restrictions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { answeredRequest, recordOnRequest } from './answered-request.ts';
import { personOf } from './person-context.ts';
import { restrictionBodySchema, type RestrictionBodyInput } from './restriction.zod.ts';

async function restrict(request: ApiRequest<RestrictionBodyInput, undefined, undefined>) {
  const { restricted, reason, requestId, ...query } = request.body;
  const answered = await answeredRequest(requestId);
  const person = await personOf(query.email !== undefined ? { email: query.email } : { phone: query.phone });
  const result = await restrictPerson(person, restricted ? { restricted, reason: reason! } : { restricted }, request.staff!.username, {
    now: () => request.receivedAt,
  });
  if (result.outcome === 'conflict') throw conflict(RESTRICTION_MESSAGES.conflict);
  await recordOnRequest(answered, {
    kind: answered?.type === 'objection' ? 'objection' : 'restriction',
    at: request.receivedAt.toISOString(),
    by: request.staff!.username,
    summary: restricted ? PRIVACY_REQUEST_MESSAGES.restricted(result.leads, reason!) : PRIVACY_REQUEST_MESSAGES.lifted(result.leads),
    leadIds: person.leads.map((lead) => String(lead.id)),
  });
  const answer: RestrictionAnswer = { restricted, leads: result.leads };
  return json(200, answer);
}

export const handler = apiHandler({ body: restrictionBodySchema }, restrict);
