import { CognitoIdentityProviderClient, InitiateAuthCommand, NotAuthorizedException } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
// Refresh reads the member's staff record (disabled in the Team view: disabled-staff.test.ts); none here.
const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./refresh.ts');
afterAll(() => issuer.stop());
beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
});

type Answer = { statusCode: number; body: string; cookies?: string[] };
const refresh = (cookies?: string[], headers?: Record<string, string>) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/refresh', cookies, headers }), lambdaContext()) as Promise<Answer>;

describe('POST /api/auth/refresh', () => {
  it('renews the session from the refresh cookie: a new session cookie and a fresh CSRF cookie, the refresh cookie left as it is', async () => {
    // Prepare
    const idToken = await issuer.idToken({ username: 'amira', email: 'amira@example.com' });
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: idToken } });

    // Act
    const response = await refresh(['__Secure-refresh=refresh-token-1', '__Host-csrf=old']);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ username: 'amira', email: 'amira@example.com' });
    expect(response.cookies).toEqual([
      `__Host-session=${idToken}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=3600`,
      expect.stringMatching(/^__Host-csrf=[A-Za-z0-9_-]{43}; Path=\/; Secure; SameSite=Strict; Max-Age=86400$/),
    ]);
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-token-1' },
    });
  });

  it('sets the new refresh token when Cognito rotates it', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await issuer.idToken(), RefreshToken: 'rotated' } });

    // Act
    const response = await refresh(['__Secure-refresh=refresh-token-1']);

    // Assess
    expect(response.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^__Secure-refresh=rotated; Path=\/api\/auth\/refresh;/)]));
  });

  it('answers 401 without asking Cognito when there is no refresh cookie', async () => {
    // Act
    const response = await refresh(['__Host-session=whatever']);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Your session has ended. Please log in again.' });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 401 for a revoked or expired refresh token', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Refresh Token has been revoked', $metadata: {} }));

    // Act
    const response = await refresh(['__Secure-refresh=revoked']);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toBeUndefined();
  });

  it('answers 401 when the member of staff has left the admin group since logging in', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await issuer.idToken({ groups: [] }) } });

    // Act
    const response = await refresh(['__Secure-refresh=refresh-token-1']);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toBeUndefined();
  });

  it('refuses a refresh sent from another site', async () => {
    // Act
    const response = await refresh(['__Secure-refresh=refresh-token-1'], { origin: 'https://attacker.example' });

    // Assess
    expect(response.statusCode).toBe(401);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers a readable 500 without internals when Cognito fails', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).rejects(new Error('socket hang up at 10.0.0.1'));

    // Act
    const response = await refresh(['__Secure-refresh=refresh-token-1']);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
