/**
 * POST /api/leads/capture: the UK pages' forms (migration guide, sales-page blocks, premium consultation, report
 * e-mail capture) store their visitor as a lead with the page and form it came from. A repeat with the same
 * Idempotency-Key (the web app retries until stored) keeps one lead.
 */
import { randomUUID } from 'node:crypto';
import { consentRecords } from '#shared/privacy/consent-texts.ts';
import { leadCapturePayloadSchema, type LeadCapturePayloadInput } from '#shared/uk/lead-capture.zod.ts';
import { createLead } from '../data/leads.ts';
import { restrictionOf } from '../data/restrictions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { json } from '../lib/responses.ts';

async function captureLead(request: ApiRequest<LeadCapturePayloadInput, undefined, undefined>) {
  const form = request.body;
  const consultation = form.formType === 'consultation' ? form : undefined;
  const idempotencyKey = idempotencyKeyOf(request.headers);
  // A person who asked for processing to be restricted stays restricted when they write again.
  const restriction = await restrictionOf({ email: form.email, phone: consultation?.phone });
  const { id } = await createLead(
    {
      ...(restriction ? { restriction } : {}),
      fullName: form.name ?? '',
      email: form.email,
      phone: consultation?.phone ?? '',
      companyName: consultation?.company || undefined,
      additionalRequirements: consultation?.revenue ? `Annual revenue (GBP): ${consultation.revenue}` : undefined,
      formType: form.formType,
      page: form.page,
      gdprConsent: form.gdprConsent,
      marketingOptIn: form.marketing_opt_in,
      // The consent texts the form showed and whether each was ticked, stamped with the time we received them.
      consents: consentRecords(form.consents, request.receivedAt),
      accessedGuide: form.formType === 'uk_guide',
      attribution: { ...form.attribution, page: form.attribution?.page ?? form.source },
      ipAddress: request.ip,
      userAgent: request.userAgent,
    },
    { idempotencyKey, requestFingerprint: request.fingerprint },
  );
  return json(201, { id });
}

// A filled honeypot is stored as spam and answered like a success (see apiHandler).
export const handler = apiHandler({ body: leadCapturePayloadSchema, honeypot: () => json(201, { id: randomUUID() }) }, captureLead);
