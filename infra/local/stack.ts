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
import { loadAdminViewerRequest } from '#infra/edge/admin-viewer-request.ts';
import { ADMIN_SECURITY_HEADERS, SECURITY_HEADERS } from '#infra/edge/security-headers.ts';
import { loadViewerRequest } from '#infra/edge/viewer-request.ts';
import { ensureAdmin, ensureUserPool, startCognito } from './cognito.ts';
import { ensureTable, startDynamoDb } from './dynamodb.ts';
import { createAlarmWatcher } from './alarm-watcher.ts';
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
  /** `totpSecret` (base32): enrolled as the admin's authenticator on every start (see ensureAdmin). */
  admin: { username: string; password?: string; email?: string; totpSecret?: string };
  /** Port of the stand-in mailbox that receives the e-mail the API sends (a free port when absent). */
  mailboxPort?: number;
  /** What the stand-in for CloudFront reports as the viewer's country to /api/geo. */
  viewerCountry?: { country: string; region: string };
  /** The address both listeners bind to (default 127.0.0.1). */
  host?: string;
  /**
   * The back office's own origin, as the admin distribution is deployed: a host name other than the public site's
   * (cookies ignore ports, so only another host name isolates the staff cookies from public pages' scripts) and its
   * port (a free one when 0 or absent). Default http://127.0.0.1:<free port>.
   */
  adminHost?: string;
  adminPort?: number;
};

export type LocalStack = {
  /** The public site, e.g. http://localhost:3000. */
  url: string;
  /** The back office's origin, e.g. http://127.0.0.1:3001 (the admin app is at /admin there). */
  adminUrl: string;
  tableName: string;
  dynamoEndpoint: string;
  mailboxUrl: string;
  /** cognito-local and the staff pool, for tools that manage staff accounts as an operator would. */
  cognitoEndpoint: string;
  userPoolId: string;
  admin: { username: string; created: boolean; generatedPassword?: string; authenticator: 'secret-given' | 'enrolled' | 'none' };
  /** The local fakes of the four e-mail/CRM providers (point an integration's endpoint at one). */
  fakeProviders: LocalFakes;
  stop: () => Promise<void>;
};

/**
 * A 256-bit key kept in the data folder (created once, readable only by its owner), so what it sealed or hashed before
 * a restart still opens or matches after it: the local stand-in for KMS (integration secrets), and the erasure log's
 * HMAC key (the deployed one is a Secrets Manager secret).
 */
function localKey(dataDir: string, name: 'local-kms.key' | 'privacy-hmac.key'): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Runs each background job (JOBS) when its schedule says, as EventBridge does deployed (job-schedule.ts computes the
 * same next run), or every `localEverySeconds` where a job asks to run sooner locally. A run never overlaps the
 * previous one; a failing run is logged and tried again at the next run. Each run's result goes to `onResult` (the
 * alarm watcher reads the drain's).
 */
function startJobTimers(jobs: readonly Job[], onResult: (result: unknown) => void, now: () => Date = () => new Date()): () => Promise<void> {
  const timers = jobs.map((job) => {
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const url = pathToFileURL(join(projectRoot, 'functions', job.handler)).href;
    const run = () => {
      if (running) return;
      running = import(url)
        .then((module: { handler: () => Promise<unknown> }) => module.handler())
        .then(onResult)
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

/** The host name the local public site is addressed by. */
export const PUBLIC_HOST = 'localhost';

/**
 * The host name of the local back office: ADMIN_HOST, 127.0.0.1 by default. It must differ from the public site's
 * host name, or the staff cookies would be the public pages' cookies too (a browser ignores the port).
 */
export function localAdminHost(configured: string | undefined): string {
  const host = (configured || '127.0.0.1').trim().toLowerCase();
  if (!/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/.test(host)) throw new Error(`ADMIN_HOST "${configured}" is not a host name (e.g. 127.0.0.1)`);
  if (host === PUBLIC_HOST) {
    throw new Error(
      `ADMIN_HOST must differ from the public site's host name (${PUBLIC_HOST}): cookies ignore ports, so the admin on ` +
        `${PUBLIC_HOST} would share its session cookies with every public page's scripts. Use e.g. 127.0.0.1.`,
    );
  }
  return host;
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
      LOCAL_KMS_KEY: localKey(dataDir, 'local-kms.key'),
      PRIVACY_HMAC_SECRET: localKey(dataDir, 'privacy-hmac.key'),
      // Uploaded photographs' variants: the local stand-in for the media bucket's media/, served by the local server.
      MEDIA_DIR: join(dataDir, 'media'),
      // The new-lead e-mail goes to the local staff account unless configured otherwise.
      STAFF_LEAD_RECIPIENTS: process.env.STAFF_LEAD_RECIPIENTS ?? options.admin.email ?? 'admin@localhost',
      // The stand-ins for the two distributions' secret origin headers (public site, back office): new values each
      // start, known only to this process; each listener adds its own, as each distribution does.
      ORIGIN_VERIFY_SECRET: randomBytes(24).toString('base64url'),
      ADMIN_ORIGIN_VERIFY_SECRET: randomBytes(24).toString('base64url'),
      // The provider fakes answer plain http on this machine: the one host an integration may call besides the
      // providers' own https addresses, any port (the browser tests start fakes of their own). Never deployed.
      INTEGRATION_TEST_HOSTS: LOCAL_FAKES_HOST,
    });
    const fakeProviders = await startLocalFakes();
    stops.push(fakeProviders.stop);

    // Loaded only now: the AWS clients read their endpoints from the variables set just above.
    const { seedTable } = await import('#functions/data/seed.ts');
    await seedTable();

    const host = options.host ?? '127.0.0.1';
    const adminHost = localAdminHost(options.adminHost);
    const listen = async (server: Server, port: number): Promise<number> => {
      await new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(port, host, done);
      });
      stops.push(() => new Promise<void>((done) => server.close(() => done())));
      const address = server.address();
      return typeof address === 'object' && address ? address.port : port;
    };
    const common = {
      webRoot,
      routes: ROUTES,
      loadHandler,
      viewerCountry: options.viewerCountry ?? { country: 'GB', region: 'ENG' },
      mediaRoot: process.env.MEDIA_DIR,
    };
    // The back office's distribution: the admin app only, its own policy and its own origin secret.
    const adminPort = await listen(
      createLocalServer({
        ...common,
        viewerRequest: loadAdminViewerRequest(),
        securityHeaders: ADMIN_SECURITY_HEADERS,
        originVerify: { header: ORIGIN_VERIFY_HEADER, value: process.env.ADMIN_ORIGIN_VERIFY_SECRET! },
      }),
      options.adminPort ?? 0,
    );
    const adminUrl = `http://${adminHost}:${adminPort}`;
    const port = await listen(
      createLocalServer({
        ...common,
        viewerRequest: loadViewerRequest({ ...edgeContext(), adminOrigin: adminUrl }),
        securityHeaders: SECURITY_HEADERS,
        originVerify: { header: ORIGIN_VERIFY_HEADER, value: process.env.ORIGIN_VERIFY_SECRET! },
      }),
      options.port,
    );
    process.env.ADMIN_URL = `${adminUrl}/admin`;
    process.env.SITE_URL = `http://${PUBLIC_HOST}:${port}`;
    // One console line per work-age alarm that would fire deployed, and one when it is over (alarm-watcher.ts).
    stops.push(startJobTimers(JOBS, createAlarmWatcher().observe));
    return {
      url: `http://${PUBLIC_HOST}:${port}`,
      adminUrl,
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
