/**
 * A member of staff disabled in the Team view: their session ends at once, on every admin route (the session guard)
 * and at refresh, although Cognito's ID token stays valid for its hour; a session from before the account was enabled
 * again stays ended.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';
import { REFRESH_COOKIE, SESSION_COOKIE } from './session-config.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const issuer = await startTokenIssuer();
const { handler: me } = await import('./me.ts');
const { handler: refresh } = await import('./refresh.ts');
afterAll(() => issuer.stop());
beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
});

type Answer = { statusCode: number; body: string; cookies?: string[] };
const callMe = async (idToken: string) =>
  (await me(apiEvent({ method: 'GET', path: '/api/auth/me', cookies: [`${SESSION_COOKIE}=${idToken}`] }), lambdaContext())) as Answer;
const callRefresh = async () =>
  (await refresh(apiEvent({ method: 'POST', path: '/api/auth/refresh', cookies: [`${REFRESH_COOKIE}=refresh-token-1`] }), lambdaContext())) as Answer;
const staffRecord = (fields: Record<string, unknown>) =>
  dynamo.on(GetCommand, { Key: { pk: 'STAFF#amira', sk: 'STAFF' } }).resolves({ Item: { pk: 'STAFF#amira', sk: 'STAFF', username: 'amira', version: 2, ...fields } });
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the session of a member of staff disabled in the Team view', () => {
  it('is refused on an admin route at once (401), though the token has not expired', async () => {
    // Prepare
    staffRecord({ enabled: false });

    // Act
    const response = await callMe(await issuer.idToken({ username: 'amira' }));

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Please log in.' });
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual(
      expect.arrayContaining([expect.objectContaining({ Key: { pk: 'STAFF#amira', sk: 'STAFF' }, ConsistentRead: true })]),
    );
  });

  it('is served while the account is enabled, and when the Team view has no record of it yet', async () => {
    // Prepare
    const token = await issuer.idToken({ username: 'amira' });
    staffRecord({ enabled: true });

    // Act
    const enabled = await callMe(token);
    dynamo.reset();
    dynamo.on(GetCommand).resolves({});
    const unrecorded = await callMe(token);

    // Assess
    expect(enabled.statusCode).toBe(200);
    expect(unrecorded.statusCode).toBe(200);
  });

  it('stays ended after the account is enabled again when it began before that; a later login is served', async () => {
    // Prepare: enabled again ten seconds from the token's issue time, then a login after it
    const before = await issuer.idToken({ username: 'amira' });
    staffRecord({ enabled: true, sessionsValidFrom: nowSeconds() + 10 });

    // Act
    const old = await callMe(before);
    staffRecord({ enabled: true, sessionsValidFrom: nowSeconds() - 10 });
    const later = await callMe(before);

    // Assess
    expect(old.statusCode).toBe(401);
    expect(later.statusCode).toBe(200);
  });

  it('cannot be renewed: refresh answers 401 and sets no cookie, whatever Cognito answers', async () => {
    // Prepare: cognito-local renews a disabled user's refresh token (it never checks Enabled)
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await issuer.idToken({ username: 'amira' }) } });
    staffRecord({ enabled: false });

    // Act
    const response = await callRefresh();

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Your session has ended. Please log in again.' });
    expect(response.cookies).toBeUndefined();
  });

  it('is renewed by refresh while the account is enabled', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await issuer.idToken({ username: 'amira' }) } });
    staffRecord({ enabled: true });

    // Act
    const response = await callRefresh();

    // Assess
    expect(response.statusCode).toBe(200);
  });
});
