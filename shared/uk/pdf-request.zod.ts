import * as z from 'zod';
import { CONSENT_TEXTS } from '../privacy/consent-texts.ts';
import { consentClaimsSchema } from '../privacy/consent.zod.ts';
import { EMAIL_PATTERN, isValidOptionalPhone, UK_FORM_LIMITS, UK_FORM_MESSAGES } from './form-rules.ts';
import { EXTRACTION_METHODS, PROFIT_MESSAGE } from './tax-engine.ts';

/** The personal details as the API checks them: the same rules and messages as the web form's Yup schema. */
export const personalDetailsSchema = z.object({
  name: z
    .string({ error: UK_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, UK_FORM_MESSAGES.nameRequired)
    .max(UK_FORM_LIMITS.nameMax, UK_FORM_MESSAGES.nameTooLong),
  email: z
    .string({ error: UK_FORM_MESSAGES.emailRequired })
    .trim()
    .min(1, UK_FORM_MESSAGES.emailRequired)
    .max(UK_FORM_LIMITS.emailMax, UK_FORM_MESSAGES.email)
    .regex(EMAIL_PATTERN, UK_FORM_MESSAGES.email),
  phone: z
    .string({ error: UK_FORM_MESSAGES.phone })
    .trim()
    .optional()
    .default('')
    .refine((value) => isValidOptionalPhone(value), UK_FORM_MESSAGES.phone),
});

const amount = z.number().refine(Number.isFinite, 'Must be a finite number');

/** The calculator's result as sent in the request: every amount a finite number (z.number rejects Infinity and NaN). */
export const taxCalculationSchema = z.object({
  income: amount.refine((income) => income > 0, PROFIT_MESSAGE),
  ukPersonalTax: amount,
  ukCorporateTax: amount,
  ukNIC: amount,
  employeeNIC: amount,
  employerNIC: amount.optional(),
  dubaiPersonalTax: amount,
  dubaiCorporateTax: amount,
  totalUKTax: amount,
  totalDubaiTax: amount,
  totalSavings: amount,
  savingsPercentage: amount,
  extractionMethod: z.enum(EXTRACTION_METHODS),
});

/**
 * The privacy consent box the form shows. The form cannot be sent without it ticked (canSubmitPdfRequest, the Yup
 * schema); a body that names it unticked is refused with the form's own message. Requests queued by a page from
 * before consents were sent carry none and are still accepted.
 */
const reportConsents = consentClaimsSchema([CONSENT_TEXTS.ukReportPrivacy])
  .refine((claims) => claims.some((claim) => claim.id === CONSENT_TEXTS.ukReportPrivacy.id && claim.given), UK_FORM_MESSAGES.consent)
  .optional();

/** POST /api/tax-report body. */
export const taxReportRequestSchema = z.object({
  calculation: taxCalculationSchema,
  timestamp: z.iso.datetime({ offset: true }),
  personalDetails: personalDetailsSchema,
  consents: reportConsents,
});

export type TaxReportRequestInput = z.infer<typeof taxReportRequestSchema>;
