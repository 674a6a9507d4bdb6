import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { distributionsOf, ROUTES, routeKey, type Distribution } from '../routes.ts';
import { ORIGIN_SECRET_VARIABLES } from '../lib/origin-verify.ts';

/**
 * The origin secret CloudFront adds for the route, when this run configures one: the admin distribution's for a staff
 * route, the public site's for every other (or the one `through` names).
 */
function originSecretHeader(key: string, through: Distribution | undefined): Record<string, string> {
  const route = ROUTES.find((candidate) => routeKey(candidate) === key);
  const distribution = through ?? (route ? distributionsOf(route)[0] : 'public');
  const secret = process.env[ORIGIN_SECRET_VARIABLES[distribution].value];
  return secret ? { 'x-origin-verify': secret } : {};
}

/** An API Gateway HTTP API (payload 2.0) event, as the deployed API and the local server build it. */
export function apiEvent(options: {
  method: string;
  path: string;
  routePath?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  cookies?: string[];
  /** When API Gateway received the request (epoch milliseconds); 0, the default, means "now" to the handler stack. */
  timeEpoch?: number;
  /** The connection's address (default 203.0.113.9). */
  sourceIp?: string;
  /** The distribution the request comes through (default: the one that serves the route). */
  through?: Distribution;
}): APIGatewayProxyEventV2 {
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return {
    version: '2.0',
    routeKey: `${options.method} ${options.routePath ?? options.path}`,
    rawPath: options.path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    cookies: options.cookies,
    // As CloudFront forwards it: with the origin secret of this run when one is configured (a test of a request that
    // skipped CloudFront overrides the header).
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'jest-browser',
      ...originSecretHeader(`${options.method} ${options.routePath ?? options.path}`, options.through),
      ...options.headers,
    },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    requestContext: {
      accountId: 'local', apiId: 'local', domainName: 'localhost', domainPrefix: 'localhost',
      http: { method: options.method, path: options.path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? '203.0.113.9', userAgent: 'jest-browser' },
      requestId: 'test-request', routeKey: `${options.method} ${options.routePath ?? options.path}`, stage: '$default',
      time: '', timeEpoch: options.timeEpoch ?? 0,
    },
    body,
    isBase64Encoded: false,
  };
}

/** A Lambda context for calling a Middy handler directly. */
export function lambdaContext(): Context {
  return {
    awsRequestId: 'test-request', functionName: 'test', functionVersion: '$LATEST', invokedFunctionArn: 'arn:test',
    memoryLimitInMB: '256', logGroupName: 'test', logStreamName: 'test', callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 10_000, done: () => undefined, fail: () => undefined, succeed: () => undefined,
  };
}
