/**
 * The handler stack's origin check. Deployed, the API's own execute-api address is reachable by anyone who learns it;
 * only CloudFront knows the origin secret, so a request without it must be refused before the stack does anything
 * for it (no rate-limit counter, no session lookup, no table read). Locally the local server adds the secret of its
 * own process to everything it forwards, and the product keeps working.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { invokeRoute } from '../../test/invoke-route.ts';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const secretsManager = mockClient(SecretsManagerClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const DEPLOYED_SECRET = 'Zr8vT2kq0cXb5nW1yLm4Hs7Ja9Pd3Fe6Gu2Qi8Ko1Nt5Rw0';
const SECRET_ARN = 'arn:aws:secretsmanager:me-central-1:111111111111:secret:OriginVerifySecret-a1b2c3';
const ADMIN_DEPLOYED_SECRET = 'Ad3minQv7Lr2Xw9Tb4Nc8Hs1Jm6Pk0Fe5Gy3Ui7Oz2Rd9Wq4';
const ADMIN_SECRET_ARN = 'arn:aws:secretsmanager:me-central-1:111111111111:secret:AdminOriginVerifySecret-d4e5f6';
const ORIGIN_VARIABLES = [
  'ORIGIN_VERIFY_SECRET',
  'ORIGIN_VERIFY_SECRET_ARN',
  'ADMIN_ORIGIN_VERIFY_SECRET',
  'ADMIN_ORIGIN_VERIFY_SECRET_ARN',
  'AWS_LAMBDA_FUNCTION_NAME',
] as const;
const saved = Object.fromEntries(ORIGIN_VARIABLES.map((name) => [name, process.env[name]]));

/** The environment of a deployed function (as the API stack sets it) or of the local stack. */
function runAs(where: 'deployed' | 'lambda-without-secret' | 'local') {
  for (const name of ORIGIN_VARIABLES) delete process.env[name];
  if (where === 'deployed') {
    Object.assign(process.env, { ORIGIN_VERIFY_SECRET_ARN: SECRET_ARN, ADMIN_ORIGIN_VERIFY_SECRET_ARN: ADMIN_SECRET_ARN, AWS_LAMBDA_FUNCTION_NAME: 'ContentGet' });
  }
  if (where === 'lambda-without-secret') process.env.AWS_LAMBDA_FUNCTION_NAME = 'ContentGet';
  if (where === 'local') Object.assign(process.env, { ORIGIN_VERIFY_SECRET: 'local-stack-secret', ADMIN_ORIGIN_VERIFY_SECRET: 'local-admin-secret' });
}

const heroTitle = { pk: 'CONTENT#hero_title', sk: 'CONTENT', key: 'hero_title', title: 'Hero title', content: 'Your Dubai company, set up', isActive: true };

beforeEach(() => {
  secretsManager.reset();
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  secretsManager.on(GetSecretValueCommand).resolves({ SecretString: DEPLOYED_SECRET });
  secretsManager.on(GetSecretValueCommand, { SecretId: ADMIN_SECRET_ARN }).resolves({ SecretString: ADMIN_DEPLOYED_SECRET });
  dynamo.on(GetCommand).resolves({ Item: heroTitle });
});

