/**
 * Every text of team accounts (ours: the spec has no Team view): what the API answers, what the Team view and its
 * invite form show, its toasts, the audit log's words for its changes, and the e-mails (an invitation, a password
 * reset) with the login address and the temporary password.
 */
import type { ToastMessage } from '../main-site/messages.ts';
import { TEAM_LIMITS } from './team-rules.ts';

/** What the team routes answer (and the invite form shows under its fields). */
export const TEAM_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Use at most ${TEAM_LIMITS.nameMax} characters`,
  emailRequired: 'E-mail is required',
  emailInvalid: 'Please enter a valid e-mail address',
  usernameRequired: 'Username is required',
  usernameInvalid: `Use ${TEAM_LIMITS.usernameMin} to ${TEAM_LIMITS.usernameMax} lower-case letters, digits, dots, hyphens or underscores, starting with a letter or digit`,
  usernameTaken: 'This username is taken. Choose another.',
  emailTaken: 'A member of the team already has this e-mail address.',
  memberNotFound: 'No member of the team has this username.',
  cannotDisableSelf: 'You cannot disable your own account.',
  lastEnabled: 'The last enabled account cannot be disabled.',
  notInvited: 'This member has already chosen a password: use Reset password instead.',
  memberDisabled: 'This account is disabled. Enable it first.',
  /** E-mail to the address bounced or was marked as spam (our suppression list): the temporary password cannot reach it. */
  emailSuppressed: 'E-mail to this address bounced or was marked as spam, so the invitation cannot reach it. Use another address.',
  memberEmailSuppressed: "E-mail to this member's address bounced or was marked as spam, so a temporary password cannot reach them. Nothing was changed.",
  /** The account exists but the e-mail did not go: the member is listed, and Resend invitation sends it again. */
  emailNotSent: 'The account is ready, but the e-mail could not be sent. Use Resend invitation to try again.',
} as const;

/** The Team view (opened from the dashboard header, ?dialog=team) and its invite form. */
export const TEAM_COPY = {
  open: 'Team',
  title: 'Team',
  close: 'Close team',
  intro: 'The staff accounts that can log in to this dashboard.',
  caption: 'Team members',
  loading: 'Loading team...',
  error: 'The team could not be loaded.',
  empty: 'No staff accounts yet.',
  name: 'Name',
  email: 'E-mail',
  username: 'Username',
  account: 'Account',
  authenticator: 'Authenticator',
  lastLogin: 'Last login',
  actions: 'Actions',
  enabled: 'Enabled',
  disabled: 'Disabled',
  active: 'Active',
  invited: 'Invited',
  invitationExpired: 'Invitation expired',
  authenticatorSetUp: 'Set up',
  authenticatorMissing: 'Not set up',
  never: 'Never',
  you: 'You',
  invite: 'Invite member',
  inviteTitle: 'Invite a member of staff',
  inviteIntro: `They get an e-mail with the login address, their username and a temporary password valid for ${TEAM_LIMITS.temporaryPasswordDays} days.`,
  usernameHint: 'Lower-case letters, digits, dots, hyphens or underscores. Not an e-mail address.',
  sendInvitation: 'Send invitation',
  cancel: 'Cancel',
  resendInvitation: 'Resend invitation',
  resetPassword: 'Reset password',
  disable: 'Disable',
  enable: 'Enable',
  resetAuthenticator: 'Reset authenticator',
  confirmTitle: {
    resetPassword: 'Reset password?',
    disable: 'Disable account?',
    resetAuthenticator: 'Reset authenticator?',
  },
  confirmQuestion: {
    resetPassword: (name: string) =>
      `${name} gets an e-mail with a temporary password and chooses a new password at their next login.`,
    disable: (name: string) => `${name} is logged out at once and cannot log in until the account is enabled again.`,
    resetAuthenticator: (name: string) => `${name} sets up an authenticator app again at their next login.`,
  },
  confirm: {
    resetPassword: 'Reset password',
    disable: 'Disable',
    resetAuthenticator: 'Reset authenticator',
  },
} as const;

/** The Team view's toasts: the server's message replaces the description of a failure when it sends one. */
export const TEAM_TOASTS = {
  invited: { title: 'Invitation sent', description: 'The new member can log in with the e-mailed temporary password.', variant: 'default' },
  inviteFailed: { title: 'Invitation not sent', description: 'The member could not be invited. Please try again.', variant: 'destructive' },
  resent: { title: 'Invitation sent again', description: 'A new temporary password is on its way.', variant: 'default' },
  passwordReset: { title: 'Password reset', description: 'A temporary password is on its way.', variant: 'default' },
  disabled: { title: 'Account disabled', description: 'Their sessions have ended.', variant: 'default' },
  enabled: { title: 'Account enabled', description: 'They can log in again.', variant: 'default' },
  authenticatorReset: { title: 'Authenticator reset', description: 'They set up an authenticator app at their next login.', variant: 'default' },
  changeFailed: { title: 'Not changed', description: 'The account could not be changed. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/** The audit actions of team changes (target `team#<username>`). */
