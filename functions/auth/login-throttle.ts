import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { recordAudit, staffTarget } from '../data/audit-log.ts';
import { countLoginAttempt, loginWindow, type LoginAttempt } from '../data/login-failures.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { addressKey } from '../lib/viewer-ip.ts';

/**
 * Counts the attempt as a failure before Cognito is asked (the caller gives it back when it was not one), or answers
 * 429 with Retry-After (seconds to the end of the window) when this window already holds too many failed logins for
 * the username from the address, or from the address across usernames. The same answer whether or not the username
 * exists. The address counts by its key (`addressKey`): an IPv6 address by its /64, which one customer holds whole.
 */
export async function countAttemptOrRefuse(ip: string, username: string, now: Date): Promise<LoginAttempt> {
  const attempt = await countLoginAttempt(addressKey(ip), username, now);
  if (attempt) {
    return {
      // Failing to give an attempt back over-counts by one; it must not turn a good login into an error.
      giveBack: () => attempt.giveBack().catch((error: unknown) => logger.warn('Could not give back a login attempt', { error })),
    };
  }
  const retryAfter = Math.max(1, Math.ceil(loginWindow(now).end - now.getTime() / 1000));
  throw tooManyRequests(LOGIN_MESSAGES.tooManyAttempts, retryAfter);
}

/** Records a failed login in the audit log (never the password); the throttle counted it already. */
export async function auditFailedLogin(ip: string, username: string): Promise<void> {
  await recordAudit({ actor: username, action: 'auth.login.failed', target: staffTarget(username), ip });
}
