import { loadAdminViewerRequest } from './admin-viewer-request.ts';
import type { ViewerRequestEvent } from './viewer-request.ts';

const handler = loadAdminViewerRequest();

const request = (uri: string): ViewerRequestEvent => ({
  version: '1.0',
  context: { eventType: 'viewer-request' },
  viewer: { ip: '203.0.113.7' },
  request: { method: 'GET', uri, querystring: {}, headers: { host: { value: 'admin.example.com' } }, cookies: {} },
});

describe('the admin host serves the back office and nothing of the public site', () => {
  it.each(['/admin', '/admin/'])('%s is the admin app', (uri) => {
    expect(handler(request(uri))).toMatchObject({ uri: '/admin/index.html' });
  });

  it('sends its bare address to /admin', () => {
    expect(handler(request('/'))).toEqual({ statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/admin' } } });
  });

  it.each(['/assets/admin-Bwxwz6ZP.js', '/assets/admin-D_brBOtd.css', '/favicon.svg'])('passes %s to the bucket', (uri) => {
    expect(handler(request(uri))).toMatchObject({ uri });
  });

  it.each(['/uk', '/index.html', '/sw.js', '/manifest.webmanifest', '/privacy', '/robots.txt', '/corporate/index.html', '/admin/x'])(
    'answers 404 to %s: no public page, service worker or manifest',
    (uri) => {
      expect(handler(request(uri))).toMatchObject({ statusCode: 404 });
    },
  );
});
