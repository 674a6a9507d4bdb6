/**
 * The premium pages' lead captures (POST /api/leads/capture): the consultation form and the report e-mail capture
 * also store the visitor as a lead, so a request that only reached a chat window is not lost to the staff.
 */
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { isValidOptionalPhone } from '#shared/uk/form-rules.ts';
import { leadCaptureSource, type LeadCapturePage } from '#shared/uk/lead-capture.ts';
import type { ConsultationForm } from '#shared/uk/whatsapp.ts';
import type { LeadCaptureRequest } from '../../uk-common/api/capture-lead.ts';

/**
 * The forms have no consent box (the spec shows none): the visitor asks to be contacted about this request, which
 * is not consent to marketing, so both flags stay false.
 */
const NO_CONSENT = { gdprConsent: false, marketing_opt_in: false } as const;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The consultation form's lead. A phone number the API would refuse is left out rather than losing the whole lead
 * (the visitor's number also reaches staff through the WhatsApp chat).
 */
export function consultationLead(form: ConsultationForm, page: LeadCapturePage, attribution: Attribution): LeadCaptureRequest {
  const phone = optional(form.phone);
  return {
    formType: 'consultation',
    name: form.name.trim(),
    email: form.email.trim(),
    phone: phone && isValidOptionalPhone(phone) ? phone : undefined,
    company: optional(form.company),
    revenue: optional(form.revenue),
    page,
    source: leadCaptureSource(page),
    ...NO_CONSENT,
    attribution,
  };
}

/** The report e-mail capture's lead: the e-mail only. */
export function reportRequestLead(email: string, page: LeadCapturePage, attribution: Attribution): LeadCaptureRequest {
  return { formType: 'report_request', email: email.trim(), page, source: leadCaptureSource(page), ...NO_CONSENT, attribution };
}
