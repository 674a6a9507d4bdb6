/**
 * The browser title, search description and main heading of each page of the site, keyed by the web app's page
 * name. The prerender writes the title and description into each page's HTML (also as its Open Graph and Twitter
 * card text) and draws the heading on the page's share image; the app keeps title and description in step when the
 * visitor moves between pages.
 */
import { NOT_FOUND } from './main-site/messages.ts';
import { BRAND } from './site-copy.ts';
import { UK_PAGE_TITLES } from './uk/content/pages.ts';

export type PageMeta = {
  /** Browser tab and search result title. */
  title: string;
  /** Search result description. */
  description: string;
  /** The page's main heading, where the page has no designed heading of its own yet; the headline of its share image. */
  heading: string;
};

const withBrand = (title: string) => `${title} | ${BRAND.name}`;

/** The UK section's titles live with its content (spec: /uk-4's exact title); this is the one place pages read. */
function ukTitle(route: string): string {
  const title = UK_PAGE_TITLES[route];
  if (!title) throw new Error(`No UK page title for ${route}`);
  return title;
}

export const PAGE_META = {
  home: {
    title: withBrand('Dubai Company Setup in 24 Hours - 100% Ownership'),
    description:
      'Premium Boutique Service for Dubai company setup: 100% ownership in 24 hours, a Dubai World Trade Center address, visa processing and bank account opening.',
    heading: 'Dubai Company Setup in 24 Hours',
  },
  calculator: {
    title: withBrand('Dubai Business Setup Cost Calculator'),
    description: 'Estimate the cost of your Dubai mainland, free zone or offshore company, visas and services included.',
    heading: 'Business Setup Cost Calculator',
  },
  admin: {
    title: withBrand('Admin'),
    description: 'Staff area.',
    heading: 'Admin',
  },
  privacy: {
    title: withBrand('Privacy Policy'),
    description: 'How we use cookies, your GDPR rights, the third parties we work with and how to contact us about your data.',
    heading: 'Privacy Policy',
  },
  'uk-hub': {
    title: ukTitle('/uk'),
    description: 'Why UK entrepreneurs move their companies to Dubai: tax savings, 24-hour setup, market access and lifestyle.',
    heading: 'UK to Dubai',
  },
  'uk-tax-savings': {
    title: ukTitle('/uk/tax-savings'),
    description: 'See how much a UK business owner saves each year by moving to Dubai: £233,340 in our headline case.',
    heading: 'Tax Savings Analysis',
  },
  'uk-fast-setup': {
    title: ukTitle('/uk/fast-setup'),
    description: 'From application to trade licence in 24 hours, compared step by step with the UK timeline.',
    heading: '24-Hour Setup',
  },
  'uk-market-access': {
    title: ukTitle('/uk/market-access'),
    description: '3 billion consumers within 4 hours of flight and 200+ trade agreements, from one Dubai company.',
    heading: 'Global Market Access',
  },
  'uk-lifestyle': {
    title: ukTitle('/uk/lifestyle'),
    description: 'Sunshine, safety, schools and the cost of living in Dubai compared with London.',
    heading: 'Lifestyle',
  },
  'uk-ownership': {
    title: ukTitle('/uk/ownership'),
    description: 'Own 100% of your Dubai company in almost every sector, with no local partner.',
    heading: '100% Ownership',
  },
  'uk-corporate-tax': {
    title: ukTitle('/uk/corporate-tax'),
    description: 'UK 25% against Dubai 0-9%: what your profits keep in a Dubai free zone or mainland company.',
    heading: 'Corporate Tax',
  },
  'uk-wealth-preservation': {
    title: ukTitle('/uk/wealth-preservation'),
    description: 'UK inheritance tax takes 40% above £325,000; in Dubai it is zero. What that means for your estate.',
    heading: 'Wealth Preservation',
  },
  'uk-banking-visas': {
    title: ukTitle('/uk/banking-visas'),
    description: 'Opening a Dubai business bank account and getting your residence visas.',
    heading: 'Banking and Visas',
  },
  'uk-dubai': {
    title: ukTitle('/uk-dubai'),
    description: '16,500 UK millionaires are leaving and 9,800 choose the UAE. Get your personal tax savings analysis.',
    heading: "The UK's Tax Exodus",
  },
  'uk-dubai-3': {
    title: ukTitle('/uk-dubai-3'),
    description: 'The complete UK versus Dubai tax breakdown, quality of life and why Dubai.',
    heading: 'Escape the UK Tax Trap',
  },
  'uk-dubai-4': {
    title: ukTitle('/uk-4'),
    description: 'A £500k profit company with a £200k executive salary saves £233,340 a year in Dubai.',
    heading: "Escape UK's 45% Tax Trap",
  },
  corporate: {
    title: withBrand('Corporate Services in Dubai'),
    description: 'Company formation and corporate services in Dubai for established businesses.',
    heading: 'Corporate Services',
  },
  advisory: {
    title: withBrand('Business Advisory'),
    description: 'Strategic advisory for ventures expanding through Dubai: 150+ ventures in 25+ countries.',
    heading: 'Business Advisory',
  },
  'newsletter-confirm': {
    title: withBrand('Confirm your newsletter subscription'),
    description: 'Confirm your newsletter subscription.',
    heading: 'Confirm your newsletter subscription',
  },
  terms: {
    title: withBrand('Terms of Service'),
    description: 'The terms of our Dubai company setup services: setup times, our money-back and 24-hour setup guarantees.',
    heading: 'Terms of Service',
  },
  'refund-policy': {
    title: withBrand('Refund Policy'),
    description: 'Our money-back guarantee and 24-hour setup guarantee: what they cover and how to claim a refund.',
    heading: 'Refund Policy',
  },
  careers: {
    title: withBrand('Careers'),
    description: 'Join our team setting up companies in Dubai for entrepreneurs worldwide, and how to apply.',
    heading: 'Careers',
  },
  blog: {
    title: withBrand('Blog'),
    description: 'Guides for entrepreneurs moving their business to Dubai: tax savings, setup, banking, visas and advisory.',
    heading: 'Blog',
  },
  'not-found': {
    title: withBrand(NOT_FOUND.title),
    description: 'The page you are looking for does not exist.',
    heading: NOT_FOUND.heading,
  },
} as const satisfies Record<string, PageMeta>;
