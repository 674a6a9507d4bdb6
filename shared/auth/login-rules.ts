/** The staff login's rules and messages (spec uk-and-admin.md sections 5 and 8). */
export const LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failureTitle: 'Access Denied',
  successTitle: 'Welcome!',
  success: 'Admin access granted. Loading dashboard...',
  /** Ours (the spec has no throttle): the same words whether or not the username exists. */
  tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
} as const;

/** Lengths beyond any real username or password; longer input is refused before it reaches Cognito. */
export const LOGIN_LIMITS = { usernameMax: 128, passwordMax: 256 } as const;

/**
 * Failed logins allowed per fixed window before login from that address answers 429: per username from one address,
 * and per address across usernames. Fixed numbers on purpose: no rate-limit multiplier applies to them.
 */
export const LOGIN_THROTTLE = { windowSeconds: 15 * 60, failuresPerUsername: 5, failuresPerAddress: 20 } as const;
