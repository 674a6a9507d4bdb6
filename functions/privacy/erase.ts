/**
 * POST /api/admin/privacy/erase (staff, the Privacy view's Erase action): erases the person everywhere
 * (erasure.ts) and answers what was erased and how many providers were asked to delete their copy. When the erasure
 * answers a logged data request, the request records it; an unknown request answers 404 before anything is erased.
 * A person of whom nothing is held answers 404, and nothing is logged.
 */
import type { PrivacyEraseAnswer } from '#shared/admin/privacy-contract.ts';
import { PRIVACY_ERASE_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { answeredRequest, recordOnRequest } from './answered-request.ts';
import { erasePerson } from './erasure.ts';
import { personOf } from './person-context.ts';
import { isSearchable, PERSONAL_DATA } from './personal-data.ts';
import { eraseBodySchema, type EraseBodyInput } from './erase.zod.ts';

async function erase(request: ApiRequest<EraseBodyInput, undefined, undefined>) {
  const { requestId, confirm: _confirm, ...query } = request.body;
  const answered = await answeredRequest(requestId);
  const person = await personOf(query);
  const held = await Promise.all(PERSONAL_DATA.filter(isSearchable).map((rule) => rule.find(person)));
  if (!held.some((items) => items.length)) throw notFound(PRIVACY_ERASE_MESSAGES.nothingHeld);
  const actor = request.staff!.username;
  const summary = await erasePerson(person, { actor, reason: 'request', ...(requestId ? { requestId } : {}) });
  const total = Object.values(summary.counts).reduce((sum, count) => sum + (count ?? 0), 0);
  await recordOnRequest(answered, {
    kind: 'erasure',
    at: summary.at,
    by: actor,
    summary: PRIVACY_ERASE_MESSAGES.requestAction(total, summary.providersAsked),
    leadIds: person.leads.map((lead) => String(lead.id)),
  });
  const answer: PrivacyEraseAnswer = summary;
  return json(200, answer);
}

export const handler = apiHandler({ body: eraseBodySchema }, erase);
