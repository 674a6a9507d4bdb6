import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResult = APIGatewayProxyStructuredResultV2;

/** A JSON answer with the given status, extra headers and Set-Cookie values. */
export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}, cookies?: string[]): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    ...(cookies?.length ? { cookies } : {}),
    body: JSON.stringify(body),
  };
}

/** 204 No Content: the change was made and there is nothing to answer (a delete). */
export function noContent(): ApiResult {
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}
