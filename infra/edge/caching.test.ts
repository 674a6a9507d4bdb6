/**
 * The rules the local server applies as CloudFront does: which encoding a browser gets, what CloudFront compresses,
 * and which Cache-Control each object is uploaded with.
 */
import { cacheControlFor, isCompressible, negotiateEncoding } from './caching.ts';

describe('the encoding a viewer gets', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate, identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding "%s" is answered with %s', (acceptEncoding, expected) => {
    // Act
    const encoding = negotiateEncoding(acceptEncoding);

    // Assess
    expect(encoding).toBe(expected);
  });
});

describe('what CloudFront compresses', () => {
  it.each([
    ['text/html; charset=utf-8', 5000, true],
    ['text/javascript; charset=utf-8', 5000, true],
    ['text/css', 5000, true],
    ['application/json', 5000, true],
    ['image/svg+xml', 5000, true],
    ['text/plain; charset=utf-8', 1000, true],
    ['text/plain; charset=utf-8', 999, false],
    ['text/css', 10_000_000, true],
    ['text/css', 10_000_001, false],
    ['application/manifest+json; charset=utf-8', 5000, false],
    ['image/png', 5000, false],
    ['font/woff2', 5000, false],
  ])('%s of %d bytes: %s', (contentType, bytes, expected) => {
    // Act
    const compressible = isCompressible(contentType, bytes);

    // Assess
    expect(compressible).toBe(expected);
  });
});

describe('the Cache-Control of each object', () => {
  it('keeps hashed assets for a year as immutable, and has browsers revalidate everything else', () => {
    // Act
    const answers = ['/assets/index-3f2a9c1b.js', 'assets/og/uk.png', '/index.html', '/uk/index.html', '/sw.js', '/manifest.webmanifest', '/assets-list.txt'].map(cacheControlFor);

    // Assess
    expect(answers).toEqual([
      'public, max-age=31536000, immutable',
      'public, max-age=31536000, immutable',
      'public, max-age=0, s-maxage=86400, must-revalidate',
      'public, max-age=0, s-maxage=86400, must-revalidate',
      'public, max-age=0, s-maxage=86400, must-revalidate',
      'public, max-age=0, s-maxage=86400, must-revalidate',
      'public, max-age=0, s-maxage=86400, must-revalidate',
    ]);
  });
});
