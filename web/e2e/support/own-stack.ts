import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll } from '@jest/globals';
import type { LocalStackOptions } from '#infra/local/stack.ts';
import { E2E_ADMIN } from './e2e-env.ts';

/** The environment e2eEnv() reads, from the stack-process line of addresses. */
const ENV_OF: Record<string, string> = {
  url: 'E2E_BASE_URL',
  adminUrl: 'E2E_ADMIN_URL',
  tableName: 'E2E_TABLE_NAME',
  dynamoEndpoint: 'E2E_DYNAMO_ENDPOINT',
  mailboxUrl: 'E2E_MAILBOX_URL',
  cognitoEndpoint: 'E2E_COGNITO_ENDPOINT',
  userPoolId: 'E2E_USER_POOL_ID',
};

/**
 * A local stack of the calling test file's own (fresh data folder, the same staff account E2E_ADMIN), started before
 * its tests and stopped after them; meanwhile e2eEnv() and every support helper point at it. For a test whose subject
 * is the whole of some state that other files change at the same time: the team of staff accounts, where "the last
 * enabled account" depends on every account the shared stack holds.
 */
export function ownStackForThisFile(): void {
  let child: ChildProcess | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const options: LocalStackOptions = {
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'e2e-own-data-')),
      webRoot: process.env.WEB_ROOT,
      admin: E2E_ADMIN,
      viewerCountry: { country: 'GB', region: 'ENG' },
    };
    child = spawn(process.execPath, [join(process.cwd(), 'web/e2e/support/stack-process.ts'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: process.env,
    });
    const addresses = await new Promise<Record<string, string>>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Record<string, string>));
      child!.once('exit', (code) => reject(new Error(`The test file's local stack exited (code ${code}) before it was ready`)));
    });
    for (const [field, variable] of Object.entries(ENV_OF)) {
      saved[variable] = process.env[variable];
      process.env[variable] = addresses[field];
    }
  }, 120_000);
  afterAll(async () => {
    for (const [variable, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[variable];
      else process.env[variable] = value;
    }
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  });
}
