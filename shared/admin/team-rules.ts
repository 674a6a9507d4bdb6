/**
 * Team accounts (issue 22 section 3; the spec has no Team view, so every rule here is ours): what an invitation must
 * carry, the shape of the Team view's answers and what the routes and the form refuse. The messages are in
 * team-messages.ts; the API checks these with Zod (functions/team/team.zod.ts), the invite form with Yup
 * (team.yup.ts), and a test proves both accept and refuse the same input.
 */
import { EMAIL_PATTERN } from '../lead/lead-rules.ts';

export const TEAM_LIMITS = {
  nameMax: 100,
  usernameMin: 3,
  /** Below the login form's 128: a username the Team view accepts can always be typed into the login. */
  usernameMax: 64,
  emailMax: 254,
  /**
   * Days a temporary password (an invitation, a password reset) stays valid: the user pool's
   * TemporaryPasswordValidityDays (infra/stacks/auth-stack.ts; infra/test/api-stack.test.ts checks they agree).
   */
  temporaryPasswordDays: 3,
} as const;

/**
 * A username: lower-case letters, digits, dot, hyphen and underscore, starting with a letter or digit. Never an
 * e-mail address: the pool signs in by username or e-mail alias, and Cognito refuses an e-mail-shaped username there.
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export { EMAIL_PATTERN };

/** POST /api/admin/team: invite a member of staff (the account is created with a temporary password, e-mailed). */
export type TeamInvitationInput = { name: string; email: string; username: string };

/** Where an account stands: using the admin, or invited and not yet logged in (the temporary password still valid or not). */
export type TeamMemberStatus = 'active' | 'invited' | 'invitationExpired';

/** One member of the team, as the Team view lists them (GET /api/admin/team, and every change's answer). */
export type TeamMember = {
  username: string;
  name: string;
  email: string;
  /** False once disabled: their sessions ended and they cannot log in until enabled again. */
  enabled: boolean;
  status: TeamMemberStatus;
  /** True when an authenticator app (TOTP) is set up: Cognito lists SOFTWARE_TOKEN_MFA for the account. */
  authenticator: boolean;
  /** The last successful login in our audit log (ISO time), or null when none is recorded. */
  lastLoginAt: string | null;
  /** When the current temporary password was sent (an invitation or a password reset), while one is pending. */
  invitedAt?: string;
  /** True for the member of staff asking: the view offers no Disable for one's own account. */
  you: boolean;
};

/** The state of an account the Team view shows from its Cognito status and when its temporary password was sent. */
export function memberStatus(pendingPassword: boolean, sentAt: string | undefined, now: Date): TeamMemberStatus {
  if (!pendingPassword) return 'active';
  if (!sentAt) return 'invited';
  const expiresAt = Date.parse(sentAt) + TEAM_LIMITS.temporaryPasswordDays * 24 * 60 * 60 * 1000;
  return now.getTime() >= expiresAt ? 'invitationExpired' : 'invited';
}
