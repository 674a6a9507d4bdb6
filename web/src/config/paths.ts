/**
 * Every page route of the site, read by the router and by the prerender build: one list, so a page cannot be routed
 * without being prerendered or the other way round. The addresses themselves are shared/site-paths.ts.
 */
import { paths, type SitePath } from '#shared/site-paths.ts';

/** A page of the site; each is the default export of web/src/pages/<page>.tsx. */
export type PageName =
  | 'home'
  | 'calculator'
  | 'privacy'
  | 'uk-hub'
  | 'uk-tax-savings'
  | 'uk-fast-setup'
  | 'uk-market-access'
  | 'uk-lifestyle'
  | 'uk-ownership'
  | 'uk-corporate-tax'
  | 'uk-wealth-preservation'
  | 'uk-banking-visas'
  | 'uk-dubai'
  | 'uk-dubai-3'
  | 'uk-dubai-4'
  | 'corporate'
  | 'advisory'
  | 'newsletter-confirm'
  | 'terms'
  | 'refund-policy'
  | 'careers'
  | 'blog'
  | 'not-found';

export type PageRoute = {
  path: SitePath;
  page: PageName;
  /**
   * The address search engines should index when this route shows the same page as another (its canonical link and
   * og:url name it, and the sitemap lists only that one). Absent: the route is its own canonical address.
   */
  canonical?: SitePath;
  /** Never indexed (no public head, not in the sitemap): a page only a link with a secret in it opens. */
  noindex?: true;
};

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: paths.home, page: 'home' },
  { path: paths.calculator, page: 'calculator' },
  { path: paths.privacy, page: 'privacy' },
  { path: paths.uk, page: 'uk-hub' },
  { path: paths.ukTaxSavings, page: 'uk-tax-savings' },
  { path: paths.ukFastSetup, page: 'uk-fast-setup' },
  { path: paths.ukMarketAccess, page: 'uk-market-access' },
  { path: paths.ukLifestyle, page: 'uk-lifestyle' },
  { path: paths.ukOwnership, page: 'uk-ownership' },
  { path: paths.ukCorporateTax, page: 'uk-corporate-tax' },
  { path: paths.ukWealthPreservation, page: 'uk-wealth-preservation' },
  { path: paths.ukBankingVisas, page: 'uk-banking-visas' },
  { path: paths.ukDubai, page: 'uk-dubai' },
  { path: paths.ukDubai3, page: 'uk-dubai-3' },
  { path: paths.uk4, page: 'uk-dubai-4' },
  // The same landing page at two addresses (spec): /uk-4, whose title the spec gives, is the one to index.
  { path: paths.ukDubai4, page: 'uk-dubai-4', canonical: paths.uk4 },
  { path: paths.corporate, page: 'corporate' },
  { path: paths.advisory, page: 'advisory' },
  // The newsletter's confirmation link: static, its button reads the ?token in the browser; never indexed.
  { path: paths.newsletterConfirm, page: 'newsletter-confirm', noindex: true },
  // The footer's entries the spec leaves without a page (no dead ends).
  { path: paths.terms, page: 'terms' },
  { path: paths.refundPolicy, page: 'refund-policy' },
  { path: paths.careers, page: 'careers' },
  { path: paths.blog, page: 'blog' },
];

/** Old addresses the edge redirects; the router repeats them for links followed inside the app. */
export const REDIRECT_ROUTES: readonly { path: SitePath; to: SitePath }[] = [{ path: paths.ukOld, to: paths.uk }];

/** The page any other path shows; the build writes it to 404.html, which the edge answers with status 404. */
export const NOT_FOUND_PAGE: PageName = 'not-found';


/** The root element's attribute naming the page whose HTML the build wrote (read by the app in the browser). */
export const SERVED_PAGE_ATTRIBUTE = 'data-page';
