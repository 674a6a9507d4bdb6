import { object, string } from 'yup';
import { COUNTRIES } from '../countries.ts';
import { EMAIL_PATTERN, LEAD_LIMITS, LEAD_MESSAGES } from '../lead/lead-rules.ts';
import { LEAD_EDIT_LIMITS, LEAD_EDIT_MESSAGES, type LeadEditField } from './lead-edit-rules.ts';

const optionalText = (max: number, message: string) => string().trim().max(max, message);

/**
 * The admin form's view of a lead correction: the same rules and messages as the API's Zod schema. The form holds
 * every field; only those that differ from the lead as shown are sent.
 */
export const leadEditYupSchema = object({
  fullName: string()
    .trim()
    .required(LEAD_MESSAGES.fullName)
    .min(LEAD_LIMITS.fullNameMin, LEAD_MESSAGES.fullName)
    .max(LEAD_LIMITS.fullNameMax, LEAD_MESSAGES.fullNameTooLong),
  email: string().trim().required(LEAD_MESSAGES.email).max(LEAD_LIMITS.emailMax, LEAD_MESSAGES.email).matches(EMAIL_PATTERN, LEAD_MESSAGES.email),
  phone: string()
    .trim()
    .test('phone', LEAD_MESSAGES.phone, (value) => !value || (value.length >= LEAD_LIMITS.phoneMin && value.length <= LEAD_LIMITS.phoneMax)),
  companyName: optionalText(LEAD_EDIT_LIMITS.companyNameMax, LEAD_EDIT_MESSAGES.companyName),
  businessActivity: optionalText(LEAD_EDIT_LIMITS.businessActivityMax, LEAD_EDIT_MESSAGES.businessActivity),
  preferredStructure: optionalText(LEAD_EDIT_LIMITS.preferredStructureMax, LEAD_EDIT_MESSAGES.preferredStructure),
  country: string().oneOf(['', ...COUNTRIES], LEAD_MESSAGES.country),
  additionalRequirements: optionalText(LEAD_EDIT_LIMITS.additionalRequirementsMax, LEAD_EDIT_MESSAGES.additionalRequirements),
});

export type LeadEditValues = Record<LeadEditField, string>;
