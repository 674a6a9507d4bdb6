/**
 * Every address of the site (spec main-site.md section 2): one list, read by the web app's router and prerender build
 * (web/src/config/paths.ts maps each to its page) and by the web-vitals beacon's schema, which keeps a digest only for
 * a page the site has.
 */
import { NEWSLETTER_CONFIRM_PAGE } from './main-site/newsletter-confirmation.ts';

export const paths = {
  home: '/',
  calculator: '/calculator',
  admin: '/admin',
  privacy: '/privacy',
  uk: '/uk',
  ukTaxSavings: '/uk/tax-savings',
  ukFastSetup: '/uk/fast-setup',
  ukMarketAccess: '/uk/market-access',
  ukLifestyle: '/uk/lifestyle',
  ukOwnership: '/uk/ownership',
  ukCorporateTax: '/uk/corporate-tax',
  ukWealthPreservation: '/uk/wealth-preservation',
  ukBankingVisas: '/uk/banking-visas',
  ukOld: '/uk-old',
  ukDubai: '/uk-dubai',
  ukDubai3: '/uk-dubai-3',
  uk4: '/uk-4',
  ukDubai4: '/uk-dubai-4',
  corporate: '/corporate',
  advisory: '/advisory',
  newsletterConfirm: NEWSLETTER_CONFIRM_PAGE,
  terms: '/terms',
  refundPolicy: '/refund-policy',
  careers: '/careers',
  blog: '/blog',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

