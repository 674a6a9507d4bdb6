/**
 * The Cache-Control each object of the site is stored with: read by the web stack's upload and the local server
 * (infra/edge/caching.ts) and by the photograph upload (functions/lib/clients/media-store.ts). Hashed assets and
 * photograph variants are immutable for a year; everything else (pages, the service worker, the web manifest,
 * robots.txt, the sitemap) is revalidated by browsers on every visit and kept by CloudFront for a day or until the
 * deploy's invalidation.
 */
export const CACHE_CONTROL = {
  hashedAssets: 'public, max-age=31536000, immutable',
  revalidated: 'public, max-age=0, s-maxage=86400, must-revalidate',
} as const;
