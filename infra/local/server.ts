import { createHash, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Route } from '#functions/routes.ts';
import { cacheControlFor, isCompressible, MEDIA_OBJECTS_PREFIX, negotiateEncoding, type ContentEncoding } from '#infra/edge/caching.ts';
import type { ViewerRequestEvent, ViewerRequestResult } from '#infra/edge/viewer-request.ts';
import { compileRoute, matchRoute, toApiEvent } from './api-event.ts';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

export type ViewerRequest = (event: ViewerRequestEvent) => ViewerRequestResult;

export type LocalServerOptions = {
  /** The built site (dist/web). */
  webRoot: string;
  routes: readonly Route[];
  loadHandler: (route: Route) => Promise<LambdaHandler>;
  /** The CloudFront Function's own code, applied to every non-API request as the distribution does. */
  viewerRequest: ViewerRequest;
  /** The response headers policy, added to site answers as the distribution does (not to /api, as deployed). */
  securityHeaders: Record<string, string>;
  /**
   * What CloudFront would tell the API about the viewer's country (CloudFront-Viewer-Country headers). Its address
   * (CloudFront-Viewer-Address) is the connection's; any CloudFront-* header the caller sent is dropped.
   */
  viewerCountry: { country: string; region: string };
  /** The origin secret CloudFront adds to every request it forwards to the API (origin custom header). */
  originVerify: { header: string; value: string };
  /** Where the photographs staff upload are stored (MEDIA_DIR): answered under /media/, as the media bucket's media/. */
  mediaRoot?: string;
};

/** API Gateway's own limit on a request body. */
const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

const ENCODERS: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * Compressed copies by encoding and content, as CloudFront keeps them in its cache: the site's files are compressed
 * once per run, not on every request (the e2e tests load the same bundles many times).
 */
