/** PATCH /api/leads/{id}/owner's body, with shared/admin/lead-owner-messages.ts's words. */
import * as z from 'zod';
import { LOGIN_LIMITS } from '#shared/auth/login-rules.ts';
import { LEAD_OWNER_MESSAGES } from '#shared/admin/lead-owner-messages.ts';

/**
 * The new owner: a username as the pool may hold it (the team routes' rule: at most the login form's length, no spaces
 * or slashes), or null for unassigned. Whether it is an enabled member of staff the roster decides (lead-owners.ts).
 */
export const leadOwnerBodySchema = z.object({
  owner: z.union(
    [
      z.null(),
      z
        .string()
        .min(1, LEAD_OWNER_MESSAGES.owner)
        .max(LOGIN_LIMITS.usernameMax, LEAD_OWNER_MESSAGES.owner)
        .regex(/^[^\s/]+$/u, LEAD_OWNER_MESSAGES.owner),
    ],
    { error: LEAD_OWNER_MESSAGES.owner },
  ),
});
export type LeadOwnerBody = z.infer<typeof leadOwnerBodySchema>;
