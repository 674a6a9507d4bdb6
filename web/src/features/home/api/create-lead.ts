import useSWRMutation from 'swr/mutation';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { IDEMPOTENCY_HEADER } from '#shared/lead/lead-rules.ts';
import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';
import type { LeadFormValues } from '#shared/lead/lead.yup.ts';
import { CONSENT_TEXTS, consentClaim } from '#shared/privacy/consent-texts.ts';
import { api } from '../../../lib/api-client.ts';

const LEADS_URL = '/api/leads';

export type CreateLeadRequest = {
  lead: LeadFormValues;
  attribution: Attribution;
  /** The form's honeypot value: empty from a person. */
  honeypot: string;
  /** The same key for repeats of one submission, so the server stores the lead once. */
  idempotencyKey: string;
};

/**
 * POST /api/leads: stores the lead with where the visitor came from and the privacy notice shown beside the form (a
 * notice, not a checkbox: nothing is ticked); answers its id.
 */
export function createLead({ lead, attribution, honeypot, idempotencyKey }: CreateLeadRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(
    LEADS_URL,
    {
      ...lead,
      country: lead.country || undefined,
      attribution,
      consents: [consentClaim(CONSENT_TEXTS.homeLeadNotice, false)],
      [HONEYPOT_FIELD]: honeypot,
    },
    { [IDEMPOTENCY_HEADER]: idempotencyKey },
  );
}

export function useCreateLead() {
  return useSWRMutation(LEADS_URL, (_url: string, { arg }: { arg: CreateLeadRequest }) => createLead(arg));
}
