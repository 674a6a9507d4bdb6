/** The contact routes' bodies (POST /api/leads/{id}/contact-attempts and /contacts), with shared/admin/contact-messages.ts's words. */
import * as z from 'zod';
import { CONTACT_CHANNELS, CONTACT_OUTCOME_MAX_LENGTH } from '#shared/admin/api-contract.ts';
import { CONTACT_MESSAGES } from '#shared/admin/contact-messages.ts';
import { followUpBodySchema } from './follow-up.zod.ts';

/** An attempt is an action staff opened on the lead: 'other' (a contact made elsewhere) is only ever confirmed. */
const ATTEMPT_CHANNELS = CONTACT_CHANNELS.filter((channel) => channel !== 'other') as ['whatsapp', 'call', 'email'];

export const contactAttemptBodySchema = z.object({ channel: z.enum(ATTEMPT_CHANNELS, { error: CONTACT_MESSAGES.attemptChannel }) });
export type ContactAttemptBody = z.infer<typeof contactAttemptBodySchema>;

export const contactBodySchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: CONTACT_MESSAGES.channel }),
  outcome: z
    .string({ error: CONTACT_MESSAGES.outcome })
    .trim()
    .max(CONTACT_OUTCOME_MAX_LENGTH, CONTACT_MESSAGES.outcome)
    .optional()
    // An outcome of only spaces is no outcome.
    .transform((value) => value || undefined),
  // The lead's next follow-up, moved here by the contact; without it, the contact clears the follow-up.
  followUp: followUpBodySchema.optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
