/** The staff login's rules and messages (spec uk-and-admin.md sections 5 and 8). */
export const LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failureTitle: 'Access Denied',
  successTitle: 'Welcome!',
  success: 'Admin access granted. Loading dashboard...',
} as const;

/** Lengths beyond any real username or password; longer input is refused before it reaches Cognito. */
export const LOGIN_LIMITS = { usernameMax: 128, passwordMax: 256 } as const;
