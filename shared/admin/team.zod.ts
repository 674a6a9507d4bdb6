import * as z from 'zod';
import { LOGIN_LIMITS } from '../auth/login-rules.ts';
import { TEAM_MESSAGES } from './team-messages.ts';
import { EMAIL_PATTERN, TEAM_LIMITS, USERNAME_PATTERN } from './team-rules.ts';

const username = z
  .string({ error: TEAM_MESSAGES.usernameRequired })
  .trim()
  .min(1, TEAM_MESSAGES.usernameRequired)
  .min(TEAM_LIMITS.usernameMin, TEAM_MESSAGES.usernameInvalid)
  .max(TEAM_LIMITS.usernameMax, TEAM_MESSAGES.usernameInvalid)
  .regex(USERNAME_PATTERN, TEAM_MESSAGES.usernameInvalid);

/** POST /api/admin/team: the invitation (the invite form checks the same with team.yup.ts). */
export const teamInvitationSchema = z.object({
  name: z.string({ error: TEAM_MESSAGES.nameRequired }).trim().min(1, TEAM_MESSAGES.nameRequired).max(TEAM_LIMITS.nameMax, TEAM_MESSAGES.nameTooLong),
  email: z
    .string({ error: TEAM_MESSAGES.emailRequired })
    .trim()
    .min(1, TEAM_MESSAGES.emailRequired)
    .max(TEAM_LIMITS.emailMax, TEAM_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, TEAM_MESSAGES.emailInvalid),
  username,
});

/**
 * /api/admin/team/{username}/...: the member a change is for. Any username the pool may hold (an account created with
 * the AWS CLI need not follow the invite form's rule), at most the login form's length, without spaces or slashes.
 */
export const teamMemberPathSchema = z.object({
  username: z
    .string({ error: TEAM_MESSAGES.memberNotFound })
    .min(1, TEAM_MESSAGES.memberNotFound)
    .max(LOGIN_LIMITS.usernameMax, TEAM_MESSAGES.memberNotFound)
    .regex(/^[^\s/]+$/u, TEAM_MESSAGES.memberNotFound),
});
export type TeamMemberPath = z.infer<typeof teamMemberPathSchema>;
