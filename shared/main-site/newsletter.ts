/**
 * The newsletter subscription (POST /api/newsletter, body { email }). The spec shows no format rule, only generic
 * 'Required' and 'Invalid email' messages, so the rule is the lead form's e-mail rule (one pattern for both sides) and
 * those messages. The footer form validates with Yup and the handler with Zod; newsletter.test.ts proves they agree.
 */
import { object, string } from 'yup';
import { z } from 'zod';
import { EMAIL_PATTERN, LEAD_LIMITS } from '../lead/lead-rules.ts';
import { GENERIC_MESSAGES } from './messages.ts';

/** The newsletter's e-mail rule: required, at most 254 characters after trimming, matching EMAIL_PATTERN. */
export const NEWSLETTER_RULES = {
  emailMax: LEAD_LIMITS.emailMax,
  emailPattern: EMAIL_PATTERN,
} as const;

/** Field messages: missing -> 'Required'; anything else wrong -> 'Invalid email'. */
export const NEWSLETTER_MESSAGES = {
  required: GENERIC_MESSAGES.required,
  email: GENERIC_MESSAGES.invalidEmail,
} as const;

/** The API's schema (Zod). Trims the address. */
export const newsletterZodSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input == null ? NEWSLETTER_MESSAGES.required : NEWSLETTER_MESSAGES.email) })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(NEWSLETTER_RULES.emailMax, NEWSLETTER_MESSAGES.email)
    .regex(NEWSLETTER_RULES.emailPattern, NEWSLETTER_MESSAGES.email),
});

/** The footer form's schema (Yup). */
export const newsletterYupSchema = object({
  email: string()
    .typeError(NEWSLETTER_MESSAGES.email)
    // Yup's own trim() throws on a non-string (an object in the body); trim strings only and let typeError answer.
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(NEWSLETTER_MESSAGES.required)
    .max(NEWSLETTER_RULES.emailMax, NEWSLETTER_MESSAGES.email)
    .matches(NEWSLETTER_RULES.emailPattern, NEWSLETTER_MESSAGES.email),
});

/** What the newsletter form sends. */
export type NewsletterInput = z.infer<typeof newsletterZodSchema>;
