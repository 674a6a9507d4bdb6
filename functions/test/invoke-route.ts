import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { compileRoute, matchRoute } from '#infra/local/api-event.ts';
import { ROUTES } from '../routes.ts';
import { apiEvent, lambdaContext } from './events.ts';

const routes = ROUTES.map(compileRoute);

/**
 * Calls the handler that the route table maps the method and path to, as API Gateway would, and returns its answer
 * with the body parsed. Fails when no route matches, so a test cannot pass against a route that does not exist.
 */
export async function invokeRoute(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    /** The query string's parameters, as API Gateway parses them. */
    query?: Record<string, string>;
  } = {},
) {
  const matched = matchRoute(routes, method, path);
  if (!matched) throw new Error(`No route for ${method} ${path}`);
  const module = (await import(pathToFileURL(join(import.meta.dirname, '..', matched.route.handler)).href)) as {
    handler: (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
  };
  const response = await module.handler(
    apiEvent({ method, path, routePath: matched.route.path, pathParameters: matched.pathParameters, ...options }),
    lambdaContext(),
  );
  return { ...response, json: response.body ? JSON.parse(response.body) : undefined };
}
