import * as z from 'zod';
import { PRIVACY_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { EMAIL_PATTERN } from '#shared/lead/lead-rules.ts';

/** Digits a number typed into the search must have at least (a shorter one would match too many people). */
const PHONE_DIGITS_MIN = 6;

/** ?email=<address> or ?phone=<number, any spelling>: exactly one of them. */
export const personQuerySchema = z
  .object({
    email: z.string().trim().max(254, PRIVACY_MESSAGES.email).regex(EMAIL_PATTERN, PRIVACY_MESSAGES.email).optional(),
    phone: z
      .string()
      .trim()
      .max(40, PRIVACY_MESSAGES.phone)
      .refine((value) => /^[\d\s+\-().]+$/.test(value) && value.replace(/\D/g, '').length >= PHONE_DIGITS_MIN, PRIVACY_MESSAGES.phone)
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.email === undefined && query.phone === undefined) context.addIssue({ code: 'custom', path: ['email'], message: PRIVACY_MESSAGES.emailOrPhone });
    if (query.email !== undefined && query.phone !== undefined) context.addIssue({ code: 'custom', path: ['phone'], message: PRIVACY_MESSAGES.oneOfThem });
  });
export type PersonQueryInput = z.infer<typeof personQuerySchema>;
