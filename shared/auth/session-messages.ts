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
