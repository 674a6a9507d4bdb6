import { object, string } from 'yup';
import { COUNTRIES } from '../countries.ts';
import { EMAIL_PATTERN, LEAD_LIMITS, LEAD_MESSAGES } from './lead-rules.ts';

/** The web form's view of the lead form: the same rules and messages as the API's Zod schema. */
export const leadFormYupSchema = object({
  fullName: string()
    .trim()
    .required(LEAD_MESSAGES.fullName)
    .min(LEAD_LIMITS.fullNameMin, LEAD_MESSAGES.fullName)
    .max(LEAD_LIMITS.fullNameMax, LEAD_MESSAGES.fullNameTooLong),
  email: string()
    .trim()
    .required(LEAD_MESSAGES.email)
    .max(LEAD_LIMITS.emailMax, LEAD_MESSAGES.email)
    .matches(EMAIL_PATTERN, LEAD_MESSAGES.email),
  phone: string()
    .trim()
    .required(LEAD_MESSAGES.phone)
    .min(LEAD_LIMITS.phoneMin, LEAD_MESSAGES.phone)
    .max(LEAD_LIMITS.phoneMax, LEAD_MESSAGES.phone),
  country: string().oneOf(['', ...COUNTRIES], LEAD_MESSAGES.country).optional(),
});

export type LeadFormValues = { fullName: string; email: string; phone: string; country: string };
