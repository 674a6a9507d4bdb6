import * as z from 'zod';
import { NEWSLETTER_MESSAGES, NEWSLETTER_RULES } from './newsletter.ts';

/** The API's schema (Zod). Trims the address. */
export const newsletterZodSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input == null ? NEWSLETTER_MESSAGES.required : NEWSLETTER_MESSAGES.email) })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(NEWSLETTER_RULES.emailMax, NEWSLETTER_MESSAGES.email)
    .regex(NEWSLETTER_RULES.emailPattern, NEWSLETTER_MESSAGES.email),
});

/** What the newsletter form sends. */
export type NewsletterInput = z.infer<typeof newsletterZodSchema>;