function compressedCache() {
  const copies = new Map<string, Promise<Buffer>>();
  return (encoding: ContentEncoding, key: string, body: Buffer) => {
    const id = `${encoding} ${key} ${createHash('sha1').update(body).digest('base64')}`;
    if (!copies.has(id)) copies.set(id, ENCODERS[encoding](body));
    return copies.get(id)!;
  };
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function lambdaContext(route: Route, requestId: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    awsRequestId: requestId,
    functionName: route.handler,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.handler}`,
    memoryLimitInMB: '512',
    logGroupName: 'local',
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** True when every percent sign of the path starts a valid UTF-8 escape (what decodeURIComponent accepts). */
function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(statusCode, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * CloudFront-Viewer-Address as the distribution writes it, from the connection: the viewer's address and source port,
 * `203.0.113.7:46532` (an IPv6 address unbracketed, `2001:db8::7:46532`; an IPv4 client on a dual-stack socket as IPv4).
 */
function viewerAddressOf(request: IncomingMessage): string {
  const address = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return `${address}:${request.socket.remotePort ?? 0}`;
}

/**
 * The local stand-in for CloudFront + API Gateway: /api/* goes to the route's handler module with an HTTP API 2.0
 * event; every other path goes through the CloudFront Function and is served from the built site, a missing object
 * answering the 404 page with status 404, as the distribution's error mapping does.
 */
export function createLocalServer(options: LocalServerOptions): Server {
  const routes = options.routes.map(compileRoute);
  const handlers = new Map<Route, Promise<LambdaHandler>>();
  const handlerFor = (route: Route) => {
    if (!handlers.has(route)) handlers.set(route, options.loadHandler(route));
    return handlers.get(route)!;
  };
  const securityHeaders = options.securityHeaders;
  const compressed = compressedCache();

  async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const matched = matchRoute(routes, request.method ?? 'GET', url.pathname);
    // API answers carry the handler stack's own headers: the distribution adds no policy to /api/* (web stack).
    if (!matched) return sendJson(response, 404, { message: 'Not Found' }, {});
    const body = await readBody(request, API_GATEWAY_MAX_BODY_BYTES);
    if (body === 'too-large') return sendJson(response, 413, { message: 'Request Entity Too Large' }, {});
    const requestId = randomUUID();
    const event = toApiEvent({
      request,
      url,
      body,
      route: matched.route,
      pathParameters: matched.pathParameters,
      requestId,
    });
    // What CloudFront tells the origin about the viewer, it sets itself: a caller's own CloudFront-* headers never
    // pass (the API believes CloudFront-Viewer-* on a request with the origin secret, which is added here).
    for (const name of Object.keys(event.headers)) {
      if (name.startsWith('cloudfront-')) delete event.headers[name];
    }
    Object.assign(event.headers, {
      'cloudfront-viewer-address': viewerAddressOf(request),
      'cloudfront-viewer-country': options.viewerCountry.country,
      'cloudfront-viewer-country-region': options.viewerCountry.region,
      // Overwrites whatever the caller sent under that name, as an origin custom header does.
      [options.originVerify.header]: options.originVerify.value,
    });
    let result: APIGatewayProxyResultV2;
    try {
      const handler = await handlerFor(matched.route);
      result = await handler(event, lambdaContext(matched.route, requestId));
    } catch (error) {
      console.error(`${matched.route.method} ${matched.route.path} threw`, error);
      return sendJson(response, 500, { message: 'Internal Server Error' }, {});
    }
    if (typeof result === 'string') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(result);
    }
    const headers: Record<string, string | string[]> = {};
    // API Gateway serialises the result as JSON, so headers whose value is undefined do not exist.
    for (const [name, value] of Object.entries(result.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = String(value);
    }
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  }

  async function readObject(key: string): Promise<Buffer | undefined> {
    const [root, relative] =
      options.mediaRoot && key.startsWith(`/${MEDIA_OBJECTS_PREFIX}`)
        ? [options.mediaRoot, key.slice(MEDIA_OBJECTS_PREFIX.length + 1)]
        : [options.webRoot, key];
    const path = normalize(join(root, decodeURIComponent(relative)));
    if (!path.startsWith(normalize(root) + sep)) return undefined;
    try {
      if (!(await stat(path)).isFile()) return undefined;
      return await readFile(path);
    } catch {
      return undefined;
    }
  }

  async function serveSite(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(403, { ...securityHeaders, 'content-type': 'text/plain' });
      return response.end('This distribution is not configured to allow the HTTP request method.');
    }
    const querystring: ViewerRequestEvent['request']['querystring'] = {};
    // CloudFront hands the function query values as the viewer sent them, still percent-encoded.
    for (const [name, value] of url.searchParams) querystring[name] = { value: encodeURIComponent(value) };
    const headers: ViewerRequestEvent['request']['headers'] = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[name] = { value };
    }
    const viewerRequest = { method, uri: url.pathname, querystring, headers, cookies: {} };
    // As the distribution's /media/* behaviour, which runs no function: a photograph's key is requested as stored.
    const result = url.pathname.startsWith(`/${MEDIA_OBJECTS_PREFIX}`)
      ? viewerRequest
      : options.viewerRequest({
          version: '1.0',
          context: { eventType: 'viewer-request' },
          viewer: { ip: request.socket.remoteAddress ?? '127.0.0.1' },
          request: viewerRequest,
        });
    if ('statusCode' in result) {
      const answer: Record<string, string> = { ...securityHeaders };
      for (const [name, value] of Object.entries(result.headers ?? {})) answer[name] = value.value;
      response.writeHead(result.statusCode, result.statusDescription, answer);
      return response.end();
    }
    const object = await readObject(result.uri);
    const [status, key, body] = object
      ? [200, result.uri, object]
      : [404, '/404.html', (await readObject('/404.html')) ?? Buffer.from('Not Found')];
    const contentType = CONTENT_TYPES[extname(key)] ?? 'application/octet-stream';
    const answer: Record<string, string | number> = {
      ...securityHeaders,
      'content-type': contentType,
      // Cache-Control and compression as the distribution answers (infra/edge/caching.ts, shared with the web stack).
      'cache-control': cacheControlFor(key),
    };
    let sent = body;
    if (isCompressible(contentType, body.length)) {
      answer.vary = 'Accept-Encoding';
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding) {
        sent = await compressed(encoding, key, body);
        answer['content-encoding'] = encoding;
      }
    }
    answer['content-length'] = sent.length;
    response.writeHead(status, answer);
    response.end(method === 'HEAD' ? undefined : sent);
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    // A malformed percent-encoded path (e.g. /api/%E0%A4%A) is the caller's mistake: 400, as API Gateway answers.
    if (!isWellEncoded(url.pathname)) {
      if (isApi) return sendJson(response, 400, { message: 'Bad Request' }, {});
      response.writeHead(400, { ...securityHeaders, 'content-type': 'text/plain' });
      return response.end('Bad Request');
    }
    const serve = isApi ? serveApi : serveSite;
    serve(request, response, url).catch((error) => {
      console.error('Local server error', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' }, securityHeaders);
      else response.end();
    });
  });
}