export const TEAM_AUDIT_ACTIONS = {
  invite: 'team.invite',
  resendInvitation: 'team.invitation.resend',
  resetPassword: 'team.password.reset',
  disable: 'team.disable',
  enable: 'team.enable',
  resetAuthenticator: 'team.authenticator.reset',
  /** An account of the admin group the Team view had no record of (created with the AWS CLI): now counted. */
  enrol: 'team.enrol',
  /** An account that left the admin group, or was disabled outside the Team view: no longer counted as enabled. */
  retire: 'team.retire',
} as const;

/** How the audit log reads team changes (merged into AUDIT_ACTION_LABELS). */
export const TEAM_AUDIT_LABELS: Record<string, string> = {
  [TEAM_AUDIT_ACTIONS.invite]: 'Team member invited',
  [TEAM_AUDIT_ACTIONS.resendInvitation]: 'Invitation sent again',
  [TEAM_AUDIT_ACTIONS.resetPassword]: 'Team member password reset',
  [TEAM_AUDIT_ACTIONS.disable]: 'Team member disabled',
  [TEAM_AUDIT_ACTIONS.enable]: 'Team member enabled',
  [TEAM_AUDIT_ACTIONS.resetAuthenticator]: 'Team member authenticator reset',
  [TEAM_AUDIT_ACTIONS.enrol]: 'Staff account added to the team',
  [TEAM_AUDIT_ACTIONS.retire]: 'Staff account left the team',
};

/** What an e-mail with a temporary password says: why it came, where to log in, with what. */
export type TemporaryPasswordEmail = { name: string; username: string; temporaryPassword: string; loginUrl: string };

const lines = (intro: string, { name, username, temporaryPassword, loginUrl }: TemporaryPasswordEmail) =>
  [
    `Hello ${name},`,
    '',
    intro,
    '',
    `Log in at: ${loginUrl}`,
    `Username: ${username}`,
    `Temporary password: ${temporaryPassword}`,
    '',
    `The temporary password works for ${TEAM_LIMITS.temporaryPasswordDays} days. At your first login you choose your own password.`,
    'If you did not expect this e-mail, ignore it or tell the person who manages the team.',
  ].join('\n');

/** The e-mails the team routes send through SES (locally the stand-in mailbox). */
export const TEAM_EMAILS = {
  invitation: {
    subject: 'Your invitation to the admin dashboard',
    body: (email: TemporaryPasswordEmail) => lines('You have been invited to the admin dashboard.', email),
  },
  passwordReset: {
    subject: 'Your admin dashboard password was reset',
    body: (email: TemporaryPasswordEmail) => lines('Your password for the admin dashboard was reset.', email),
  },
} as const;
