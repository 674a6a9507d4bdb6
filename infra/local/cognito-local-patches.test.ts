import { LOCAL_ENROL_TARGET, patchCognitoLocal } from './cognito-local-patches.ts';

type Targets = Parameters<typeof patchCognitoLocal>[0];
type Services = Parameters<Targets[string]>[0];
type User = Record<string, unknown> & { Username: string };

class UserNotFoundError extends Error {}
class InvalidParameterError extends Error {}
const errors = { UserNotFoundError, InvalidParameterError };
const ctx = { logger: {} };

/** A one-user pool as cognito-local's services see it, recording saved users and stored refresh tokens. */
function poolWith(user: User | null) {
  const saved: User[] = [];
  const refreshTokens: [string, string][] = [];
  const pool = {
    getUserByUsername: async () => saved.at(-1) ?? user,
    saveUser: async (_ctx: unknown, next: User) => void saved.push(next),
    storeRefreshToken: async (_ctx: unknown, token: string, owner: User) => void refreshTokens.push([token, owner.Username]),
  };
  const services = { cognito: { getUserPool: async () => pool, getUserPoolForClientId: async () => pool } } as unknown as Services;
  return { services, saved, refreshTokens };
}

/** cognito-local's own RespondToAuthChallenge, as far as the patch sees it: tokens, refresh token included. */
const issuingTokens = () => async () => ({ ChallengeParameters: {}, AuthenticationResult: { IdToken: 'id', RefreshToken: 'refresh-1' } });

describe("the local stand-in's patches", () => {
  it('stores the refresh token a challenge answer issued, so that session can be refreshed and revoked', async () => {
    // Prepare
    const targets: Targets = { RespondToAuthChallenge: issuingTokens };
    patchCognitoLocal(targets, errors);
    const { services, refreshTokens } = poolWith({ Username: 'amira' });

    // Act
    const answer = await targets.RespondToAuthChallenge!(services)(ctx, { ClientId: 'client', ChallengeResponses: { USERNAME: 'amira' } });

    // Assess
    expect(answer).toMatchObject({ AuthenticationResult: { RefreshToken: 'refresh-1' } });
    expect(refreshTokens).toEqual([['refresh-1', 'amira']]);
  });

  it("adds AdminSetUserMFAPreference: an operator's reset turns the authenticator off and no longer prefers it", async () => {
    // Prepare
    const targets: Targets = { RespondToAuthChallenge: issuingTokens };
    patchCognitoLocal(targets, errors);
    const enrolled = {
      Username: 'amira',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      SoftwareTokenMfaConfiguration: { Secret: 'GVSTELLCMFZGKZDVNVXXEZLTMVRXEZLU', Verified: true },
    };
    const { services, saved } = poolWith(enrolled);

    // Act
    await targets.AdminSetUserMFAPreference!(services)(ctx, {
      UserPoolId: 'pool',
      Username: 'amira',
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });

    // Assess
    expect(saved.at(-1)).toMatchObject({ UserMFASettingList: [], PreferredMfaSetting: undefined });
  });

  it('enrols a chosen base32 secret as a verified, preferred authenticator, and refuses anything else', async () => {
    // Prepare
    const targets: Targets = { RespondToAuthChallenge: issuingTokens };
    patchCognitoLocal(targets, errors);
    const { services, saved } = poolWith({ Username: 'admin' });
    const enrol = (SecretCode: string) => targets[LOCAL_ENROL_TARGET]!(services)(ctx, { UserPoolId: 'pool', Username: 'admin', SecretCode });

    // Act
    await enrol('GVSTELLCMFZGKZDVNVXXEZLTMVRXEZLU');

    // Assess
    expect(saved.at(-1)).toMatchObject({
      SoftwareTokenMfaConfiguration: { Secret: 'GVSTELLCMFZGKZDVNVXXEZLTMVRXEZLU', Verified: true },
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    await expect(enrol('not-base32!')).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(enrol('ABCDEFGH')).rejects.toBeInstanceOf(InvalidParameterError);
  });

  it('answers an unknown user as Cognito does', async () => {
    // Prepare
    const targets: Targets = { RespondToAuthChallenge: issuingTokens };
    patchCognitoLocal(targets, errors);
    const { services } = poolWith(null);

    // Act
    const reset = targets.AdminSetUserMFAPreference!(services)(ctx, { UserPoolId: 'pool', Username: 'nobody', SoftwareTokenMfaSettings: { Enabled: false } });

    // Assess
    await expect(reset).rejects.toBeInstanceOf(UserNotFoundError);
  });
});
