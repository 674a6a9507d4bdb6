import * as z from 'zod';
import { attributionSchema } from '../lead/lead.zod.ts';
import { CONSENT_TEXTS } from '../privacy/consent-texts.ts';
import { consentClaimsSchema } from '../privacy/consent.zod.ts';
import { UK_FORM_LIMITS } from './form-rules.ts';
import { LEAD_CAPTURE_PAGES } from './lead-capture.ts';
import { personalDetailsSchema } from './pdf-request.zod.ts';

const { name, email, phone } = personalDetailsSchema.shape;
const optionalText = z.string().trim().max(UK_FORM_LIMITS.sourceMax).optional();

const common = {
  page: z.enum(LEAD_CAPTURE_PAGES),
  gdprConsent: z.boolean().default(false),
  marketing_opt_in: z.boolean().default(false),
  source: z.string().trim().min(1).max(UK_FORM_LIMITS.sourceMax),
  /** Where the visitor came from, captured on arrival (landing page, variant, utm_*, referrer). */
  attribution: attributionSchema.optional(),
};

/** The guide's and the mid-page block's e-mail updates box (each form sends its own text). */
const boxConsents = consentClaimsSchema([CONSENT_TEXTS.ukGuideUpdates, CONSENT_TEXTS.ukSalesUpdates]).optional();
/** The premium pages' forms show no consent text. */
const noConsents = consentClaimsSchema([]).optional();

/**
 * POST /api/leads/capture body, by form: the guide and mid-page forms need a name and an e-mail (the same rules as
 * the web form), the consultation form adds optional phone, company and revenue, and the report capture needs only
 * the e-mail.
 */
export const leadCapturePayloadSchema = z.discriminatedUnion('formType', [
  z.object({ formType: z.enum(['uk_midpage', 'uk_guide']), name, email, ...common, consents: boxConsents }),
  z.object({ formType: z.literal('consultation'), name, email, phone, company: optionalText, revenue: optionalText, ...common, consents: noConsents }),
  z.object({ formType: z.literal('report_request'), name: name.optional(), email, ...common, consents: noConsents }),
]);

export type LeadCapturePayloadInput = z.infer<typeof leadCapturePayloadSchema>;
