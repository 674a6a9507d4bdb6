/**
 * Every page route of the site, read by the router and by the prerender build: one list, so a page cannot be routed
 * without being prerendered or the other way round. The addresses themselves are shared/site-paths.ts.
 */
import { paths, type SitePath } from '#shared/site-paths.ts';

/** A page of the site; each is the default export of web/src/pages/<page>.tsx. */
export type PageName =
  | 'home'
  | 'calculator'
  | 'admin'
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
   * 'page': the build writes the page's full HTML and the browser hydrates it. 'shell': the build writes the app
   * shell with a loading state and the page renders in the browser only (the admin: no content worth crawling, and
   * its code stays out of every public page).
   */
  prerender: 'page' | 'shell';
  /**
   * The address search engines should index when this route shows the same page as another (its canonical link and
   * og:url name it, and the sitemap lists only that one). Absent: the route is its own canonical address.
   */
  canonical?: SitePath;
  /** Never indexed (no public head, not in the sitemap): a page only a link with a secret in it opens. */
  noindex?: true;
};

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: paths.home, page: 'home', prerender: 'page' },
  { path: paths.calculator, page: 'calculator', prerender: 'page' },
  { path: paths.admin, page: 'admin', prerender: 'shell' },
  { path: paths.privacy, page: 'privacy', prerender: 'page' },
  { path: paths.uk, page: 'uk-hub', prerender: 'page' },
  { path: paths.ukTaxSavings, page: 'uk-tax-savings', prerender: 'page' },
  { path: paths.ukFastSetup, page: 'uk-fast-setup', prerender: 'page' },
  { path: paths.ukMarketAccess, page: 'uk-market-access', prerender: 'page' },
  { path: paths.ukLifestyle, page: 'uk-lifestyle', prerender: 'page' },
  { path: paths.ukOwnership, page: 'uk-ownership', prerender: 'page' },
  { path: paths.ukCorporateTax, page: 'uk-corporate-tax', prerender: 'page' },
  { path: paths.ukWealthPreservation, page: 'uk-wealth-preservation', prerender: 'page' },
  { path: paths.ukBankingVisas, page: 'uk-banking-visas', prerender: 'page' },
  { path: paths.ukDubai, page: 'uk-dubai', prerender: 'page' },
  { path: paths.ukDubai3, page: 'uk-dubai-3', prerender: 'page' },
  { path: paths.uk4, page: 'uk-dubai-4', prerender: 'page' },
  // The same landing page at two addresses (spec): /uk-4, whose title the spec gives, is the one to index.
  { path: paths.ukDubai4, page: 'uk-dubai-4', prerender: 'page', canonical: paths.uk4 },
  { path: paths.corporate, page: 'corporate', prerender: 'page' },
  { path: paths.advisory, page: 'advisory', prerender: 'page' },
  // The newsletter's confirmation link: static, its button reads the ?token in the browser; never indexed.
  { path: paths.newsletterConfirm, page: 'newsletter-confirm', prerender: 'page', noindex: true },
  // The footer's entries the spec leaves without a page (no dead ends).
  { path: paths.terms, page: 'terms', prerender: 'page' },
  { path: paths.refundPolicy, page: 'refund-policy', prerender: 'page' },
  { path: paths.careers, page: 'careers', prerender: 'page' },
  { path: paths.blog, page: 'blog', prerender: 'page' },
];

/** Old addresses the edge redirects; the router repeats them for links followed inside the app. */
export const REDIRECT_ROUTES: readonly { path: SitePath; to: SitePath }[] = [{ path: paths.ukOld, to: paths.uk }];

/** The page any other path shows; the build writes it to 404.html, which the edge answers with status 404. */
export const NOT_FOUND_PAGE: PageName = 'not-found';


/** The root element's attribute naming the page whose HTML the build wrote (read by the app in the browser). */
export const SERVED_PAGE_ATTRIBUTE = 'data-page';
