import * as z from 'zod';
import { COUNTRIES } from '../countries.ts';
import { EMAIL_PATTERN, LEAD_LIMITS, LEAD_MESSAGES } from '../lead/lead-rules.ts';
import { LEAD_EDIT_FIELDS, LEAD_EDIT_LIMITS, LEAD_EDIT_MESSAGES } from './lead-edit-rules.ts';

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).optional();

/**
 * The API's view of a lead correction (PATCH /api/leads/{id}): only the fields sent change. The name, e-mail and
 * phone follow the public lead form (a phone may also be emptied: leads from the UK forms have none); the country is
 * one of the form's list or empty (cleared).
 */
export const leadEditSchema = z
  .object({
    fullName: z
      .string({ error: LEAD_MESSAGES.fullName })
      .trim()
      .min(LEAD_LIMITS.fullNameMin, LEAD_MESSAGES.fullName)
      .max(LEAD_LIMITS.fullNameMax, LEAD_MESSAGES.fullNameTooLong)
      .optional(),
    email: z
      .string({ error: LEAD_MESSAGES.email })
      .trim()
      .max(LEAD_LIMITS.emailMax, LEAD_MESSAGES.email)
      .regex(EMAIL_PATTERN, LEAD_MESSAGES.email)
      .optional(),
    phone: z
      .string({ error: LEAD_MESSAGES.phone })
      .trim()
      .refine((value) => value === '' || (value.length >= LEAD_LIMITS.phoneMin && value.length <= LEAD_LIMITS.phoneMax), LEAD_MESSAGES.phone)
      .optional(),
    companyName: optionalText(LEAD_EDIT_LIMITS.companyNameMax, LEAD_EDIT_MESSAGES.companyName),
    businessActivity: optionalText(LEAD_EDIT_LIMITS.businessActivityMax, LEAD_EDIT_MESSAGES.businessActivity),
    preferredStructure: optionalText(LEAD_EDIT_LIMITS.preferredStructureMax, LEAD_EDIT_MESSAGES.preferredStructure),
    country: z.enum(['', ...COUNTRIES], { error: LEAD_MESSAGES.country }).optional(),
    additionalRequirements: optionalText(LEAD_EDIT_LIMITS.additionalRequirementsMax, LEAD_EDIT_MESSAGES.additionalRequirements),
  })
  .refine((body) => LEAD_EDIT_FIELDS.some((field) => body[field] !== undefined), { message: LEAD_EDIT_MESSAGES.nothingToChange });

export type LeadEditInput = z.infer<typeof leadEditSchema>;
