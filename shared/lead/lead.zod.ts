import * as z from 'zod';
import { COUNTRIES } from '../countries.ts';
import { CONSENT_TEXTS } from '../privacy/consent-texts.ts';
import { consentClaimsSchema } from '../privacy/consent.zod.ts';
import { ATTRIBUTION_FIELDS, EMAIL_PATTERN, LEAD_LIMITS, LEAD_MESSAGES } from './lead-rules.ts';

const attributionValue = z.string().trim().max(LEAD_LIMITS.attributionMax);

/** Where a lead came from, as the web app sends it; every field optional. */
export const attributionSchema = z
  .object(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, attributionValue.optional()])))
  .partial();

/** The API's view of the lead form (POST /api/leads). */
export const leadFormSchema = z.object({
  fullName: z
    .string({ error: LEAD_MESSAGES.fullName })
    .trim()
    .min(LEAD_LIMITS.fullNameMin, LEAD_MESSAGES.fullName)
    .max(LEAD_LIMITS.fullNameMax, LEAD_MESSAGES.fullNameTooLong),
  email: z
    .string({ error: LEAD_MESSAGES.email })
    .trim()
    .max(LEAD_LIMITS.emailMax, LEAD_MESSAGES.email)
    .regex(EMAIL_PATTERN, LEAD_MESSAGES.email),
  phone: z
    .string({ error: LEAD_MESSAGES.phone })
    .trim()
    .min(LEAD_LIMITS.phoneMin, LEAD_MESSAGES.phone)
    .max(LEAD_LIMITS.phoneMax, LEAD_MESSAGES.phone),
  country: z
    .enum(['', ...COUNTRIES], { error: LEAD_MESSAGES.country })
    .optional()
    .transform((value) => value || undefined),
  attribution: attributionSchema.optional(),
  /** The privacy notice shown beside the form (no checkbox: `given` is false). */
  consents: consentClaimsSchema([CONSENT_TEXTS.homeLeadNotice]).optional(),
});

export type LeadFormInput = z.infer<typeof leadFormSchema>;
