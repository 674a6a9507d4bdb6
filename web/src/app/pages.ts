import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../config/paths.ts';

/**
 * The pages the prerender renders (each loaded lazily: prerenderToNodeStream waits for it). The browser never loads
 * them whole: it wakes a page's islands (web/src/islands/registry.ts).
 */
export const PAGES: Record<PageName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../pages/home.tsx')),
  calculator: lazy(() => import('../pages/calculator.tsx')),
  privacy: lazy(() => import('../pages/privacy.tsx')),
  'uk-hub': lazy(() => import('../pages/uk-hub.tsx')),
  'uk-tax-savings': lazy(() => import('../pages/uk-tax-savings.tsx')),
  'uk-fast-setup': lazy(() => import('../pages/uk-fast-setup.tsx')),
  'uk-market-access': lazy(() => import('../pages/uk-market-access.tsx')),
  'uk-lifestyle': lazy(() => import('../pages/uk-lifestyle.tsx')),
  'uk-ownership': lazy(() => import('../pages/uk-ownership.tsx')),
  'uk-corporate-tax': lazy(() => import('../pages/uk-corporate-tax.tsx')),
  'uk-wealth-preservation': lazy(() => import('../pages/uk-wealth-preservation.tsx')),
  'uk-banking-visas': lazy(() => import('../pages/uk-banking-visas.tsx')),
  'uk-dubai': lazy(() => import('../pages/uk-dubai.tsx')),
  'uk-dubai-3': lazy(() => import('../pages/uk-dubai-3.tsx')),
  'uk-dubai-4': lazy(() => import('../pages/uk-dubai-4.tsx')),
  corporate: lazy(() => import('../pages/corporate.tsx')),
  advisory: lazy(() => import('../pages/advisory.tsx')),
  'newsletter-confirm': lazy(() => import('../pages/newsletter-confirm.tsx')),
  terms: lazy(() => import('../pages/terms.tsx')),
  'refund-policy': lazy(() => import('../pages/refund-policy.tsx')),
  careers: lazy(() => import('../pages/careers.tsx')),
  blog: lazy(() => import('../pages/blog.tsx')),
  'not-found': lazy(() => import('../pages/not-found.tsx')),
};
