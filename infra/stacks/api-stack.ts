/**
 * API stack: the HTTP API (API Gateway v2) behind CloudFront's /api/* behaviour. It loops over the one route table
 * (functions/routes.ts): one route and one Lambda (the house ApiFunction) per row, each with only the table grants
 * functions/table-access.ts lists for its handler and the e-mail permissions its row asks for. Each function (three
 * resources: role, log group, function) lives in a nested stack per API resource, the handler's folder under
 * functions/ (LeadsRoutes, TeamRoutes...), with the jobs and event handlers of that folder (EmailEventsRoutes: the SES
 * configuration set's bounces and complaints, infra/constructs/ses-events.ts, whose configuration set every send names); each route, its integration and the API's
 * permission to invoke the function (three a route) stay here. CloudFormation allows 500 resources a stack, which one
 * stack of everything passed at 84 routes; this stack now grows by three a route (room for about 150). The stage throttles
 * (so a flood costs a 429, not a Lambda bill) and writes JSON access logs. Admin routes are guarded by the handlers' session check (an HttpOnly cookie holding the Cognito
 * ID token), which API Gateway's JWT authorizers cannot read.
 */
import { Fn, NestedStack, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { scheduleExpression } from '#functions/job-schedule.ts';
import { EVENT_HANDLERS, JOBS, ROUTES, functionName, routeKey } from '#functions/routes.ts';
import { API_FUNCTION_RUNTIME, ApiFunction } from '../constructs/api-function.ts';
import { SesEvents } from '../constructs/ses-events.ts';

/**
 * Stage-wide limits, for every caller together (API Gateway has no per-address limit): requests a second, sustained,
 * and in a burst. A public page view makes a handful of uncached API reads (phone numbers, settings, tags, CMS
 * content), so 50 a second serves several page views a second, far above today's traffic, while a distributed flood
 * costs at most 50 Lambda invocations a second. Per address, WAF (infra/stacks/waf-stack.ts) lets one address send at
 * most 1,000 writes and 3,000 other API requests in 5 minutes (about 13 a second): about a quarter of this, so one address
 * through CloudFront cannot take the API from everyone else once WAF has seen it (usually within 30 seconds). A caller
 * of the execute-api address directly skips WAF: each of its requests is answered 403 before any work (origin
 * secret, functions/lib/middleware/viewer-trust.ts), but it still counts here. README "Deployed protections".
 */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

export type ApiStackProps = StackProps & {
  table: ITable;
  /** The photographs' bucket (data stack): the media upload puts its variants under media/. */
  mediaBucket: IBucket;
  userPoolId: string;
  userPoolClientId: string;
  /** The folder of prebuilt function bundles (dist/functions). */
  bundlesDir: string;
  /** The prebuilt shared layer (dist/functions-layer): the AWS SDK clients and pdf-lib every bundle imports. */
  layerDir: string;
  /** The verified SES sender address for routes that send e-mail. */
  emailSender: string;
  /** Who gets the new-lead e-mail (comma-separated addresses); none means none is sent. */
  staffLeadRecipients?: string;
  /** The admin's address, for the link in the new-lead e-mail (e.g. https://www.example.com/admin). */
  adminUrl?: string;
  /** The site's address, for links in e-mails the routes send (the newsletter's confirmation link). */
  siteUrl?: string;
};

export class ApiStack extends Stack {
  readonly api: HttpApi;
  /** The API's host name (abc123.execute-api.<region>.amazonaws.com), CloudFront's /api/* origin. */
  readonly apiDomainName: string;
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** The key sealing the integrations' API keys (envelope encryption), granted only to the functions that need it. */
  readonly secretsKey: Key;
  readonly jobs: ReadonlyMap<string, ApiFunction>;
  /** The functions other services invoke with their events (functions/routes.ts EVENT_HANDLERS), by name. */
  readonly eventHandlers: ReadonlyMap<string, ApiFunction>;
  /** The SES configuration set every send names, and the topic of its bounces and complaints. */
  readonly sesEvents: SesEvents;
  /** The nested stack of each API resource (a folder of functions/), by folder name. */
  readonly nestedStacks: ReadonlyMap<string, NestedStack>;
  /**
   * The value CloudFront sends in the secret origin header (functions/lib/origin-verify.ts): only requests carrying it
   * are believed about the viewer's address and country. Every route's function may read it.
   */
  readonly originVerifySecret: Secret;
  /** The admin distribution's own origin secret: the handler stack tells the two distributions apart by it. */
  readonly adminOriginVerifySecret: Secret;
  /**
   * The key of the erasure log's keyed hashes (HMAC) of an erased person's address and number: kept for as long as
   * backups are (retained on stack deletion), so an erasure can be run again after a restore
   * (npm run privacy:rerun-erasures). Only the routes marked `privacyKey`, the functions that send e-mail (the
   * suppression check) and the SES events' handler read it.
   */
  readonly privacyHmacSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Dubai setup site API, reached through CloudFront /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            responseLength: '$context.responseLength',
            error: '$context.error.message',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.apiDomainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));

    this.secretsKey = new Key(this, 'IntegrationSecretsKey', {
      description: 'Envelope encryption of the e-mail/CRM integrations\' API keys',
      enableKeyRotation: true,
      // Losing the key would make every stored API key unreadable.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Sent by CloudFront to the API as x-origin-verify; proves a request came through the distribution',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.adminOriginVerifySecret = new Secret(this, 'AdminOriginVerifySecret', {
      description: 'Sent by the admin CloudFront distribution to the API as x-origin-verify: a request came through the admin host',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.privacyHmacSecret = new Secret(this, 'PrivacyHmacSecret', {
      description: 'Key of the keyed hashes an erasure logs of the erased address and number (re-run after a restore)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.privacyHmacSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Not rotated: the erasure log\'s hashes must keep matching the people erased, for as long as backups may bring them back.',
    });
    for (const secret of [this.originVerifySecret, this.adminOriginVerifySecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by the operator (README "Deployed protections": put a new value, then deploy the web stack so ' +
          'CloudFront sends it); the functions accept the current and the previous value meanwhile. A rotation Lambda ' +
          'could not update the distribution\'s origin header by itself.',
      });
    }

    // One layer for every function and job: the SDK clients and pdf-lib at the lock file's versions, pre-bundled by
    // build-functions.ts, so no bundle carries its own copy.
    const layer = new LayerVersion(this, 'FunctionsLayer', {
      code: Code.fromAsset(props.layerDir),
      compatibleRuntimes: [API_FUNCTION_RUNTIME],
      compatibleArchitectures: [Architecture.ARM_64],
      description: 'AWS SDK clients and pdf-lib for the API functions (infra/scripts/build-functions.ts buildLayer)',
    });

    this.sesEvents = new SesEvents(this, 'SesEvents');
    const emailConfigurationSet = this.sesEvents.configurationSet.configurationSetName;
    // Every function that sends e-mail checks the suppression list first, keyed by the privacy key's hashes
    // (functions/data/email-suppressions.ts): it reads that key, as the erasure does.
    const allowPrivacyKey = (fn: ApiFunction) => {
      this.privacyHmacSecret.grantRead(fn.function);
      fn.function.addEnvironment('PRIVACY_HMAC_SECRET_ARN', this.privacyHmacSecret.secretArn);
    };

    const nestedStacks = new Map<string, NestedStack>();
    const stackOfFolder = (handlerPath: string) => {
      const folder = apiResourceOf(handlerPath);
      let nested = nestedStacks.get(folder);
      if (!nested) {
        nested = new NestedStack(this, nestedStackId(folder), {
          description: `Dubai setup site: the functions of functions/${folder}/ (their routes and scheduled jobs)`,
        });
        nestedStacks.set(folder, nested);
      }
      return nested;
    };

    const functions = new Map<string, ApiFunction>();
    for (const route of ROUTES) {
      const name = functionName(route);
      const resourceStack = stackOfFolder(route.handler);
      const handler = new ApiFunction(resourceStack, name, {
        route,
        bundlesDir: props.bundlesDir,
        layer,
        table: props.table,
        mediaBucket: props.mediaBucket,
        userPoolId: props.userPoolId,
        userPoolClientId: props.userPoolClientId,
        emailSender: props.emailSender,
        emailConfigurationSet,
        serviceName: 'dubai-setup-api',
        secretsKey: this.secretsKey,
        environment: {
          ...(route.sendsEmail && props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
          // The Team view's e-mails (an invitation, a password reset) name the login address.
          ...(route.sendsEmail && route.cognitoAdmin && props.adminUrl ? { ADMIN_URL: props.adminUrl } : {}),
        },
      });
      // The route and its integration stay in this stack, under the API (their logical ids unchanged since before the
      // nested stacks), so moving a function into its nested stack updates the integration in place: never a second
      // route with the same key, which API Gateway refuses.
      const [apiRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${name}Integration`, handler.function),
      });
      Validations.of(apiRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          route.access === 'public'
            ? `${routeKey(route)} is public by the spec: anonymous visitors use it.`
            : `${routeKey(route)} is an admin route: the handler stack's session guard verifies the Cognito ID ` +
              'token in the HttpOnly session cookie (signature, issuer, audience, expiry, admin group) and answers ' +
              '401 otherwise; API Gateway JWT authorizers read headers only, not cookies.',
      });
      // Both secrets, so the handler stack knows which distribution a request came through (a staff route reached
      // through the public one answers 404, not just "unknown origin").
      if (route.privacyKey || route.sendsEmail) allowPrivacyKey(handler);
      this.originVerifySecret.grantRead(handler.function);
      handler.function.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', this.originVerifySecret.secretArn);
      this.adminOriginVerifySecret.grantRead(handler.function);
      handler.function.addEnvironment('ADMIN_ORIGIN_VERIFY_SECRET_ARN', this.adminOriginVerifySecret.secretArn);
      functions.set(routeKey(route), handler);
    }
    this.functions = functions;

    const jobs = new Map<string, ApiFunction>();
    for (const job of JOBS) {
      const resourceStack = stackOfFolder(job.handler);
      const fn = new ApiFunction(resourceStack, job.name, {
        route: job,
        bundlesDir: props.bundlesDir,
        layer,
        table: props.table,
        userPoolId: props.userPoolId,
        userPoolClientId: props.userPoolClientId,
        emailSender: props.emailSender,
        emailConfigurationSet,
        serviceName: 'dubai-setup-api',
        secretsKey: this.secretsKey,
        environment: {
          ...(props.staffLeadRecipients ? { STAFF_LEAD_RECIPIENTS: props.staffLeadRecipients } : {}),
          ...(props.adminUrl ? { ADMIN_URL: props.adminUrl } : {}),
        },
      });
      new Rule(resourceStack, `${job.name}Schedule`, {
        description: job.description,
        schedule: Schedule.expression(scheduleExpression(job.schedule)),
        targets: [new LambdaFunction(fn.function, { retryAttempts: 0 })],
      });
      if (job.sendsEmail) allowPrivacyKey(fn);
      jobs.set(job.name, fn);
    }
    this.jobs = jobs;

    // The event handlers, in their folder's nested stack like the jobs; each subscribed to what invokes it. The SES
    // events' handler hashes the addresses it suppresses with the privacy key.
    const eventHandlers = new Map<string, ApiFunction>();
    for (const eventHandler of EVENT_HANDLERS) {
      const fn = new ApiFunction(stackOfFolder(eventHandler.handler), eventHandler.name, {
        route: eventHandler,
        bundlesDir: props.bundlesDir,
        layer,
        table: props.table,
        userPoolId: props.userPoolId,
        userPoolClientId: props.userPoolClientId,
        serviceName: 'dubai-setup-api',
      });
      if (eventHandler.source === 'ses-events') {
        this.sesEvents.subscribe(fn.function);
        allowPrivacyKey(fn);
      }
      eventHandlers.set(eventHandler.name, fn);
    }
    this.eventHandlers = eventHandlers;
    this.nestedStacks = nestedStacks;
  }
}

/** The API resource a handler belongs to: its folder under functions/ (leads/create.ts -> leads). */
export const apiResourceOf = (handlerPath: string) => handlerPath.slice(0, handlerPath.indexOf('/'));

/** The nested stack's construct id for an API resource's folder: email-integrations -> EmailIntegrationsRoutes. */
const nestedStackId = (folder: string) =>
  `${folder.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')}Routes`;
