import * as z from 'zod';
import { RESTRICTION_REASON_MAX } from '#shared/privacy/restriction.ts';
import { RESTRICTION_MESSAGES } from '#shared/privacy/restriction-messages.ts';
import { answeredRequestIdSchema } from './answered-request.zod.ts';
import { personQuerySchema } from './person.zod.ts';

/**
 * PUT /api/admin/privacy/restriction: the person as the Privacy view finds them (an e-mail address or a phone
 * number, exactly one), `restricted`, the reason, required when restricting (shared/privacy/restriction.yup.ts
 * mirrors it for the form), and the data request it answers (optional).
 */
export const restrictionBodySchema = z
  .object({
    restricted: z.boolean({ error: RESTRICTION_MESSAGES.restricted }),
    reason: z.string({ error: RESTRICTION_MESSAGES.reasonRequired }).trim().max(RESTRICTION_REASON_MAX, RESTRICTION_MESSAGES.reasonTooLong).optional(),
    requestId: answeredRequestIdSchema,
  })
  .and(personQuerySchema)
  .superRefine((body, context) => {
    if (body.restricted === true && !body.reason) context.addIssue({ code: 'custom', path: ['reason'], message: RESTRICTION_MESSAGES.reasonRequired });
  });
export type RestrictionBodyInput = z.infer<typeof restrictionBodySchema>;

/** POST /api/admin/privacy/withdraw-consent: the person, by an e-mail address or a phone number, and the data request it answers (optional). */
export const withdrawConsentBodySchema = personQuerySchema.safeExtend({ requestId: answeredRequestIdSchema });
export type WithdrawConsentBodyInput = z.infer<typeof withdrawConsentBodySchema>;
