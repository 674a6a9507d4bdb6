import { CognitoIdentityProviderClient, NotAuthorizedException, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { decodeJwt } from 'jose';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./logout.ts');
afterAll(() => issuer.stop());
beforeEach(() => {
  cognito.reset();
  dynamo.reset();
});

type Answer = { statusCode: number; body: string; cookies?: string[] };
const CSRF = 'c'.repeat(43);
const logOut = (cookies: string[], headers: Record<string, string> = { 'x-csrf-token': CSRF }) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/logout', cookies, headers }), lambdaContext()) as Promise<Answer>;

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token at Cognito, records the ID token as revoked until it expires, audits, and deletes every cookie', async () => {
    // Prepare
    const idToken = await issuer.idToken({ username: 'amira', jti: 'token-1' });
    cognito.on(RevokeTokenCommand).resolves({});
    dynamo.on(PutCommand).resolves({});

    // Act
    const response = await logOut([`__Host-session=${idToken}`, '__Secure-refresh=refresh-token-1', `__Host-csrf=${CSRF}`]);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toEqual({ Token: 'refresh-token-1', ClientId: 'unit-client' });
    const items = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!);
    expect(items).toEqual(
      expect.arrayContaining([
        { pk: 'REVOKED#token-1', sk: 'REVOKED', kind: 'revoked-session', expiresAt: decodeJwt(idToken).exp },
        expect.objectContaining({ kind: 'audit', actor: 'amira', action: 'auth.logout', target: 'staff#amira' }),
      ]),
    );
    expect(response.cookies).toEqual([
      '__Host-session=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
      '__Secure-refresh=; Path=/api/auth/refresh; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
      '__Secure-refresh=; Path=/api/auth/logout; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
      '__Host-csrf=; Path=/; Secure; SameSite=Strict; Max-Age=0',
    ]);
  });

  it('still revokes the refresh token and deletes the cookies when the session cookie has expired', async () => {
    // Prepare
    const expired = await issuer.idToken({ expiresInSeconds: -60 });
    cognito.on(RevokeTokenCommand).resolves({});

    // Act
    const response = await logOut([`__Host-session=${expired}`, '__Secure-refresh=refresh-token-1', `__Host-csrf=${CSRF}`]);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(cognito.commandCalls(RevokeTokenCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('treats a refresh token Cognito no longer knows as already revoked', async () => {
    // Prepare
    cognito.on(RevokeTokenCommand).rejects(new NotAuthorizedException({ message: 'unknown token', $metadata: {} }));

    // Act
    const response = await logOut(['__Secure-refresh=gone', `__Host-csrf=${CSRF}`]);

    // Assess
    expect(response.statusCode).toBe(200);
  });

  it('refuses a logout without the CSRF header: nothing revoked, nothing written, no cookie touched', async () => {
    // Prepare
    const idToken = await issuer.idToken();

    // Act
    const response = await logOut([`__Host-session=${idToken}`, '__Secure-refresh=refresh-token-1', `__Host-csrf=${CSRF}`], {});

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      message: 'This request did not come from the admin pages. Please reload the page and try again.',
    });
    expect(response.cookies).toBeUndefined();
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers a readable 500 and keeps the cookies when the table fails, so the member of staff can try again', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new Error('table exploded'));

    // Act
    const response = await logOut([`__Host-session=${await issuer.idToken()}`, '__Secure-refresh=refresh-token-1', `__Host-csrf=${CSRF}`]);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('exploded');
    expect(response.cookies).toBeUndefined();
  });

  it('answers a readable 500 when Cognito cannot revoke the refresh token', async () => {
    // Prepare
    cognito.on(RevokeTokenCommand).rejects(new Error('cognito exploded'));

    // Act
    const response = await logOut(['__Secure-refresh=refresh-token-1', `__Host-csrf=${CSRF}`]);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
