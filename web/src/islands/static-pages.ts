import type { PageName } from '../config/paths.ts';

/**
 * The pages the build writes as static HTML with islands (web/src/islands): they load the islands bootstrap instead
 * of the app, and only their islands run React. Every other page is still hydrated whole by the app (main.tsx).
 */
export const STATIC_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'privacy',
  'uk-tax-savings',
  'uk-fast-setup',
  'uk-market-access',
  'uk-lifestyle',
  'uk-ownership',
  'uk-corporate-tax',
  'uk-wealth-preservation',
  'uk-banking-visas',
  'advisory',
  'calculator',
  'terms',
  'refund-policy',
  'careers',
  'blog',
  'not-found',
  'uk-hub',
  'home',
  'uk-dubai',
  'uk-dubai-3',
  'uk-dubai-4',
  'newsletter-confirm',
  'corporate',
]);
