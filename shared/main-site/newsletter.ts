/**
 * The newsletter subscription (POST /api/newsletter, body { email }). The spec shows no format rule, only generic
 * 'Required' and 'Invalid email' messages, so the rule is the lead form's e-mail rule (one pattern for both sides) and
 * those messages. The footer form validates with Yup and the handler with Zod; newsletter.test.ts proves they agree.
 */
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
