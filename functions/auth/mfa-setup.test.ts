import {
  CodeMismatchException,
  CognitoIdentityProviderClient,
  EnableSoftwareTokenMFAException,
  NotAuthorizedException,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { newSetupSession, openMfaSetup } from '../data/login-challenges.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { acceptRateCounters, withoutRateCounters } from '../test/rate-counters.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';
import { REFRESH_COOKIE, SESSION_COOKIE } from './session-config.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./mfa-setup.ts');
afterAll(() => issuer.stop());

const AT = Date.parse('2026-11-20T10:05:00Z');
let idToken: string;
let setupSession: string;
/** The set-up step as login stored it (sealed tokens), opened two minutes ago for amira. */
let storedStep: Record<string, unknown>;

beforeEach(async () => {
  process.env.TABLE_NAME ??= 'unit-table';
  cognito.reset();
  dynamo.reset();
  idToken = await issuer.idToken({ username: 'amira', email: 'amira@example.com' });
  setupSession = newSetupSession();
  dynamo.on(PutCommand).resolves({});
  await openMfaSetup(setupSession, 'amira', { idToken, accessToken: 'access-1', refreshToken: 'refresh-1' }, new Date(AT - 120_000));
  storedStep = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: storedStep });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  acceptRateCounters(dynamo);
  cognito.on(VerifySoftwareTokenCommand).resolves({ Status: 'SUCCESS' });
  cognito.on(SetUserMFAPreferenceCommand).resolves({});
});

type Answer = { statusCode: number; body: string; headers: Record<string, string>; cookies?: string[] };
const confirm = (input: unknown) =>
  handler(apiEvent({ method: 'POST', path: '/api/auth/mfa-setup', body: input, timeEpoch: AT }), lambdaContext()) as Promise<Answer>;
const body = () => ({ username: 'amira', challengeSession: setupSession, code: '654321' });

const updates = () => withoutRateCounters(dynamo.commandCalls(UpdateCommand)).map((call) => call.args[0].input);
const countedKeys = () => updates().filter((input) => input.ConditionExpression);
const givenBack = () => updates().filter((input) => !input.ConditionExpression);
const audited = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!).filter((item) => item.kind === 'audit');

describe('POST /api/auth/mfa-setup', () => {
  it('confirms the first code at Cognito, makes the authenticator required for the account, audits it, then opens the session', async () => {
    // Act
    const response = await confirm(body());

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ username: 'amira', email: 'amira@example.com' });
    expect(cognito.commandCalls(VerifySoftwareTokenCommand)[0]!.args[0].input).toEqual({ AccessToken: 'access-1', UserCode: '654321' });
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)[0]!.args[0].input).toEqual({
      AccessToken: 'access-1',
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    // The session is the one Cognito issued at the password step, kept sealed until now.
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=${idToken};`)), expect.stringMatching(new RegExp(`^${REFRESH_COOKIE}=refresh-1;`))]),
    );
    expect(audited().map((item) => [item.action, item.actor, item.target])).toEqual([
      ['auth.mfa.enrolled', 'amira', 'staff#amira'],
      ['auth.login', 'amira', 'staff#amira'],
    ]);
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input.Key).toEqual({ pk: storedStep.pk, sk: 'CHALLENGE' });
    expect(givenBack()).toHaveLength(2);
  });

  it('refuses a wrong first code with its message, counts and audits it as a failed login, and keeps the step open with no session', async () => {
    // Prepare
    cognito.on(VerifySoftwareTokenCommand).rejects(new EnableSoftwareTokenMFAException({ message: 'Code mismatch', $metadata: {} }));

    // Act
    const response = await confirm(body());

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'That code is not valid. Enter the current code from your authenticator app.' });
    expect(response.cookies).toBeUndefined();
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)).toHaveLength(0);
    expect(countedKeys().map((update) => update.Key!.pk)).toEqual(['LOGIN_FAILURES#203.0.113.9#amira', 'LOGIN_FAILURES#203.0.113.9']);
    expect(givenBack()).toHaveLength(0);
    expect(audited()).toEqual([expect.objectContaining({ action: 'auth.login.failed', actor: 'amira' })]);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it("refuses cognito-local's wrong-code answer and a verification that did not succeed alike", async () => {
    // Prepare
    cognito
      .on(VerifySoftwareTokenCommand)
      .rejectsOnce(new CodeMismatchException({ message: 'Incorrect confirmation code', $metadata: {} }))
      .resolvesOnce({ Status: 'ERROR' });

    // Act
    const first = await confirm(body());
    const second = await confirm(body());

    // Assess
    expect([first.statusCode, second.statusCode]).toEqual([401, 401]);
    expect(JSON.parse(second.body).message).toBe('That code is not valid. Enter the current code from your authenticator app.');
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)).toHaveLength(0);
  });

  it('answers 429 without asking Cognito once the login throttle is at its limit', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    acceptRateCounters(dynamo);

    // Act
    const response = await confirm(body());

    // Assess
    expect(response.statusCode).toBe(429);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 401 without asking Cognito for an unknown step, an expired one, a session that is not the one handed out, or another account', async () => {
    // Prepare
    dynamo
      .on(GetCommand)
      .resolvesOnce({})
      .resolvesOnce({ Item: { ...storedStep, expiresAt: AT / 1000 - 1 } })
      .resolves({ Item: storedStep });

    // Act
    const unknown = await confirm(body());
    const expired = await confirm(body());
    // The stored record found under another session's key cannot be opened with that session.
    const forged = await confirm({ ...body(), challengeSession: newSetupSession() });
    const otherAccount = await confirm({ ...body(), username: 'omar' });

    // Assess
    expect([unknown, expired, forged, otherAccount].map((each) => each.statusCode)).toEqual([401, 401, 401, 401]);
    expect(JSON.parse(unknown.body)).toEqual({ message: 'Setting up your authenticator took too long. Please log in again.' });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 401 and closes the step when Cognito no longer accepts the access token, without counting a failure', async () => {
    // Prepare
    cognito.on(VerifySoftwareTokenCommand).rejects(new NotAuthorizedException({ message: 'Access Token has been revoked', $metadata: {} }));

    // Act
    const response = await confirm(body());

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Setting up your authenticator took too long. Please log in again.' });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(givenBack()).toHaveLength(2);
  });

  it('keeps the tokens sealed in the table: no token and not the session in what login stored', () => {
    // Assess
    const stored = JSON.stringify(storedStep);
    for (const secret of [idToken, 'access-1', 'refresh-1', setupSession]) expect(stored).not.toContain(secret);
    expect(storedStep).toMatchObject({ kind: 'login-challenge', step: 'MFA_SETUP', username: 'amira', expiresAt: (AT - 120_000) / 1000 + 600 });
  });
});
