import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { recordAudit, staffTarget } from '../data/audit-log.ts';
import { staffSessionEnded } from '../data/staff-members.ts';
import { json, type ApiResult } from '../lib/responses.ts';
import { verifySessionToken } from './session.ts';
import { sessionCookies } from './session-cookies.ts';

/**
 * Turns Cognito's tokens after the last login step (the code, or the authenticator set-up) into a logged-in member of
 * staff: the ID token must verify and belong to the admin group, and the member must not be disabled in the Team view
 * (our own record: Cognito's own disable takes effect only at its next sign-in, and the local stand-in never checks
 * it); the login is audited and the answer sets the session cookies. Undefined when the account may not use the
 * dashboard (the caller answers as for a wrong password).
 */
export async function startSession(
  tokens: AuthenticationResultType | undefined,
  request: { ip: string },
): Promise<ApiResult | undefined> {
  const idToken = tokens?.IdToken;
  const session = await verifySessionToken(idToken);
  if (!idToken || !session) return undefined;
  const { username, email } = session.staff;
  if (await staffSessionEnded(username, session.authTime)) return undefined;
  await recordAudit({ actor: username, action: 'auth.login', target: staffTarget(username), ip: request.ip });
  const member: StaffMember = { username, email };
  return json(200, member, {}, sessionCookies({ idToken, refreshToken: tokens.RefreshToken }));
}
