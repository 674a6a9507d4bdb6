/**
 * What the API tells a member of staff about their session. The spec leaves the session mechanism out ("not shown"),
 * so these are ours; the admin app shows them as they come.
 */
export const SESSION_MESSAGES = {
  /** An admin route without a valid session (none, expired, forged, or logged out). */
  loginRequired: 'Please log in.',
  /** The refresh cookie is missing, revoked or expired: the day's session is over. */
  sessionEnded: 'Your session has ended. Please log in again.',
  /** A state-changing request that did not prove it came from our own pages (CSRF token, Origin, content type). */
  forgedRequest: 'This request did not come from the admin pages. Please reload the page and try again.',
  /** The new-password challenge's session is unknown or expired (Cognito gives it three minutes). */
  challengeExpired: 'Setting your new password took too long. Please log in again.',
} as const;

/**
 * The authenticator code every staff login needs after the password (time-based one-time codes, RFC 6238): what the
 * API answers about it. Ours: the spec's login has no second step.
 */
export const MFA_MESSAGES = {
  /** Not six digits (the form and the API say the same). */
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  /** A wrong code, an old one, or one already used; counts as a failed login (the login throttle). */
  wrongCode: 'That code is not valid. Enter the current code from your authenticator app.',
  /** The code step's Cognito session is unknown, used up or expired (three minutes). */
  challengeExpired: 'Entering the code took too long. Please log in again.',
  /** The set-up step is unknown or expired (ten minutes), or its sign-in ended meanwhile. */
  setupExpired: 'Setting up your authenticator took too long. Please log in again.',
} as const;

/** The login's code step (an enrolled authenticator). */
export const MFA_COPY = {
  heading: 'Enter your authentication code',
  intro: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  code: 'Authentication code',
  submit: 'Verify',
  submitting: 'Verifying...',
  backToLogin: 'Back to login',
} as const;

/** The set-up step of a member of staff without an authenticator (first login, or after an operator's reset). */
export const MFA_SETUP_COPY = {
  heading: 'Set up your authenticator',
  intro:
    'Every staff login needs a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password). Scan the QR code with the app, then enter the 6-digit code it shows.',
  qrCode: 'QR code to scan with your authenticator app',
  secret: "Can't scan it? Add this key in the app instead:",
  code: 'Authentication code',
  submit: 'Verify and continue',
  submitting: 'Verifying...',
  backToLogin: 'Back to login',
  /** The audit log's name for the event (action `auth.mfa.enrolled`). */
  auditEnrolled: 'Authenticator set up',
} as const;

