import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Route } from '#functions/routes.ts';
import { routeKey } from '#functions/routes.ts';

/** A route of the table with its path compiled to a matcher. */
export type CompiledRoute = Route & { pattern: RegExp; parameterNames: string[] };

/** Compiles API Gateway path syntax ({name} for one segment, {name+} for the rest) to a matcher. */
export function compileRoute(route: Route): CompiledRoute {
  const parameterNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]!);
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}$`), parameterNames };
}

/** The route that API Gateway would pick for the method and path, with its path parameters. */
export function matchRoute(routes: CompiledRoute[], method: string, path: string) {
  // Literal segments win over parameters, as in API Gateway ("/api/leads/capture" before "/api/leads/{id}").
  const candidates = routes
    .filter((route) => route.method === method)
    .map((route) => ({ route, match: route.pattern.exec(path) }))
    .filter((candidate) => candidate.match)
    .sort((a, b) => a.route.parameterNames.length - b.route.parameterNames.length);
  const best = candidates[0];
  if (!best?.match) return undefined;
  const pathParameters = Object.fromEntries(
    best.route.parameterNames.map((name, index) => [name, decodeURIComponent(best.match![index + 1]!)]),
  );
  return { route: best.route, pathParameters };
}

/**
 * Builds the HTTP API payload 2.0 event API Gateway would send for this request: lower-case headers with repeated
 * values joined by commas, cookies split out of the Cookie header, the query string both raw and parsed.
 */
export function toApiEvent(options: {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  route: Route;
  pathParameters: Record<string, string>;
  requestId: string;
  extraHeaders?: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const { request, url, body, route } = options;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  Object.assign(headers, options.extraHeaders);
  const cookies = request.headers.cookie?.split(/;\s*/).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const key = routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(options.pathParameters).length ? options.pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: options.requestId,
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}
