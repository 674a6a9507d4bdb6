/** The follow-up route's body (PUT /api/leads/{id}/follow-up), with shared/admin/follow-up-messages.ts's words. */
import * as z from 'zod';
import { FOLLOW_UP_NOTE_MAX_LENGTH } from '#shared/admin/api-contract.ts';
import { FOLLOW_UP_MESSAGES } from '#shared/admin/follow-up-messages.ts';

/** The follow-up's date and time: an ISO date-time with its offset (the admin app sends UTC), stored as UTC ISO. */
const followUpAt = z.iso
  .datetime({ offset: true, error: FOLLOW_UP_MESSAGES.at })
  .transform((value) => new Date(value).toISOString());

const followUpNote = z
  .string({ error: FOLLOW_UP_MESSAGES.note })
  .trim()
  .max(FOLLOW_UP_NOTE_MAX_LENGTH, FOLLOW_UP_MESSAGES.note)
  .optional()
  .transform((value) => value ?? '');

export const followUpBodySchema = z.object({ at: followUpAt, note: followUpNote });
export type FollowUpBody = z.infer<typeof followUpBodySchema>;
