import { object, string } from 'yup';
import { TEAM_MESSAGES } from './team-messages.ts';
import { EMAIL_PATTERN, TEAM_LIMITS, USERNAME_PATTERN, type TeamInvitationInput } from './team-rules.ts';

/** The invite form: the same rules and messages as the API's Zod schema (team.zod.ts). */
export const teamInvitationYupSchema = object({
  name: string().trim().required(TEAM_MESSAGES.nameRequired).max(TEAM_LIMITS.nameMax, TEAM_MESSAGES.nameTooLong),
  email: string()
    .trim()
    .required(TEAM_MESSAGES.emailRequired)
    .max(TEAM_LIMITS.emailMax, TEAM_MESSAGES.emailInvalid)
    .matches(EMAIL_PATTERN, TEAM_MESSAGES.emailInvalid),
  username: string()
    .trim()
    .required(TEAM_MESSAGES.usernameRequired)
    .min(TEAM_LIMITS.usernameMin, TEAM_MESSAGES.usernameInvalid)
    .max(TEAM_LIMITS.usernameMax, TEAM_MESSAGES.usernameInvalid)
    .matches(USERNAME_PATTERN, TEAM_MESSAGES.usernameInvalid),
});

export type TeamInvitationFormValues = TeamInvitationInput;
