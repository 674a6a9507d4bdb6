import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '#infra/local/stack.ts';
import { E2E_ADMIN } from './e2e-env.ts';

/**
 * Starts the whole local stack (the same one `npm start` runs) on a free port with a fresh data folder, and hands the
 * address and the table to the test files through the environment. The site must be built (npm test builds it).
 */
export default async function setup() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const stack = await startLocalStack({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'e2e-data-')),
    // WEB_ROOT points the stack at a site built elsewhere (WEB_OUT_DIR), so parallel checks do not share dist/web.
    webRoot: process.env.WEB_ROOT,
    admin: E2E_ADMIN,
    viewerCountry: { country: 'GB', region: 'ENG' },
  });
  Object.assign(process.env, {
    E2E_BASE_URL: stack.url,
    E2E_TABLE_NAME: stack.tableName,
    E2E_DYNAMO_ENDPOINT: stack.dynamoEndpoint,
    E2E_MAILBOX_URL: stack.mailboxUrl,
  });
  (globalThis as { e2eStack?: typeof stack }).e2eStack = stack;
}
