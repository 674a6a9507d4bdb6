import {
  CodeMismatchException,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { acceptRateCounters, withoutRateCounters } from '../test/rate-counters.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';
import { REFRESH_COOKIE, SESSION_COOKIE } from './session-config.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./mfa.ts');
afterAll(() => issuer.stop());

// 2026-11-20T10:05:00Z: 300 s into the login throttle's window that started at 10:00.
const AT = Date.parse('2026-11-20T10:05:00Z');
beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  // Login opened this code challenge for amira a minute ago; it lasts three minutes.
  dynamo.on(GetCommand).resolves({ Item: { username: 'amira', step: 'SOFTWARE_TOKEN_MFA', expiresAt: AT / 1000 + 120 } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  acceptRateCounters(dynamo);
});

type Answer = { statusCode: number; body: string; headers: Record<string, string>; cookies?: string[] };
const body = { username: 'amira', challengeSession: 'mfa-session', code: '123456' };
const answer = (input: unknown) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/mfa', body: input, timeEpoch: AT }), lambdaContext()) as Promise<Answer>;

const updates = () => withoutRateCounters(dynamo.commandCalls(UpdateCommand)).map((call) => call.args[0].input);
const countedKeys = () => updates().filter((input) => input.ConditionExpression);
const givenBack = () => updates().filter((input) => !input.ConditionExpression);
const audited = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!).filter((item) => item.kind === 'audit');

describe('POST /api/auth/mfa', () => {
  it("answers Cognito's code challenge with the code and opens the session: cookies, the staff member, the login audited", async () => {
    // Prepare
    const idToken = await issuer.idToken({ username: 'amira', email: 'amira@example.com' });
    cognito.on(RespondToAuthChallengeCommand).resolves({ AuthenticationResult: { IdToken: idToken, RefreshToken: 'refresh-1' } });

    // Act
    const response = await answer({ ...body, code: '123 456' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ username: 'amira', email: 'amira@example.com' });
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=${idToken};`)), expect.stringMatching(new RegExp(`^${REFRESH_COOKIE}=refresh-1;`))]),
    );
    expect(cognito.commandCalls(RespondToAuthChallengeCommand)[0]!.args[0].input).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'mfa-session',
      ChallengeResponses: { USERNAME: 'amira', SOFTWARE_TOKEN_MFA_CODE: '123456' },
      UserContextData: { IpAddress: '203.0.113.9' },
    });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(audited()).toEqual([expect.objectContaining({ actor: 'amira', action: 'auth.login', target: 'staff#amira', ip: '203.0.113.9' })]);
    expect(countedKeys()).toHaveLength(2);
    expect(givenBack()).toHaveLength(2);
  });

  it('refuses a wrong code with its message, counts it in the login throttle like a wrong password, audits it and keeps the challenge open', async () => {
    // Prepare
    cognito.on(RespondToAuthChallengeCommand).rejects(new CodeMismatchException({ message: 'Invalid code received for user', $metadata: {} }));

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'That code is not valid. Enter the current code from your authenticator app.' });
    expect(response.cookies).toBeUndefined();
    const windowStart = Date.parse('2026-11-20T10:00:00Z') / 1000;
    expect(countedKeys().map((update) => [update.Key, update.ExpressionAttributeValues![':limit']])).toEqual([
      [{ pk: 'LOGIN_FAILURES#203.0.113.9#amira', sk: `WINDOW#${windowStart}` }, 5],
      [{ pk: 'LOGIN_FAILURES#203.0.113.9', sk: `WINDOW#${windowStart}` }, 20],
    ]);
    expect(givenBack()).toHaveLength(0);
    expect(audited()).toEqual([expect.objectContaining({ actor: 'amira', action: 'auth.login.failed', target: 'staff#amira' })]);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 429 with the login throttle message, without asking Cognito, once the failures are at their limit', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    acceptRateCounters(dynamo);

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(429);
    expect(JSON.parse(response.body)).toEqual({ message: 'Too many failed login attempts. Please wait a few minutes and try again.' });
    expect(response.headers['retry-after']).toBe('600');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 401 without asking Cognito for a challenge login did not open, an expired one, a new-password one, or another account', async () => {
    // Prepare
    dynamo
      .on(GetCommand)
      .resolvesOnce({})
      .resolvesOnce({ Item: { username: 'amira', step: 'SOFTWARE_TOKEN_MFA', expiresAt: AT / 1000 - 1 } })
      .resolvesOnce({ Item: { username: 'amira', expiresAt: AT / 1000 + 120 } })
      .resolvesOnce({ Item: { username: 'omar', step: 'SOFTWARE_TOKEN_MFA', expiresAt: AT / 1000 + 120 } });

    // Act
    const answers = [await answer(body), await answer(body), await answer(body), await answer(body)];

    // Assess
    expect(answers.map((each) => each.statusCode)).toEqual([401, 401, 401, 401]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ message: 'Entering the code took too long. Please log in again.' });
    expect(cognito.calls()).toHaveLength(0);
    expect(countedKeys()).toHaveLength(0);
  });

  it('answers 401 and closes the challenge when Cognito says its session is used up or expired, without counting a failure', async () => {
    // Prepare
    cognito.on(RespondToAuthChallengeCommand).rejects(new NotAuthorizedException({ message: 'Invalid session for the user.', $metadata: {} }));

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Entering the code took too long. Please log in again.' });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(givenBack()).toHaveLength(2);
    expect(audited()).toEqual([]);
  });

  it('refuses a member removed from the admin group meanwhile like a wrong password', async () => {
    // Prepare
    const idToken = await issuer.idToken({ groups: [] });
    cognito.on(RespondToAuthChallengeCommand).resolves({ AuthenticationResult: { IdToken: idToken } });

    // Act
    const response = await answer(body);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Invalid credentials. Please try again.' });
    expect(response.cookies).toBeUndefined();
    expect(audited()).toEqual([expect.objectContaining({ action: 'auth.login.failed' })]);
  });

  it('names a code that is not six digits, and asks no one', async () => {
    // Act
    const letters = await answer({ ...body, code: 'abcdef' });
    const short = await answer({ ...body, code: '12345' });
    const missing = await answer({ username: 'amira', challengeSession: 'mfa-session' });

    // Assess
    for (const response of [letters, short, missing]) {
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).fieldErrors).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });
    }
    expect(cognito.calls()).toHaveLength(0);
    expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
  });
});
