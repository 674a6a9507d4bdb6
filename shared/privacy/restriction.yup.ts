/** The Restrict processing form's rule (mirrors functions/privacy/restriction.zod.ts's reason). */
import { object, string } from 'yup';
import { RESTRICTION_REASON_MAX } from './restriction.ts';
import { RESTRICTION_MESSAGES } from './restriction-messages.ts';

export const restrictionReasonSchema = object({
  reason: string().trim().required(RESTRICTION_MESSAGES.reasonRequired).max(RESTRICTION_REASON_MAX, RESTRICTION_MESSAGES.reasonTooLong),
});
