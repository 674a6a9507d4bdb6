import { loadViewerRequest, renderViewerRequestCode, type ViewerRequestEvent } from './viewer-request.ts';

const handler = loadViewerRequest({
  corporateHosts: ['corporate.example.com'],
  devHosts: ['localhost', '127.0.0.1'],
  adminOrigin: 'https://admin.example.com',
});

function viewerRequest(host: string, uri: string, query: Record<string, string | string[]> = {}): ViewerRequestEvent {
  const querystring = Object.fromEntries(
    Object.entries(query).map(([name, value]) =>
      Array.isArray(value)
        ? [name, { value: value[0], multiValue: value.map((item) => ({ value: item })) }]
        : [name, { value }],
    ),
  );
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '203.0.113.7' },
    request: { method: 'GET', uri, querystring, headers: { host: { value: host } }, cookies: {} },
  };
}

const servedUri = (event: ViewerRequestEvent) => {
  const result = handler(event);
  if (!('uri' in result)) throw new Error(`expected the request to pass on, got status ${result.statusCode}`);
  return result.uri;
};

describe('home page by host name', () => {
  it('serves the corporate home to a corporate host', () => {
    expect(servedUri(viewerRequest('corporate.example.com', '/'))).toBe('/corporate/index.html');
  });

  it('recognises a corporate host whatever its letter case', () => {
    expect(servedUri(viewerRequest('Corporate.Example.COM', '/'))).toBe('/corporate/index.html');
  });

  it('serves the UK-focused home to any other host', () => {
    expect(servedUri(viewerRequest('www.example.co.uk', '/'))).toBe('/index.html');
    expect(servedUri(viewerRequest('d111111abcdef8.cloudfront.net', '/'))).toBe('/index.html');
  });

  it('forces the corporate home on a development host with ?corporate=true', () => {
    expect(servedUri(viewerRequest('localhost:5173', '/', { corporate: 'true' }))).toBe('/corporate/index.html');
    expect(servedUri(viewerRequest('127.0.0.1', '/', { corporate: 'true' }))).toBe('/corporate/index.html');
  });

  it('keeps the UK-focused home on a development host without the query or with another value', () => {
    expect(servedUri(viewerRequest('localhost:5173', '/'))).toBe('/index.html');
    expect(servedUri(viewerRequest('localhost', '/', { corporate: 'false' }))).toBe('/index.html');
  });

  it('ignores ?corporate=true on a public host', () => {
    expect(servedUri(viewerRequest('www.example.co.uk', '/', { corporate: 'true' }))).toBe('/index.html');
  });

  it('adds no header the origin could vary on: only the uri changes', () => {
    const event = viewerRequest('corporate.example.com', '/');
    expect(handler(event)).toEqual({ ...event.request, uri: '/corporate/index.html' });
  });
});

describe('prerendered pages', () => {
  it.each([
    ['/privacy', '/privacy/index.html'],
    ['/privacy/', '/privacy/index.html'],
    ['/uk', '/uk/index.html'],
    ['/uk/tax-savings', '/uk/tax-savings/index.html'],
    ['/uk/tax-savings/', '/uk/tax-savings/index.html'],
    ['/corporate', '/corporate/index.html'],
    ['/pm/analytics_dash', '/pm/analytics_dash/index.html'],
    ['/no-such-page', '/no-such-page/index.html'],
  ])('serves %s from %s', (path, object) => {
    expect(servedUri(viewerRequest('www.example.co.uk', path))).toBe(object);
  });

  it('serves the same page object to every host', () => {
    expect(servedUri(viewerRequest('corporate.example.com', '/uk/lifestyle'))).toBe('/uk/lifestyle/index.html');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/assets/index-3f2a1b.js', '/assets/logo.svg', '/index.html', '/404.html'])(
    'passes the file %s through unchanged',
    (path) => {
      expect(servedUri(viewerRequest('www.example.co.uk', path))).toBe(path);
    },
  );
});

describe('files for search engines and link previews', () => {
  it.each(['/robots.txt', '/sitemap.xml', '/assets/share/home-3f2a1b9c0d.png', '/assets/share/uk-dubai-4-91711b2d8e.png'])(
    'serves %s as the file itself, never as a page',
    (path) => {
      // Act + Assess: on the UK-focused and the corporate host alike
      expect(servedUri(viewerRequest('www.example.co.uk', path))).toBe(path);
      expect(servedUri(viewerRequest('corporate.example.com', path))).toBe(path);
    },
  );
});

describe('old addresses', () => {
  it('redirects /uk-old permanently to /uk', () => {
    expect(handler(viewerRequest('www.example.co.uk', '/uk-old'))).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/uk' } },
    });
  });

  it('redirects /uk-old/ too', () => {
    expect(handler(viewerRequest('www.example.co.uk', '/uk-old/'))).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/uk' } },
    });
  });

  it('keeps the query string, repeated and encoded values included', () => {
    const event = viewerRequest('www.example.co.uk', '/uk-old', {
      utm_source: 'google',
      tag: ['a', 'b'],
      q: 'dubai%20setup',
    });
    expect(handler(event)).toMatchObject({
      headers: { location: { value: '/uk?utm_source=google&tag=a&tag=b&q=dubai%20setup' } },
    });
  });
});

describe('rendering the function code', () => {
  it('injects the host lists into the code CloudFront runs', () => {
    const code = renderViewerRequestCode({ corporateHosts: ['corporate.example.com'], devHosts: ['localhost'], adminOrigin: 'https://admin.example.com' });
    expect(code).toContain('var CORPORATE_HOSTS = ["corporate.example.com"];');
    expect(code).toContain('var DEV_HOSTS = ["localhost"];');
    expect(code).not.toMatch(/\bexport\b|\brequire\(/);
  });

  it('refuses a host that is not a plain lower-case host name', () => {
    expect(() => renderViewerRequestCode({ corporateHosts: ['https://corporate.example.com'], devHosts: [], adminOrigin: 'https://admin.example.com' })).toThrow(
      /corporateHosts: "https:\/\/corporate.example.com"/,
    );
  });

  it('stays within the 10 KB CloudFront Functions size limit', () => {
    const code = renderViewerRequestCode({ corporateHosts: ['corporate.example.com'], devHosts: ['localhost'], adminOrigin: 'https://admin.example.com' });
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });
});

describe('the back office is not served by the public site', () => {
  it.each([
    ['/admin', {}, 'https://admin.example.com/admin'],
    ['/admin/', {}, 'https://admin.example.com/admin/'],
    ['/admin', { tab: 'leads' }, 'https://admin.example.com/admin?tab=leads'],
    ['/admin/index.html', {}, 'https://admin.example.com/admin/index.html'],
    ['/ADMIN', {}, 'https://admin.example.com/ADMIN'],
  ])('%s %j redirects to the admin host', (uri, query, location) => {
    const result = handler(viewerRequest('www.example.com', uri, query as Record<string, string>));
    expect(result).toEqual({ statusCode: 302, statusDescription: 'Found', headers: { location: { value: location } } });
  });

  it('leaves pages whose name only starts with "admin" alone', () => {
    expect(servedUri(viewerRequest('www.example.com', '/administration'))).toBe('/administration/index.html');
  });

  it('refuses an admin origin with a path, which would send staff to the wrong place', () => {
    expect(() => renderViewerRequestCode({ corporateHosts: [], devHosts: [], adminOrigin: 'https://admin.example.com/x' })).toThrow(
      'adminOrigin: "https://admin.example.com/x" must be an https or http origin without path, e.g. https://admin.example.com',
    );
  });
});
