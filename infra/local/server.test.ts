import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROUTES } from '#functions/routes.ts';
import { createLocalServer, type LocalServerOptions } from './server.ts';

/** The local server with a handler that echoes what reached it, and a one-page site. */
async function startServer(overrides: Partial<LocalServerOptions> = {}) {
  const webRoot = mkdtempSync(join(tmpdir(), 'local-server-test-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(webRoot, '404.html'), '<!doctype html><title>not found</title>');
  const server = createLocalServer({
    webRoot,
    routes: ROUTES,
    loadHandler: async () => async (event: APIGatewayProxyEventV2) => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headers: event.headers }),
    }),
    viewerRequest: (event) => event.request,
    securityHeaders: {},
    viewerCountry: { country: 'GB', region: 'ENG' },
    originVerify: { header: 'x-origin-verify', value: 'local-secret' },
    ...overrides,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, stop: () => new Promise<void>((done) => server.close(() => done())) };
}

describe('the local stand-in for CloudFront and API Gateway', () => {
  it('answers 400 for a malformed percent-encoded path, on the API and on the site', async () => {
    // Prepare
    const server = await startServer();

    // Act
    const api = await fetch(`${server.base}/api/%E0%A4%A`);
    const site = await fetch(`${server.base}/%E0%A4%A`);
    const parameter = await fetch(`${server.base}/api/content/%E0%A4%A`);
    await server.stop();

    // Assess
    expect([api.status, site.status, parameter.status]).toEqual([400, 400, 400]);
    expect(await api.json()).toEqual({ message: 'Bad Request' });
  });

  it('adds the secret origin header to what it forwards to the API, over whatever the caller sent under that name', async () => {
    // Prepare
    const server = await startServer();

    // Act
    const response = await fetch(`${server.base}/api/geo`, { headers: { 'x-origin-verify': 'guessed' } });
    const { headers } = (await response.json()) as { headers: Record<string, string> };
    await server.stop();

    // Assess
    expect(headers['x-origin-verify']).toBe('local-secret');
    expect(headers['cloudfront-viewer-country']).toBe('GB');
  });

  it('drops every CloudFront-* header a caller sends and sets the viewer address from the connection, as the distribution does', async () => {
    // Prepare
    const server = await startServer();

    // Act: a caller pretends to be another viewer, somewhere else, on a phone.
    const response = await fetch(`${server.base}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'CloudFront-Viewer-Address': '203.0.113.77:4431',
        'cloudfront-viewer-country': 'US',
        'CloudFront-Viewer-City': 'Paris',
        'CloudFront-Is-Mobile-Viewer': 'true',
      },
      body: '{}',
    });
    const { headers } = (await response.json()) as { headers: Record<string, string> };
    await server.stop();

    // Assess
    expect(headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(Object.entries(headers).filter(([name]) => name.startsWith('cloudfront-') && name !== 'cloudfront-viewer-address')).toEqual([
      ['cloudfront-viewer-country', 'GB'],
      ['cloudfront-viewer-country-region', 'ENG'],
    ]);
    expect(headers['x-origin-verify']).toBe('local-secret');
  });

  it('serves an uploaded photograph from the media folder at /media/, as stored and immutable, like the /media/* behaviour', async () => {
    // Prepare: a photograph's variant in the media folder; a viewer-request function that would send anything it saw
    // to the home page (the distribution's /media/* behaviour runs none)
    const mediaRoot = mkdtempSync(join(tmpdir(), 'local-server-media-'));
    mkdirSync(join(mediaRoot, 'abc'));
    const variant = Buffer.from('not really an avif, but bytes');
    writeFileSync(join(mediaRoot, 'abc', '480.avif'), variant);
    const server = await startServer({ mediaRoot, viewerRequest: (event) => ({ ...event.request, uri: '/index.html' }) });

    // Act
    const photograph = await fetch(`${server.base}/media/abc/480.avif`);
    const body = Buffer.from(await photograph.arrayBuffer());
    const missing = await fetch(`${server.base}/media/abc/960.avif`);
    const outside = await fetch(`${server.base}/media/..%2Findex.html`);
    const page = await fetch(`${server.base}/anything`);
    await server.stop();

    // Assess
    expect(photograph.status).toBe(200);
    expect(photograph.headers.get('content-type')).toBe('image/avif');
    expect(photograph.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body.equals(variant)).toBe(true);
    expect(missing.status).toBe(404);
    expect(outside.status).toBe(404);
    expect(await page.text()).toContain('<title>home</title>');
  });
});
