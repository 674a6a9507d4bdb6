/**
 * The harness of the local provider fakes: an HTTP server on 127.0.0.1 that records every request, answers through
 * the fake's own routes, and can be told to fail the next requests (503, 429 with Retry-After, ...) so tests prove
 * the retry path. A request the real provider would refuse (wrong method, path, header or body) gets the provider's
 * own error shape, so a client that drifts from the documentation fails its tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_FAKES_HOST } from '#shared/admin/integration-rules.ts';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; rawBody: string; body: unknown };
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: FakeRequest) => FakeAnswer | undefined;

export type FakeProvider = {
  /** The server's own address, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** The next `count` requests that are not connection tests or token requests get this answer instead. */
  failNext(count: number, answer: FakeAnswer): void;
  stop(): Promise<void>;
};

/** Starts a fake: `route` answers a request, or undefined for "no such route" (404 in the provider's shape). */
export async function startFake(options: {
  route: FakeRoute;
  notFound: (request: FakeRequest) => FakeAnswer;
  /** Requests the failure script leaves alone (tests of the key, token minting). */
  isExempt?: (request: FakeRequest) => boolean;
}): Promise<FakeProvider> {
  const requests: FakeRequest[] = [];
  const failures: FakeAnswer[] = [];
  const server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://fake');
    let body: unknown = rawBody;
    try {
      body = rawBody && String(incoming.headers['content-type'] ?? '').includes('json') ? JSON.parse(rawBody) : rawBody;
    } catch {
      body = Symbol.for('malformed');
    }
    const request: FakeRequest = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, rawBody, body };
    requests.push(request);
    const scripted = options.isExempt?.(request) ? undefined : failures.shift();
    const answer = scripted ?? options.route(request) ?? options.notFound(request);
    response.writeHead(answer.status, { ...(answer.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...answer.headers });
    response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, LOCAL_FAKES_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${LOCAL_FAKES_HOST}:${port}`,
    requests,
    failNext(count, answer) {
      for (let i = 0; i < count; i++) failures.push(answer);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** True when a JSON request carries the documented JSON headers. */
export const sendsJson = (request: FakeRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/json') && typeof request.body === 'object' && request.body !== null;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
