import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  InternalErrorException,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
import { acceptRateCounters, withoutRateCounters } from '../test/rate-counters.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./login.ts');
afterAll(() => issuer.stop());

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  acceptRateCounters(dynamo);
});

const updates = () => withoutRateCounters(dynamo.commandCalls(UpdateCommand)).map((call) => call.args[0].input);
/** The conditional updates that count an attempt, and the updates that give one back. */
const countedKeys = () => updates().filter((input) => input.ConditionExpression);
const givenBack = () => updates().filter((input) => !input.ConditionExpression);

// 2026-11-20T10:05:00Z: 300 s into the window that started at 10:00.
const AT = Date.parse('2026-11-20T10:05:00Z');
const logIn = (body: unknown) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/login', body, timeEpoch: AT }), lambdaContext()) as Promise<{
    statusCode: number;
    body: string;
    headers: Record<string, string>;
    cookies?: string[];
  }>;
const credentials = { username: 'amira', password: 'Correct-Passw0rd!' };
const auditPuts = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!).filter((item) => item.kind === 'audit');

describe('POST /api/auth/login', () => {
  it('answers a right password of an admin without an authenticator with the set-up step: a secret, no cookie, the tokens sealed', async () => {
    // Prepare
    const idToken = await issuer.idToken({ username: 'amira', email: 'amira@example.com' });
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: idToken, AccessToken: 'access-token-1', RefreshToken: 'refresh-token-1' } });
    cognito.on(AssociateSoftwareTokenCommand).resolves({ SecretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(200);
    const setup = JSON.parse(response.body);
    expect(setup).toEqual({
      challenge: 'MFA_SETUP',
      username: 'amira',
      challengeSession: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      secretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Dubai%20Setup%20admin:amira?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Dubai%20Setup%20admin&algorithm=SHA1&digits=6&period=30',
    });
    expect(response.cookies).toBeUndefined();
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'amira', PASSWORD: 'Correct-Passw0rd!' },
      UserContextData: { IpAddress: '203.0.113.9' },
    });
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)[0]!.args[0].input).toEqual({ AccessToken: 'access-token-1' });
    // The set-up step: ten minutes, the tokens sealed (no token, and not the session handed out, in the table).
    const step = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!).find((item) => item.kind === 'login-challenge')!;
    expect(step).toMatchObject({ step: 'MFA_SETUP', username: 'amira', expiresAt: AT / 1000 + 600, sealedTokens: expect.any(String) });
    const stored = JSON.stringify(dynamo.calls().map((call) => call.args[0].input));
    for (const secret of [idToken, 'access-token-1', 'refresh-token-1', setup.challengeSession]) expect(stored).not.toContain(secret);
    // No login yet: nothing audited; the right password is not a failure.
    expect(auditPuts()).toEqual([]);
    expect(givenBack()).toHaveLength(2);
  });

  it("answers a right password of an admin with an authenticator with Cognito's code challenge, remembered for the account", async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).resolves({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'mfa-session',
      ChallengeParameters: { USER_ID_FOR_SRP: 'amira' },
    });

    // Act
    const response = await logIn({ username: 'Amira', password: 'Correct-Passw0rd!' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', username: 'amira', challengeSession: 'mfa-session' });
    expect(response.cookies).toBeUndefined();
    const challenge = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(challenge).toMatchObject({ kind: 'login-challenge', step: 'SOFTWARE_TOKEN_MFA', username: 'amira', expiresAt: AT / 1000 + 180 });
    expect(JSON.stringify(challenge)).not.toContain('mfa-session');
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)).toHaveLength(0);
    expect(auditPuts()).toEqual([]);
    expect(givenBack()).toHaveLength(2);
  });

  it('refuses a wrong password with the spec message, counts the failure per username and per address, and audits it without the password', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));

    // Act
    const response = await logIn({ username: 'Amira', password: 'Wrong-Passw0rd!' });

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Invalid credentials. Please try again.' });
    expect(response.cookies).toBeUndefined();
    const windowStart = Date.parse('2026-11-20T10:00:00Z') / 1000;
    expect(countedKeys().map((update) => [update.Key, update.ExpressionAttributeValues![':limit']])).toEqual([
      [{ pk: 'LOGIN_FAILURES#203.0.113.9#amira', sk: `WINDOW#${windowStart}` }, 5],
      [{ pk: 'LOGIN_FAILURES#203.0.113.9', sk: `WINDOW#${windowStart}` }, 20],
    ]);
    expect(countedKeys()[0]!.UpdateExpression).toContain('ADD failures :one');
    expect(countedKeys()[0]!.ConditionExpression).toBe('attribute_not_exists(failures) OR failures < :limit');
    expect(countedKeys()[0]!.ExpressionAttributeValues).toMatchObject({ ':expiresAt': windowStart + 900 });
    expect(givenBack()).toHaveLength(0);
    expect(auditPuts()).toEqual([expect.objectContaining({ actor: 'Amira', action: 'auth.login.failed', target: 'staff#Amira' })]);
    expect(JSON.stringify(dynamo.calls().map((call) => call.args[0].input))).not.toContain('Wrong-Passw0rd!');
  });

  it('answers 429 with Retry-After to the end of the window, without asking Cognito, once a counter is at its limit', async () => {
    // Prepare
    // The username's counter is at its limit.
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    acceptRateCounters(dynamo);

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(429);
    expect(JSON.parse(response.body)).toEqual({ message: 'Too many failed login attempts. Please wait a few minutes and try again.' });
    expect(response.headers['retry-after']).toBe('600');
    expect(cognito.calls()).toHaveLength(0);
    expect(auditPuts()).toHaveLength(0);
  });

  it('answers 429 when only the address is at its limit, and takes back the count it made for the username', async () => {
    // Prepare
    // The first update is the handler stack's rate-limit counter, then the username's and the address's counters.
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({})
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }))
      .resolves({});

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(429);
    expect(givenBack().map((input) => input.Key)).toEqual([{ pk: 'LOGIN_FAILURES#203.0.113.9#amira', sk: expect.any(String) }]);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('keeps the limits at 5 per username and 20 per address whatever RATE_LIMIT_MULTIPLIER says', async () => {
    // Prepare
    process.env.RATE_LIMIT_MULTIPLIER = '100';
    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));

    // Act
    try {
      await logIn(credentials);
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
    }

    // Assess
    expect(countedKeys().map((update) => update.ExpressionAttributeValues![':limit'])).toEqual([5, 20]);
  });

  it('answers the new-password challenge for an operator-created account and remembers its session', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).resolves({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'challenge-session',
      ChallengeParameters: { USER_ID_FOR_SRP: 'amira' },
    });

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ challenge: 'NEW_PASSWORD_REQUIRED', username: 'amira', challengeSession: 'challenge-session' });
    expect(response.cookies).toBeUndefined();
    expect(givenBack()).toHaveLength(2);
    const challenge = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(challenge).toMatchObject({ kind: 'login-challenge', username: 'amira', expiresAt: AT / 1000 + 180 });
    expect(JSON.stringify(challenge)).not.toContain('challenge-session');
  });

  it('refuses an account outside the admin group like a wrong password, and counts it', async () => {
    // Prepare
    const idToken = await issuer.idToken({ groups: [] });
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: idToken, AccessToken: 'access-token' } });

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Invalid credentials. Please try again.' });
    expect(response.cookies).toBeUndefined();
    expect(givenBack()).toHaveLength(0);
    expect(auditPuts()).toEqual([expect.objectContaining({ action: 'auth.login.failed' })]);
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)).toHaveLength(0);
  });

  it('answers a readable 500 without internals when Cognito fails, and gives the counted attempt back', async () => {
    // Prepare
    cognito.on(InitiateAuthCommand).rejects(new InternalErrorException({ message: 'cognito exploded at line 7', $metadata: {} }));

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(response.body).not.toContain('exploded');
    expect(givenBack()).toHaveLength(2);
  });

  it('answers a readable 500 and never asks Cognito when the table fails', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new Error('table exploded'));

    // Act
    const response = await logIn(credentials);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('exploded');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('names the missing fields with the spec messages and asks no one', async () => {
    // Act
    const response = await logIn({ username: '  ', password: '' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(cognito.calls()).toHaveLength(0);
    expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
  });
});
