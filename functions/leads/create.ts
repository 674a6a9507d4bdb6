/**
 * POST /api/leads: a visitor sends the home page's lead form; the lead is stored with status 'new' and where it came
 * from, and the answer carries its id. A repeated submit with the same Idempotency-Key stores one lead.
 */
import { randomUUID } from 'node:crypto';
import { leadFormSchema, type LeadFormInput } from '#shared/lead/lead.zod.ts';
import { consentRecords } from '#shared/privacy/consent-texts.ts';
import { createLead } from '../data/leads.ts';
import { restrictionOf } from '../data/restrictions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { json } from '../lib/responses.ts';

async function submitLead(request: ApiRequest<LeadFormInput, undefined, undefined>) {
  const { attribution, consents, ...form } = request.body;
  const idempotencyKey = idempotencyKeyOf(request.headers);
  // A person who asked for processing to be restricted stays restricted when they write again.
  const restriction = await restrictionOf(form);
  const { id } = await createLead(
    {
      ...form,
      ...(restriction ? { restriction } : {}),
      formType: 'lead',
      attribution,
      // The privacy notice shown beside the form, stamped with the time we received it.
      consents: consentRecords(consents, request.receivedAt),
      ipAddress: request.ip,
      userAgent: request.userAgent,
    },
    { idempotencyKey, requestFingerprint: request.fingerprint },
  );
  return json(201, { id });
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: leadFormSchema, honeypot: () => json(201, { id: randomUUID() }) }, submitLead);
