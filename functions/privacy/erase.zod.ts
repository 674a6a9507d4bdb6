import * as z from 'zod';
import { PRIVACY_ERASE_MESSAGES } from '#shared/admin/privacy-messages.ts';
import { answeredRequestIdSchema } from './answered-request.zod.ts';
import { personQuerySchema } from './person.zod.ts';

/**
 * POST /api/admin/privacy/erase: the person (by e-mail or phone, as the Privacy view searched them, with the same
 * rules), the data request it answers (optional), and `confirm: true`, which the view sends only after staff
 * confirmed: an erasure cannot be undone.
 */
export const eraseBodySchema = personQuerySchema
  .safeExtend({
    requestId: answeredRequestIdSchema,
    confirm: z.literal(true, { error: PRIVACY_ERASE_MESSAGES.confirm }),
  })
  .strict();
export type EraseBodyInput = z.infer<typeof eraseBodySchema>;
