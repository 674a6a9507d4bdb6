/** The staff login's words as the spec states them (uk-and-admin.md sections 5 and 8), copied. */
import { LOGIN_LIMITS, LOGIN_MESSAGES } from './login-rules.ts';

describe('the staff login, as the spec words it', () => {
  it('asks for a missing username and a missing password with the spec\'s messages', () => {
    expect(LOGIN_MESSAGES.username).toBe('Username is required');
    expect(LOGIN_MESSAGES.password).toBe('Password is required');
  });

  it('denies access with "Access Denied" and "Invalid credentials. Please try again."', () => {
    expect(LOGIN_MESSAGES.failureTitle).toBe('Access Denied');
    expect(LOGIN_MESSAGES.invalidCredentials).toBe('Invalid credentials. Please try again.');
  });

  it('welcomes a member of staff with "Welcome!" and "Admin access granted. Loading dashboard..."', () => {
    expect(LOGIN_MESSAGES.successTitle).toBe('Welcome!');
    expect(LOGIN_MESSAGES.success).toBe('Admin access granted. Loading dashboard...');
  });

  // Ours (the spec states no lengths): beyond any real username or password.
  it('refuses usernames over 128 and passwords over 256 characters before asking Cognito', () => {
    expect(LOGIN_LIMITS).toEqual({ usernameMax: 128, passwordMax: 256 });
  });
});
