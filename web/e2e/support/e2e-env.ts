/**
 * The staff account the end-to-end stack is started with; its authenticator is enrolled at start with `totpSecret`
 * (base32, the stack's admin option), so the tests compute its login codes (functions/test/totp.ts).
 */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'E2e-Test-Passw0rd!',
  email: 'e2e-staff@example.com',
  totpSecret: 'GVSTELLCMFZGKZDVNVXXEZLTMVRXEZLU',
};

/**
 * Where the local stack under test answers (the public site at baseUrl, the back office on its own host at adminUrl),
 * its table and its staff user pool.
 */
export function e2eEnv() {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the e2e project through Jest (npm run test:e2e).');
  return {
    baseUrl,
    adminUrl: process.env.E2E_ADMIN_URL!,
    tableName: process.env.E2E_TABLE_NAME!,
    dynamoEndpoint: process.env.E2E_DYNAMO_ENDPOINT!,
    mailboxUrl: process.env.E2E_MAILBOX_URL!,
    cognitoEndpoint: process.env.E2E_COGNITO_ENDPOINT!,
    userPoolId: process.env.E2E_USER_POOL_ID!,
  };
}
