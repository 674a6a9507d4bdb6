/**
 * The UK section's routes: the hub, the seven sales pages (with their reason cards, next page and related links), the
 * alternate landing pages, page titles and the sticky navigation (spec section 2).
 */
import { HEADLINE_ANNUAL_SAVING_TEXT } from './claims.ts';

export const UK_HUB_ROUTE = '/uk';

/** The sales pages' ids, also the `page` of their lead-capture forms. */
export const UK_SALES_PAGE_IDS = [
  'tax-savings',
  'fast-setup',
  'market-access',
  'lifestyle',
  'ownership',
  'corporate-tax',
  'wealth-preservation',
] as const;

export type UkSalesPageId = (typeof UK_SALES_PAGE_IDS)[number];

/** The route of a sales page: '/uk/tax-savings'. */
export function salesPageRoute(id: UkSalesPageId): `/uk/${UkSalesPageId}` {
  return `/uk/${id}`;
}

export const UK_BANKING_VISAS_ROUTE = '/uk/banking-visas';

export type UkSalesPage = {
  id: UkSalesPageId;
  route: string;
  /** The page's name in links and the breadcrumb. */
  name: string;
  /** The hub's reason card for this page. */
  reason: { title: string; description: string };
  /** The breadcrumb's next page (none is stated for the last three pages). */
  next?: string;
  /** The other pages it links to. */
  related: readonly string[];
};

const route = salesPageRoute;

/** The seven sales pages, in the hub's order: one reason card each. */
export const UK_SALES_PAGES: readonly UkSalesPage[] = [
  {
    id: 'tax-savings',
    route: route('tax-savings'),
    name: 'Tax Savings Analysis',
    reason: {
      title: `Save ${HEADLINE_ANNUAL_SAVING_TEXT} a Year in Tax`,
      description: '0% personal income tax, 0-9% corporate tax and no inheritance tax, against 45%, 25% and 40% in the UK.',
    },
    next: UK_BANKING_VISAS_ROUTE,
    related: [route('fast-setup'), route('corporate-tax'), route('wealth-preservation')],
  },
  {
    id: 'fast-setup',
    route: route('fast-setup'),
    name: '24-Hour Setup',
    reason: {
      title: 'Company Set Up in 24 Hours',
      description: 'Trade licence, registration and bank application in a day, instead of 6-12 weeks in the UK.',
    },
    next: route('market-access'),
    related: [route('tax-savings'), route('market-access'), route('ownership')],
  },
  {
    id: 'market-access',
    route: route('market-access'),
    name: 'Global Market Access',
    reason: {
      title: 'Reach 3 Billion Consumers',
      description: '80% of the world within a 4-hour flight and 200+ trade agreements.',
    },
    next: route('ownership'),
    related: [route('tax-savings'), route('fast-setup'), route('lifestyle')],
  },
  {
    id: 'lifestyle',
    route: route('lifestyle'),
    name: 'Lifestyle',
    reason: {
      title: 'A Better Life for Your Family',
      description: '350+ sunny days, 200+ international schools and crime 90% lower than in the UK.',
    },
    related: [route('tax-savings'), route('market-access'), route('fast-setup')],
  },
  {
    id: 'ownership',
    route: route('ownership'),
    name: '100% Ownership',
    reason: {
      title: '100% Foreign Ownership',
      description: 'Keep full control of your company, with no local partner, in every free zone.',
    },
    related: [route('tax-savings'), route('corporate-tax'), route('wealth-preservation')],
  },
  {
    id: 'corporate-tax',
    route: route('corporate-tax'),
    name: 'Corporate Tax',
    reason: {
      title: '0-9% Corporate Tax',
      description: '0% on qualifying free-zone income and 9% on the mainland, against 25% in the UK.',
    },
    related: [route('tax-savings'), route('ownership'), route('wealth-preservation')],
  },
  {
    id: 'wealth-preservation',
    route: route('wealth-preservation'),
    name: 'Wealth Preservation',
    reason: {
      title: 'Zero Inheritance Tax',
      description: 'Pass on everything you built: 0% inheritance tax, against 40% above £325,000 in the UK.',
    },
    related: [route('tax-savings'), route('corporate-tax'), route('ownership')],
  },
];

/** A sales page by id. */
export function salesPage(id: UkSalesPageId): UkSalesPage {
  const page = UK_SALES_PAGES.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown UK sales page: ${id}`);
  return page;
}

/** The alternate landing pages. */
export const UK_LANDING_ROUTES = {
  old: '/uk-old',
  premium: '/uk-dubai',
  dubai3: '/uk-dubai-3',
  uk4: '/uk-4',
  dubai4: '/uk-dubai-4',
} as const;

/** The document title of each UK route. */
export const UK_PAGE_TITLES: Readonly<Record<string, string>> = {
  [UK_HUB_ROUTE]: `UK to Dubai Business Relocation | Save ${HEADLINE_ANNUAL_SAVING_TEXT} Annually`,
  [route('tax-savings')]: `UK vs Dubai Tax Savings Analysis | Save ${HEADLINE_ANNUAL_SAVING_TEXT} Annually`,
  [route('fast-setup')]: '24-Hour Dubai Company Setup for UK Entrepreneurs',
  [route('market-access')]: 'Global Market Access from Dubai | 3 Billion Consumers',
  [route('lifestyle')]: 'UK vs Dubai Lifestyle Comparison | Relocate Your Family',
  [route('ownership')]: '100% Foreign Ownership in Dubai for UK Business Owners',
  [route('corporate-tax')]: 'Dubai 0-9% Corporate Tax vs UK 25% | Free Zone Guide',
  [route('wealth-preservation')]: 'Wealth Preservation in Dubai | Zero Inheritance Tax',
  [UK_BANKING_VISAS_ROUTE]: 'UAE Banking & Residence Visas for UK Founders',
  [UK_LANDING_ROUTES.premium]: `THE UK's TAX EXODUS | Save ${HEADLINE_ANNUAL_SAVING_TEXT} in Dubai`,
  [UK_LANDING_ROUTES.dubai3]: 'ESCAPE THE UK Tax Trap | Move Your Business to Dubai',
  [UK_LANDING_ROUTES.uk4]: `Escape UK's 45% Tax Trap - Save ${HEADLINE_ANNUAL_SAVING_TEXT} Annually`,
  [UK_LANDING_ROUTES.dubai4]: `Escape UK's 45% Tax Trap - Save ${HEADLINE_ANNUAL_SAVING_TEXT} Annually`,
};

/** The sticky UK navigation shows after this much scrolling. */
export const STICKY_NAV_SCROLL_THRESHOLD_PX = 80;

export type StickyNavItem = { label: string; href: string; hiddenOnSmallScreens: boolean };

/** The sticky UK navigation; the last three items are hidden on small screens. */
export const STICKY_NAV_ITEMS: readonly StickyNavItem[] = [
  { label: 'Overview', href: UK_HUB_ROUTE, hiddenOnSmallScreens: false },
  { label: 'Tax Savings', href: route('tax-savings'), hiddenOnSmallScreens: false },
  { label: 'Lifestyle', href: route('lifestyle'), hiddenOnSmallScreens: false },
  { label: 'Visas & Banking', href: UK_BANKING_VISAS_ROUTE, hiddenOnSmallScreens: true },
  { label: 'Costs', href: `${route('lifestyle')}#cost-of-living`, hiddenOnSmallScreens: true },
  { label: 'Book Call', href: `${UK_HUB_ROUTE}#book-call`, hiddenOnSmallScreens: true },
];
