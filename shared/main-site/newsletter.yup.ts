import { object, string } from 'yup';
import { NEWSLETTER_MESSAGES, NEWSLETTER_RULES } from './newsletter.ts';

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
