import { LOGIN_MESSAGES, LOGIN_THROTTLE } from '#shared/auth/login-rules.ts';
import { recordAudit, staffTarget } from '../data/audit-log.ts';
import { countLoginFailures, loginWindow, recordLoginFailure } from '../data/login-failures.ts';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * Answers 429 with Retry-After (seconds to the end of the window) when this window already holds too many failed
 * logins for the username from the address, or from the address across usernames. Checked before Cognito is asked,
 * and the same answer whether or not the username exists.
 */
export async function refuseWhenThrottled(ip: string, username: string, now: Date): Promise<void> {
  const failures = await countLoginFailures(ip, username, now);
  if (failures.byUsername < LOGIN_THROTTLE.failuresPerUsername && failures.byAddress < LOGIN_THROTTLE.failuresPerAddress) return;
  const retryAfter = Math.max(1, Math.ceil(loginWindow(now).end - now.getTime() / 1000));
  throw tooManyRequests(LOGIN_MESSAGES.tooManyAttempts, retryAfter);
}

/** Counts a failed login towards the throttle and records it in the audit log (never the password). */
export async function loginFailed(ip: string, username: string, now: Date): Promise<void> {
  await Promise.all([
    recordLoginFailure(ip, username, now),
    recordAudit({ actor: username, action: 'auth.login.failed', target: staffTarget(username), ip }),
  ]);
}
