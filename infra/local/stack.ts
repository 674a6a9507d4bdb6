import { randomBytes } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '#functions/lib/origin-verify.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalFakes, type LocalFakes } from '#functions/integrations/fakes/local-fakes.ts';
import { LOCAL_FAKES_HOST } from '#shared/admin/integration-rules.ts';
import { nextRunAfter } from '#functions/job-schedule.ts';
import { JOBS, ROUTES, type Job, type Route } from '#functions/routes.ts';
import { SECURITY_HEADERS } from '#infra/edge/security-headers.ts';
import { loadViewerRequest } from '#infra/edge/viewer-request.ts';
import { ensureAdmin, ensureUserPool, startCognito } from './cognito.ts';
import { ensureTable, startDynamoDb } from './dynamodb.ts';
import { startMailbox } from './mailbox.ts';
import type { LambdaHandler } from './server.ts';
import { createLocalServer } from './server.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

/** The local stack's table, in the DynamoDB Local of its data folder. */
export const LOCAL_TABLE_NAME = 'dubai-setup-local';

export type LocalStackOptions = {
  port: number;
  /** Where DynamoDB Local and cognito-local keep their data; survives restarts. */
  dataDir: string;
  webRoot?: string;
  admin: { username: string; password?: string; email?: string };
  /** Port of the stand-in mailbox that receives the e-mail the API sends (a free port when absent). */
  mailboxPort?: number;
  /** What the stand-in for CloudFront reports as the viewer's country to /api/geo. */
  viewerCountry?: { country: string; region: string };
  host?: string;
};

export type LocalStack = {
  url: string;
  tableName: string;
  dynamoEndpoint: string;
  mailboxUrl: string;
  /** cognito-local and the staff pool, for tools that manage staff accounts as an operator would. */
  cognitoEndpoint: string;
  userPoolId: string;
  admin: { username: string; created: boolean; generatedPassword?: string };
  /** The local fakes of the four e-mail/CRM providers (point an integration's endpoint at one). */
  fakeProviders: LocalFakes;
  stop: () => Promise<void>;
};

/**
 * The local stand-in for KMS: a 256-bit key kept in the data folder (created once, readable only by its owner), so
 * integration secrets sealed before a restart still open after it.
 */
