/**
 * Where cognito-local 5.3 falls short of Cognito in what the staff login needs, patched in its own process
 * (cognito-local-server.ts replaces entries of its target table before it starts). Each difference is listed in the
 * README ("Staff sessions", locally):
 * - RespondToAuthChallenge issues a refresh token but never stores it (InitiateAuth does), so a session started by the
 *   new-password or the SOFTWARE_TOKEN_MFA challenge could not be refreshed or revoked: the patch stores it;
 * - AdminSetUserMFAPreference is missing: an operator resets a lost authenticator with it (README "Operations");
 * - LocalAdminEnrolSoftwareToken is ours, not Cognito's (Cognito has no way to choose a member's TOTP secret): the
 *   local stack enrols its admin with ADMIN_TOTP_SECRET through it, so scripted runs can compute the codes.
 */

/** The x-amz-target operation of the local-only enrolment (AWSCognitoIdentityProviderService.<this>). */
export const LOCAL_ENROL_TARGET = 'LocalAdminEnrolSoftwareToken';

type User = {
  Username: string;
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
  SoftwareTokenMfaConfiguration?: { Secret: string; Verified: boolean; FriendlyDeviceName?: string };
  [key: string]: unknown;
};
type Context = { logger: unknown };
type UserPool = {
  getUserByUsername(ctx: Context, username: string): Promise<User | null>;
  saveUser(ctx: Context, user: User): Promise<void>;
  storeRefreshToken(ctx: Context, refreshToken: string, user: User): Promise<void>;
};
type Services = {
  cognito: {
    getUserPool(ctx: Context, userPoolId: string): Promise<UserPool>;
    getUserPoolForClientId(ctx: Context, clientId: string): Promise<UserPool>;
  };
};
type Request = Record<string, unknown>;
type Target = (services: Services) => (ctx: Context, req: Request) => Promise<Record<string, unknown>>;
type Errors = {
  UserNotFoundError: new (message?: string) => Error;
  InvalidParameterError: new (message?: string) => Error;
};

type MfaSettings = { Enabled?: boolean; PreferredMfa?: boolean } | undefined;

/** The user with software-token MFA switched as the settings say (SetUserMFAPreference's rules, for one method). */
function withSoftwareTokenPreference(user: User, settings: MfaSettings, errors: Errors): User {
  if (!settings) return user;
  if (settings.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
    throw new errors.InvalidParameterError('User has not verified software token MFA');
  }
  const methods = new Set(user.UserMFASettingList ?? []);
  if (settings.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
  else methods.delete('SOFTWARE_TOKEN_MFA');
  const preferred = settings.Enabled && settings.PreferredMfa ? 'SOFTWARE_TOKEN_MFA' : user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA' ? undefined : user.PreferredMfaSetting;
  return { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred };
}

/** Replaces and adds the targets above in cognito-local's target table (its `Targets` export). */
export function patchCognitoLocal(targets: Record<string, Target>, errors: Errors): void {
  const respondToAuthChallenge = targets.RespondToAuthChallenge!;
  targets.RespondToAuthChallenge = (services) => {
    const respond = respondToAuthChallenge(services);
    return async (ctx, req) => {
      const answer = await respond(ctx, req);
      const refreshToken = (answer.AuthenticationResult as { RefreshToken?: string } | undefined)?.RefreshToken;
      const username = (req.ChallengeResponses as { USERNAME?: string } | undefined)?.USERNAME;
      if (refreshToken && username) {
        const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
        // Read again: the challenge saved the user (new password, last modified) after the read above.
        const user = await userPool.getUserByUsername(ctx, username);
        if (user) await userPool.storeRefreshToken(ctx, refreshToken, user);
      }
      return answer;
    };
  };

  targets.AdminSetUserMFAPreference = ({ cognito }) => async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, String(req.UserPoolId));
    const user = await userPool.getUserByUsername(ctx, String(req.Username));
    if (!user) throw new errors.UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, withSoftwareTokenPreference(user, req.SoftwareTokenMfaSettings as MfaSettings, errors));
    return {};
  };

  targets[LOCAL_ENROL_TARGET] = ({ cognito }) => async (ctx, req) => {
    const secret = String(req.SecretCode ?? '');
    if (!/^[A-Z2-7]{16,}$/.test(secret)) throw new errors.InvalidParameterError('SecretCode must be base32 (A-Z, 2-7), at least 16 characters');
    const userPool = await cognito.getUserPool(ctx, String(req.UserPoolId));
    const user = await userPool.getUserByUsername(ctx, String(req.Username));
    if (!user) throw new errors.UserNotFoundError('User does not exist.');
    const enrolled = { ...user, SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true } };
    await userPool.saveUser(ctx, withSoftwareTokenPreference(enrolled, { Enabled: true, PreferredMfa: true }, errors));
    return {};
  };
}
