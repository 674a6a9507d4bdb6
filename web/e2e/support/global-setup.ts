import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { LocalStackOptions } from '#infra/local/stack.ts';
import { E2E_ADMIN } from './e2e-env.ts';

type StackAddresses = {
  url: string;
  adminUrl: string;
  tableName: string;
  dynamoEndpoint: string;
  mailboxUrl: string;
  cognitoEndpoint: string;
  userPoolId: string;
};

/**
 * Starts the whole local stack (the same one `npm start` runs) on a free port with a fresh data folder, and hands the
 * address and the table to the test files through the environment. The site must be built (npm test builds it).
 *
 * The stack runs in its own Node process (stack-process.ts): in Jest's global setup its handler imports would be
 * rewritten to require() and fail.
 */
export default async function setup() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  // The business metrics' lines too (the drain publishes its work ages every 5 s): their tests read them captured.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  // Every browser test calls from one address; the real limits are proven by the handler stack's own tests.
  process.env.RATE_LIMIT_MULTIPLIER ??= '1000';
  const options: LocalStackOptions = {
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'e2e-data-')),
    // WEB_ROOT points the stack at a site built elsewhere (WEB_OUT_DIR), so parallel checks do not share dist/web.
    webRoot: process.env.WEB_ROOT,
    admin: E2E_ADMIN,
    viewerCountry: { country: 'GB', region: 'ENG' },
  };
  // Jest runs from the project root (npm scripts) and loads this file as CommonJS, so no import.meta here.
  const script = join(process.cwd(), 'web/e2e/support/stack-process.ts');
  const child = spawn(process.execPath, [script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  });

  const stack = await new Promise<StackAddresses>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as StackAddresses));
    child.once('exit', (code) => reject(new Error(`The local stack exited (code ${code}) before it was ready`)));
  });
  // Anything the stack prints later goes to the test output, as before.
  child.stdout!.pipe(process.stdout);

  Object.assign(process.env, {
    E2E_BASE_URL: stack.url,
    E2E_ADMIN_URL: stack.adminUrl,
    E2E_TABLE_NAME: stack.tableName,
    E2E_DYNAMO_ENDPOINT: stack.dynamoEndpoint,
    E2E_MAILBOX_URL: stack.mailboxUrl,
    E2E_COGNITO_ENDPOINT: stack.cognitoEndpoint,
    E2E_USER_POOL_ID: stack.userPoolId,
  });
  (globalThis as { e2eStack?: { stop: () => Promise<void> } }).e2eStack = {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
