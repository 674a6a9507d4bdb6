/** PUT /api/admin/lead-roster's body, with shared/admin/lead-owner-messages.ts's words. */
import * as z from 'zod';
import { LEAD_OWNER_MESSAGES } from '#shared/admin/lead-owner-messages.ts';

export const leadRosterBodySchema = z.object({ roundRobin: z.boolean({ error: LEAD_OWNER_MESSAGES.roundRobin }) });
export type LeadRosterBody = z.infer<typeof leadRosterBodySchema>;
