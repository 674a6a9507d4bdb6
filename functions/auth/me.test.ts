import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./me.ts');
afterAll(() => issuer.stop());
beforeEach(() => dynamo.reset());

type Answer = { statusCode: number; body: string };
const me = (cookies?: string[]) => handler(apiEvent({ method: 'GET', path: '/api/auth/me', cookies }), lambdaContext()) as Promise<Answer>;

describe('GET /api/auth/me', () => {
  it('answers the logged-in member of staff after checking the session was not logged out', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});
    const idToken = await issuer.idToken({ username: 'amira', email: 'amira@example.com', jti: 'token-1' });

    // Act
    const response = await me([`__Host-session=${idToken}`]);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ username: 'amira', email: 'amira@example.com' });
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ Key: { pk: 'REVOKED#token-1', sk: 'REVOKED' }, ConsistentRead: true });
  });

  it('answers 401 to a session that logged out, though its token has not expired', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { pk: 'REVOKED#token-1' } });

    // Act
    const response = await me([`__Host-session=${await issuer.idToken({ jti: 'token-1' })}`]);

    // Assess
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Please log in.' });
  });

  it.each([
    ['no session cookie', async () => undefined],
    ['an expired token', async () => [`__Host-session=${await issuer.idToken({ expiresInSeconds: -60 })}`]],
    ['a member outside the admin group', async () => [`__Host-session=${await issuer.idToken({ groups: ['viewers'] })}`]],
    ['an unsigned token', async () => ['__Host-session=eyJhbGciOiJub25lIn0.eyJ0b2tlbl91c2UiOiJpZCJ9.']],
  ])('answers 401 with %s, without reading the table', async (_name, cookies) => {
    // Act
    const response = await me(await cookies());

    // Assess
    expect(response.statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers a readable 500 when the revocation check cannot read the table', async () => {
    // Prepare
    dynamo.on(GetCommand).rejects(new Error('table exploded'));

    // Act
    const response = await me([`__Host-session=${await issuer.idToken()}`]);

    // Assess
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
