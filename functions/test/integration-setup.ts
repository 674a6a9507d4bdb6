import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAdmin, ensureUserPool, startCognito } from '#infra/local/cognito.ts';
import { ensureTable, startDynamoDb } from '#infra/local/dynamodb.ts';
import { startMailbox } from '#infra/local/mailbox.ts';

/**
 * The staff account the integration tests log in with; its authenticator is enrolled with `totpSecret` (base32), so
 * tests compute its login codes (functions/test/totp.ts).
 */
export const INTEGRATION_ADMIN = {
  username: 'integration-admin',
  password: 'Integration-Passw0rd!',
  email: 'staff@example.com',
  totpSecret: 'KRSXG5CJNZ2GKZ3SMF2GS33OIFSG22LOKRSXG5CJ',
};

/** Where the integration tier's new-lead staff e-mails go. */
export const STAFF_LEAD_RECIPIENT = 'lead-alerts@example.com';

/**
 * Starts an in-memory DynamoDB Local with the app's table, a cognito-local with the staff pool and the stand-in
 * mailbox; handlers find them
 * through the same variables as deployed functions.
 */
export default async function setup() {
  const cognitoDir = mkdtempSync(join(tmpdir(), 'integration-cognito-'));
  const [dynamo, cognito, mailbox] = await Promise.all([startDynamoDb(), startCognito({ dataDir: cognitoDir }), startMailbox()]);
  const tableName = 'integration-table';
  await ensureTable(dynamo.endpoint, tableName);
  const pool = await ensureUserPool(cognito.endpoint, cognitoDir);
  await ensureAdmin(cognito.endpoint, pool, INTEGRATION_ADMIN);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    AWS_ENDPOINT_URL_SESV2: mailbox.endpoint,
    SES_SENDER: 'reports@example.com',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: tableName,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    // The business metrics' EMF lines stay out of the test output (a test that checks them captures them instead).
    POWERTOOLS_METRICS_DISABLED: 'true',
    // The integrations' secrets are sealed under a key of this run (the local stand-in for KMS).
    LOCAL_KMS_KEY: randomBytes(32).toString('base64'),
    STAFF_LEAD_RECIPIENTS: STAFF_LEAD_RECIPIENT,
    // Uploaded photographs' variants (the local stand-in for the media bucket's media/), a folder of this run.
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'integration-media-')),
    ADMIN_URL: 'http://localhost:3000/admin',
    // Every test calls from one address; the rate-limit tests set the real limits (multiplier 1) for themselves.
    RATE_LIMIT_MULTIPLIER: '1000',
    // What CloudFront adds to every request it forwards (apiEvent sends it unless a test says otherwise).
    ORIGIN_VERIFY_SECRET: randomBytes(24).toString('base64url'),
    // What the back office's distribution adds instead (apiEvent sends it on staff routes).
    ADMIN_ORIGIN_VERIFY_SECRET: randomBytes(24).toString('base64url'),
    // The key of the erasure log's keyed hashes of an erased person's address and number.
    PRIVACY_HMAC_SECRET: randomBytes(32).toString('base64url'),
  });
  // Loaded only now: the AWS clients read their endpoints from the variables set just above.
  const { seedTable } = await import('../data/seed.ts');
  await seedTable();
  (globalThis as { integrationServices?: unknown[] }).integrationServices = [dynamo, cognito, mailbox];
}
