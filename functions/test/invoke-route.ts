import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { compileRoute, matchRoute } from '#infra/local/api-event.ts';
import { ROUTES, type Distribution } from '../routes.ts';
import { apiEvent, lambdaContext } from './events.ts';

const routes = ROUTES.map(compileRoute);

/**
 * Calls the handler that the route table maps the method and path to, as API Gateway would, and returns its answer
 * with the body parsed. The path may carry a query string (`/api/admin/audit?limit=1`). Fails when no route
 * matches, so a test cannot pass against a route that does not exist.
 */
export async function invokeRoute(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; cookies?: string[]; timeEpoch?: number; sourceIp?: string; through?: Distribution } = {},
) {
  // A query string in the path becomes the event's query, as API Gateway parses it.
  const [pathOnly, queryString] = path.split('?', 2) as [string, string | undefined];
  const query = queryString === undefined ? undefined : Object.fromEntries(new URLSearchParams(queryString));
  const matched = matchRoute(routes, method, pathOnly);
  if (!matched) throw new Error(`No route for ${method} ${pathOnly}`);
  const module = (await import(pathToFileURL(join(import.meta.dirname, '..', matched.route.handler)).href)) as {
    handler: (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
  };
  const response = await module.handler(
    apiEvent({ method, path: pathOnly, query, routePath: matched.route.path, pathParameters: matched.pathParameters, ...options }),
    lambdaContext(),
  );
  // Only JSON answers are parsed; others (the CSV export) are read from body.
  const isJson = String(response.headers?.['content-type'] ?? '').startsWith('application/json');
  return { ...response, json: response.body && isJson ? JSON.parse(response.body) : undefined };
}