afterAll(() => {
  for (const name of ORIGIN_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('deployed: the execute-api address serves only requests that came through CloudFront', () => {
  it('answers 403 to a request sent straight to the API without the origin secret, and reads nothing for it', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const response = await invokeRoute('GET', '/api/content/hero_title');

    // Assess: refused before any work: not even the secret was looked up, the table never asked
    expect(response.statusCode).toBe(403);
    expect(response.json).toEqual({ message: 'This API answers only requests made through the website.' });
    expect(secretsManager.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 403 to a guessed origin secret, with forged CloudFront viewer headers, and reads nothing from the table', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const response = await invokeRoute('GET', '/api/content/hero_title', {
      headers: { 'x-origin-verify': 'guessed-secret', 'CloudFront-Viewer-Address': '198.51.100.7:443' },
    });

    // Assess
    expect(response.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 403, not 401, to a direct caller of an admin route: it never reaches the session check', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const response = await invokeRoute('POST', '/api/admin/testimonials', {
      body: { name: 'Mallory', position: 'CEO', company: 'Mallory Ltd', rating: 5, content: 'Great.', imageUrl: '', isActive: true },
    });

    // Assess
    expect(response.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 403 to a public form sent straight to the API, before its per-address counter is written', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const response = await invokeRoute('POST', '/api/leads', {
      body: { fullName: 'Direct Caller', email: 'direct@example.com', phone: '+44 7700 900123' },
    });

    // Assess
    expect(response.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('serves a request that carries the origin secret CloudFront adds', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const response = await invokeRoute('GET', '/api/content/hero_title', { headers: { 'x-origin-verify': DEPLOYED_SECRET } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ key: 'hero_title', title: 'Hero title', value: 'Your Dubai company, set up' });
  });

  it('refuses every request when a function runs on Lambda with no origin secret configured (fails closed)', async () => {
    // Prepare
    runAs('lambda-without-secret');

    // Act
    const response = await invokeRoute('GET', '/api/content/hero_title', { headers: { 'x-origin-verify': DEPLOYED_SECRET } });

    // Assess
    expect(response.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('locally: the local server adds its own origin secret, and the product keeps working', () => {
  it('serves a request the local server forwarded with its secret', async () => {
    // Prepare
    runAs('local');

    // Act
    const response = await invokeRoute('GET', '/api/content/hero_title', { headers: { 'x-origin-verify': 'local-stack-secret' } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ key: 'hero_title', title: 'Hero title', value: 'Your Dubai company, set up' });
  });

  it('serves a request without the secret (a test calling a handler directly), but does not believe its viewer headers', async () => {
    // Prepare
    runAs('local');

    // Act
    const content = await invokeRoute('GET', '/api/content/hero_title', { headers: { 'x-origin-verify': '' } });
    const geo = await invokeRoute('GET', '/api/geo', { headers: { 'x-origin-verify': '', 'CloudFront-Viewer-Country': 'DE' } });

    // Assess: served, and the forged country is dropped (a failed lookup)
    expect(content.statusCode).toBe(200);
    expect(geo.statusCode).toBe(404);
  });
});

describe('the back office answers only through its own distribution, told apart by the secret it carries', () => {
  const staffSession = ['__Host-session=eyJhbGciOiJSUzI1NiJ9.e30.c2ln', '__Host-csrf=token'];

  it.each([
    ['GET', '/api/leads'],
    ['GET', '/api/leads/export'],
    ['GET', '/api/email-integrations'],
    ['POST', '/api/tracking-tags'],
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/auth/logout'],
  ])('%s %s through the public site answers 404 with the staff cookies, and reads nothing', async (method, path) => {
    // Prepare
    runAs('deployed');

    // Act: what a script on a public page sends (the public distribution adds its own secret)
    const response = await invokeRoute(method, path, {
      headers: { 'x-origin-verify': DEPLOYED_SECRET, 'x-csrf-token': 'token', host: 'admin.example.com', 'x-forwarded-host': 'admin.example.com' },
      cookies: staffSession,
      body: method === 'GET' ? undefined : { username: 'admin', password: 'x' },
    });

    // Assess
    expect(response.statusCode).toBe(404);
    expect(response.json).toEqual({ message: 'Not Found' });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('a staff route through the back office reaches the session check (401 without a session)', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const response = await invokeRoute('GET', '/api/leads', { headers: { 'x-origin-verify': ADMIN_DEPLOYED_SECRET } });

    // Assess
    expect(response.statusCode).toBe(401);
  });

  it('the back office serves the public lists it previews, but no public form', async () => {
    // Prepare
    runAs('deployed');

    // Act
    const content = await invokeRoute('GET', '/api/content/hero_title', { headers: { 'x-origin-verify': ADMIN_DEPLOYED_SECRET } });
    const lead = await invokeRoute('POST', '/api/leads', {
      headers: { 'x-origin-verify': ADMIN_DEPLOYED_SECRET },
      body: { fullName: 'Admin Host', email: 'admin-host@example.com', phone: '+44 7700 900123' },
    });

    // Assess
    expect(content.statusCode).toBe(200);
    expect(lead.statusCode).toBe(404);
  });

  it('a Host header naming the admin host changes nothing: only the secret decides', async () => {
    // Prepare
    runAs('local');

    // Act
    const response = await invokeRoute('GET', '/api/auth/me', {
      headers: { 'x-origin-verify': 'local-stack-secret', host: 'admin.example.com', 'x-forwarded-host': 'admin.example.com' },
    });

    // Assess
    expect(response.statusCode).toBe(404);
  });
});
