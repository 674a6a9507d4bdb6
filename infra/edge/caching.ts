/**
 * How the site is cached and compressed, as plain data: the web stack builds the distribution's cache policy and the
 * upload's Cache-Control from it, and the local server answers with the same headers and encodings, so what a browser
 * sees locally is what it sees behind CloudFront. The Cache-Control values themselves are shared/cache-control.ts
 * (the photograph upload sets them too).
 */

import { CACHE_CONTROL } from '#shared/cache-control.ts';
import { MEDIA_PREFIX } from '#shared/cms/media-rules.ts';

/** Vite's hashed build output, as an object-key prefix: a file there never changes under its name. */
export const HASHED_ASSETS_PREFIX = 'assets/';


/**
 * Where the photographs staff upload are served (their variants' keys hold a new id per upload, so, like hashed
 * assets, an object there never changes): the upload function stores them with the immutable Cache-Control. The
 * prefix the upload writes its keys under (shared/cms/media-rules.ts), so the distribution's /media/* behaviour and
 * the function's grant cannot drift from it.
 */
export const MEDIA_OBJECTS_PREFIX = MEDIA_PREFIX;

/** The Cache-Control of the object at `key` (a path such as "/assets/index-3f2a.js" or "/uk/index.html"). */
export function cacheControlFor(key: string): string {
  const path = key.replace(/^\/+/, '');
  return path.startsWith(HASHED_ASSETS_PREFIX) || path.startsWith(MEDIA_OBJECTS_PREFIX) ? CACHE_CONTROL.hashedAssets : CACHE_CONTROL.revalidated;
}

/**
 * The site's cache policy: TTLs bounded as CloudFront's managed CachingOptimized policy (the origin's Cache-Control
 * decides within them), nothing of the request in the cache key but the normalised Accept-Encoding, and both
 * compressed formats enabled, which CloudFront needs in the policy before it compresses anything.
 */
export const SITE_CACHE_POLICY = {
  minTtlSeconds: 1,
  defaultTtlSeconds: 86_400,
  maxTtlSeconds: 31_536_000,
  enableAcceptEncodingGzip: true,
  enableAcceptEncodingBrotli: true,
} as const;

/**
 * The photographs' cache policy (the distribution's /media/* behaviour): their objects never change (a new key per
 * upload, stored with CACHE_CONTROL.hashedAssets), so CloudFront keeps them up to a year, a year too should an object
 * lack its Cache-Control. Nothing of the request is in the key: AVIF and WebP are not compressed again.
 */
export const MEDIA_CACHE_POLICY = {
  minTtlSeconds: 1,
  defaultTtlSeconds: 31_536_000,
  maxTtlSeconds: 31_536_000,
} as const;

/** CloudFront compresses an object only within these sizes (Content-Length), and only of COMPRESSED_CONTENT_TYPES. */
export const COMPRESSION_SIZE_BYTES = { min: 1_000, max: 10_000_000 } as const;

/** The content types CloudFront compresses (its developer guide, "File types that CloudFront compresses"). */
export const COMPRESSED_CONTENT_TYPES: readonly string[] = [
  'application/dash+xml',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/javascript',
  'application/json',
  'application/opentype',
  'application/otf',
  'application/pdf',
  'application/pkcs7-mime',
  'application/protobuf',
  'application/rss+xml',
  'application/truetype',
  'application/ttf',
  'application/vnd.apple.mpegurl',
  'application/vnd.mapbox-vector-tile',
  'application/vnd.ms-fontobject',
  'application/wasm',
  'application/xhtml+xml',
  'application/xml',
  'application/x-font-opentype',
  'application/x-font-truetype',
  'application/x-font-ttf',
  'application/x-httpd-cgi',
  'application/x-javascript',
  'application/x-mpegurl',
  'application/x-opentype',
  'application/x-otf',
  'application/x-perl',
  'application/x-ttf',
  'font/eot',
  'font/opentype',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/js',
  'text/plain',
  'text/richtext',
  'text/tab-separated-values',
  'text/xml',
  'text/x-script',
  'text/x-component',
  'text/x-java-source',
];

export type ContentEncoding = 'br' | 'gzip';

/** Whether CloudFront would compress a response of this content type (parameters such as charset ignored) and size. */
export function isCompressible(contentType: string, bytes: number): boolean {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    COMPRESSED_CONTENT_TYPES.includes(mediaType) &&
    bytes >= COMPRESSION_SIZE_BYTES.min &&
    bytes <= COMPRESSION_SIZE_BYTES.max
  );
}

/**
 * The encoding CloudFront answers a viewer's Accept-Encoding with: brotli when the viewer accepts it, else gzip, else
 * none. A coding listed with q=0 is refused.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