function localKmsKey(dataDir: string): string {
  const file = join(dataDir, 'local-kms.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Runs each background job (JOBS) when its schedule says, as EventBridge does deployed (job-schedule.ts computes the
 * same next run), or every `localEverySeconds` where a job asks to run sooner locally. A run never overlaps the
 * previous one; a failing run is logged and tried again at the next run.
 */
function startJobTimers(jobs: readonly Job[], now: () => Date = () => new Date()): () => Promise<void> {
  const timers = jobs.map((job) => {
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const url = pathToFileURL(join(projectRoot, 'functions', job.handler)).href;
    const run = () => {
      if (running) return;
      running = import(url)
        .then((module: { handler: () => Promise<unknown> }) => module.handler())
        .catch((error: unknown) => console.error(`${job.name} failed:`, (error as Error).message))
        .finally(() => (running = undefined));
    };
    const scheduleNext = () => {
      if (stopped) return;
      const from = now();
      const wait = job.localEverySeconds ? job.localEverySeconds * 1000 : nextRunAfter(job.schedule, from).getTime() - from.getTime();
      timer = setTimeout(() => {
        run();
        scheduleNext();
      }, wait);
      timer.unref();
    };
    scheduleNext();
    return {
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  });
  return async () => {
    for (const { stop } of timers) await stop();
  };
}

/** The CloudFront Function's host lists, read from the CDK context so local and deployed decide alike. */
export function edgeContext(): { corporateHosts: string[]; devHosts: string[] } {
  const context = cdkContext();
  return {
    corporateHosts: (context.corporateHosts as string[] | undefined) ?? [],
    devHosts: (context.devHosts as string[] | undefined) ?? [],
  };
}

/** The CDK context of cdk.json: the one place host lists and the e-mail sender are configured. */
function cdkContext(): Record<string, unknown> {
  const cdk = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdk.context ?? {};
}

function loadHandler(route: Route): Promise<LambdaHandler> {
  const url = pathToFileURL(join(projectRoot, 'functions', route.handler)).href;
  return import(url).then((module: { handler?: LambdaHandler }) => {
    if (typeof module.handler !== 'function') throw new Error(`${route.handler} exports no handler`);
    return module.handler;
  });
}

/**
 * The whole product on one machine: DynamoDB Local and cognito-local as child processes, every API route through its
 * handler module, and the built site behind the CloudFront Function, on one port.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const webRoot = options.webRoot ?? join(projectRoot, 'dist/web');
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error(`No built site at ${webRoot}: run npm run build first.`);
  const dataDir = resolve(options.dataDir);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const [dynamo, cognito, mailbox] = await Promise.all([
      startDynamoDb({ dataDir: join(dataDir, 'dynamodb') }),
      startCognito({ dataDir: join(dataDir, 'cognito') }),
      startMailbox({ port: options.mailboxPort }),
    ]);
    stops.push(dynamo.stop, cognito.stop, mailbox.stop);
    const tableName = LOCAL_TABLE_NAME;
    await ensureTable(dynamo.endpoint, tableName);
    const pool = await ensureUserPool(cognito.endpoint, join(dataDir, 'cognito'));
    const admin = await ensureAdmin(cognito.endpoint, pool, options.admin);

    // The handlers read these exactly as deployed functions read what CDK sets; the SDK reads the endpoints.
    Object.assign(process.env, {
      TABLE_NAME: tableName,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      AWS_REGION: 'local',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_SESV2: mailbox.endpoint,
      SES_SENDER: String(cdkContext().sesSender ?? 'no-reply@example.com'),
      LOCAL_KMS_KEY: localKmsKey(dataDir),
      // Uploaded photographs' variants: the local stand-in for the media bucket's media/, served by the local server.
      MEDIA_DIR: join(dataDir, 'media'),
      // The new-lead e-mail goes to the local staff account unless configured otherwise.
      STAFF_LEAD_RECIPIENTS: process.env.STAFF_LEAD_RECIPIENTS ?? options.admin.email ?? 'admin@localhost',
      // The stand-in for CloudFront's secret origin header: a new value each start, known only to this process.
      ORIGIN_VERIFY_SECRET: randomBytes(24).toString('base64url'),
      // The provider fakes answer plain http on this machine: the one host an integration may call besides the
      // providers' own https addresses, any port (the browser tests start fakes of their own). Never deployed.
      INTEGRATION_TEST_HOSTS: LOCAL_FAKES_HOST,
    });
    const fakeProviders = await startLocalFakes();
    stops.push(fakeProviders.stop);

    // Loaded only now: the AWS clients read their endpoints from the variables set just above.
    const { seedTable } = await import('#functions/data/seed.ts');
    await seedTable();

    const server: Server = createLocalServer({
      webRoot,
      routes: ROUTES,
      loadHandler,
      viewerRequest: loadViewerRequest(edgeContext()),
      securityHeaders: SECURITY_HEADERS,
      viewerCountry: options.viewerCountry ?? { country: 'GB', region: 'ENG' },
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: process.env.ORIGIN_VERIFY_SECRET! },
      mediaRoot: process.env.MEDIA_DIR,
    });
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, host, done);
    });
    stops.push(() => new Promise<void>((done) => server.close(() => done())));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    process.env.ADMIN_URL = `http://localhost:${port}/admin`;
    process.env.SITE_URL = `http://localhost:${port}`;
    stops.push(startJobTimers(JOBS));
    return {
      url: `http://localhost:${port}`,
      tableName,
      dynamoEndpoint: dynamo.endpoint,
      mailboxUrl: mailbox.endpoint,
      cognitoEndpoint: cognito.endpoint,
      userPoolId: pool.userPoolId,
      admin: { username: options.admin.username, ...admin },
      fakeProviders,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
