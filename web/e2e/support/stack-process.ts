/**
 * Runs the local stack in a Node process of its own, for global-setup.ts. Inside Jest's global setup the stack's
 * `import()` of each handler (a file URL) is rewritten to `require()`, which cannot load file URLs, so every API route
 * answered 500. Here Node runs the stack's modules natively, as `npm start` does.
 *
 * Argument: the LocalStackOptions as JSON. Writes one JSON line (url, tableName, dynamoEndpoint, mailboxUrl, and
 * cognitoEndpoint and userPoolId for tests that create staff accounts, fakeIntegrations for the integration tests) once
 * the stack is up; stops it on SIGTERM/SIGINT or when the parent goes away.
 */
import { startLocalStack, type LocalStackOptions } from '#infra/local/stack.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as LocalStackOptions;
const stack = await startLocalStack(options);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);

const { url, adminUrl, tableName, dynamoEndpoint, mailboxUrl, cognitoEndpoint, userPoolId } = stack;
// Create bodies for integrations pointed at the stack's local provider fakes (Email Integrations tests).
const fakeIntegrations = Object.fromEntries(
  (['mailerlite', 'mailchimp', 'sendgrid', 'zoho_crm'] as const).map((provider) => [provider, stack.fakeProviders.integrationFor(provider)]),
);
process.stdout.write(`${JSON.stringify({ url, adminUrl, tableName, dynamoEndpoint, mailboxUrl, cognitoEndpoint, userPoolId, fakeIntegrations })}\n`);
