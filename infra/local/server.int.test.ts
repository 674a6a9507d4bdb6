/**
 * The local server answers the site as CloudFront does: brotli or gzip by the browser's Accept-Encoding for the
 * content types CloudFront compresses, hashed assets immutable for a year, pages, the service worker and the manifest
 * revalidated on every visit; and it tells the API who the viewer is as CloudFront does, whatever the caller claims.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ORIGIN_VERIFY_HEADER } from '#functions/lib/origin-verify.ts';
import { ROUTES } from '#functions/routes.ts';
import { storedLeadsFor } from '#functions/test/stored.ts';
import { SECURITY_HEADERS } from '#infra/edge/security-headers.ts';
import { loadViewerRequest } from '#infra/edge/viewer-request.ts';
import { createLocalServer, type LambdaHandler } from './server.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'local-server-site-'));
const script = `export function greet(name){return "Hello, "+name;}\n`.repeat(200);
const page = `<!doctype html><html lang="en"><head><title>UK</title></head><body>${'<p>Company setup in Dubai.</p>'.repeat(80)}</body></html>`;
const serviceWorker = `self.addEventListener('fetch', () => {});\n`.repeat(40);
const manifest = JSON.stringify({ name: 'Dubai setup', icons: Array.from({ length: 40 }, (_, i) => ({ src: `/icon-${i}.png` })) });
const files: Record<string, string | Buffer> = {
  'index.html': page,
  '404.html': '<!doctype html><title>Not found</title>',
  'uk/index.html': page,
  'assets/index-3f2a9c1b.js': script,
  'assets/hero-1a2b3c4d.png': Buffer.alloc(4000, 7),
  'sw.js': serviceWorker,
  'manifest.webmanifest': manifest,
  'robots.txt': 'User-agent: *\nAllow: /\n',
};
for (const [name, content] of Object.entries(files)) {
  mkdirSync(join(webRoot, name, '..'), { recursive: true });
  writeFileSync(join(webRoot, name), content);
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createLocalServer({
    webRoot,
    routes: [],
    loadHandler: () => Promise.reject(new Error('no API in this test')),
    originVerify: { header: 'x-origin-verify', value: 'local-secret' },
    viewerRequest: loadViewerRequest({ corporateHosts: [], devHosts: ['localhost'], adminOrigin: 'http://127.0.0.1:1' }),
    securityHeaders: SECURITY_HEADERS,
    viewerCountry: { country: 'GB', region: 'ENG' },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(webRoot, { recursive: true, force: true });
});

/** The raw answer, body not decoded (fetch would decompress it out of sight). */
function get(path: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe('the local server compresses like CloudFront', () => {
  it('answers a script in brotli to a browser that accepts brotli and gzip', async () => {
    // Act
    const response = await get('/assets/index-3f2a9c1b.js', 'gzip, deflate, br, zstd');

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('answers a page in gzip to a client that accepts only gzip', async () => {
    // Act
    const response = await get('/uk', 'gzip');

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  it('answers uncompressed to a client that accepts no encoding, or refuses brotli and gzip with q=0', async () => {
    // Act
    const plain = await get('/uk');
    const refused = await get('/uk', 'br;q=0, gzip;q=0');

    // Assess
    for (const response of [plain, refused]) {
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(page);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(page));
    }
  });

  it('leaves uncompressed what CloudFront does not compress: images, the web manifest, files under 1,000 bytes', async () => {
    // Act
    const image = await get('/assets/hero-1a2b3c4d.png', 'gzip, br');
    const webManifest = await get('/manifest.webmanifest', 'gzip, br');
    const robots = await get('/robots.txt', 'gzip, br');

    // Assess
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4000);
    expect(webManifest.headers['content-encoding']).toBeUndefined();
    expect(webManifest.body.toString()).toBe(manifest);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body.toString()).toBe('User-agent: *\nAllow: /\n');
  });

  it('answers HEAD with the compressed length and no body', async () => {
    // Prepare
    const full = await get('/assets/index-3f2a9c1b.js', 'br');

    // Act
    const head = await get('/assets/index-3f2a9c1b.js', 'br', 'HEAD');

    // Assess
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body.length).toBe(0);
  });
});

describe('the local server sends the cache headers of the deployed distribution', () => {
  it('caches hashed assets for a year as immutable', async () => {
    // Act
    const scriptAnswer = await get('/assets/index-3f2a9c1b.js', 'br');
    const image = await get('/assets/hero-1a2b3c4d.png');

    // Assess
    expect(scriptAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate pages, the service worker and the manifest on every visit', async () => {
    // Act
    const answers = await Promise.all(['/', '/uk', '/sw.js', '/manifest.webmanifest', '/no-such-page'].map((path) => get(path, 'br')));

    // Assess
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=86400, must-revalidate');
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404]);
  });

  it('keeps the security headers on compressed answers', async () => {
    // Act
    const response = await get('/uk', 'br');

    // Assess
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the local server tells the API who the viewer is as CloudFront does', () => {
  it('stores the connection\'s address on a lead, not the CloudFront-Viewer-Address a caller forged', async () => {
    // Prepare: the local server in front of the real handlers and table, with the origin secret of this run.
    const api = createLocalServer({
      webRoot,
      routes: ROUTES,
      loadHandler: async (route) =>
        ((await import(pathToFileURL(join(import.meta.dirname, '../../functions', route.handler)).href)) as { handler: LambdaHandler }).handler,
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: process.env.ORIGIN_VERIFY_SECRET! },
      viewerRequest: loadViewerRequest({ corporateHosts: [], devHosts: ['localhost'], adminOrigin: 'http://127.0.0.1:1' }),
      securityHeaders: SECURITY_HEADERS,
      viewerCountry: { country: 'GB', region: 'ENG' },
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const email = `forged-viewer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

    // Act
    const response = await fetch(`http://127.0.0.1:${(api.address() as AddressInfo).port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.77:4431' },
      body: JSON.stringify({ fullName: 'Forged Viewer', email, phone: '+44 7700 900123' }),
    });
    await new Promise<void>((done) => api.close(() => done()));

    // Assess
    expect(response.status).toBe(201);
    const leads = await storedLeadsFor(email);
    expect(leads.map((lead) => lead.ipAddress)).toEqual(['127.0.0.1']);
  });
});
