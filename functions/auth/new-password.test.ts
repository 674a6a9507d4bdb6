import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./new-password.ts');
afterAll(() => issuer.stop());

const AT = Date.parse('2026-11-20T10:05:00Z');
beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  // Login opened this challenge for amira a minute ago; it lasts three minutes.
  dynamo.on(GetCommand).resolves({ Item: { username: 'amira', expiresAt: AT / 1000 + 120 } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

type Answer = { statusCode: number; body: string; cookies?: string[] };
const body = { username: 'amira', newPassword: 'My-Own-Passw0rd!', challengeSession: 'challenge-session' };
const answer = (input: unknown) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/new-password', body: input, timeEpoch: AT }), lambdaContext()) as Promise<Answer>;

describe('POST /api/auth/new-password', () => {
  it('sets the new password at Cognito, closes the challenge and goes on to the authenticator set-up step, without a session', async () => {
    // Prepare
    const idToken = await issuer.idToken({ username: 'amira', email: 'amira@example.com' });
    cognito.on(RespondToAuthChallengeCommand).resolves({ AuthenticationResult: { IdToken: idToken, AccessToken: 'access-1', RefreshToken: 'refresh-1' } });
    cognito.on(AssociateSoftwareTokenCommand).resolves({ SecretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ challenge: 'MFA_SETUP', username: 'amira', secretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    expect(response.cookies).toBeUndefined();
    expect(cognito.commandCalls(RespondToAuthChallengeCommand)[0]!.args[0].input).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'challenge-session',
      ChallengeResponses: { USERNAME: 'amira', NEW_PASSWORD: 'My-Own-Passw0rd!' },
    });
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)[0]!.args[0].input).toEqual({ AccessToken: 'access-1' });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
    const written = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!);
    expect(written.map((item) => item.action ?? item.step)).toEqual(['auth.password.changed', 'MFA_SETUP']);
    expect(JSON.stringify(dynamo.calls().map((call) => call.args[0].input))).not.toContain('My-Own-Passw0rd!');
  });

  it("hands on Cognito's code challenge when the account already has an authenticator", async () => {
    // Prepare
    cognito.on(RespondToAuthChallengeCommand).resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 'mfa-session', ChallengeParameters: { USER_ID_FOR_SRP: 'amira' } });

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', username: 'amira', challengeSession: 'mfa-session' });
    expect(response.cookies).toBeUndefined();
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!).find((item) => item.step)).toMatchObject({
      step: 'SOFTWARE_TOKEN_MFA',
      username: 'amira',
    });
  });

  it("answers 400 with Cognito's reason under newPassword when Cognito refuses the password", async () => {
    // Prepare
    cognito.on(RespondToAuthChallengeCommand).rejects(
      new InvalidPasswordException({ message: 'Password does not conform to policy: Password has previously been used', $metadata: {} }),
    );

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({
      newPassword: 'Password does not conform to policy: Password has previously been used',
    });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 400 with the policy rule before asking Cognito for a password that is too weak', async () => {
    // Act
    const response = await answer({ ...body, newPassword: 'alllowercase-but-long' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({ newPassword: 'Include an uppercase letter' });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 401 when Cognito says the challenge session expired', async () => {
    // Prepare
    cognito.on(RespondToAuthChallengeCommand).rejects(
      new NotAuthorizedException({ message: 'Invalid session for the user, session is expired.', $metadata: {} }),
    );

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Setting your new password took too long. Please log in again.' });
  });

  it('answers 401 without asking Cognito for a challenge login did not open, or one past its three minutes', async () => {
    // Prepare
    dynamo.on(GetCommand).resolvesOnce({}).resolvesOnce({ Item: { username: 'amira', expiresAt: AT / 1000 - 1 } });

    // Act
    const unknown = await answer(body);
    const expired = await answer(body);

    // Assess
    expect([unknown.statusCode, expired.statusCode]).toEqual([401, 401]);
    expect(cognito.calls()).toHaveLength(0);
  });

  it("answers 401 without asking Cognito for the session of another login step (the authenticator's code)", async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { username: 'amira', step: 'SOFTWARE_TOKEN_MFA', expiresAt: AT / 1000 + 120 } });

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers a readable 500 without internals when Cognito fails', async () => {
    // Prepare
    cognito.on(RespondToAuthChallengeCommand).rejects(new Error('cognito exploded'));

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });

  it('answers a readable 500 when the table fails, and never asks Cognito', async () => {
    // Prepare
    dynamo.on(GetCommand).rejects(new Error('table exploded'));

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('exploded');
    expect(cognito.calls()).toHaveLength(0);
  });
});
