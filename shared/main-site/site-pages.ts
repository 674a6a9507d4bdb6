/**
 * The footer's Terms of Service, Refund Policy, Careers and Blog pages (no dead ends). The spec names these
 * footer entries without pages; the guarantees they state are the site's own promises, in the site's own words:
 * every package's money-back guarantee (main-site.md section 9), 24-hour delivery, and the UK pages' "full refund plus
 * £500 compensation" (uk-and-admin.md, contact and claims).
 */
import { GUARANTEES } from '#shared/uk/content/claims.ts';
import { PACKAGES } from './packages.ts';
import { BRAND } from '../site-copy.ts';
import type { PolicySection } from '../privacy-policy.ts';

const [moneyBack, setupGuarantee] = GUARANTEES;

const packageSetupTimes = PACKAGES.map((pkg) => `${pkg.title}: ${pkg.setupTime}`).join('; ');

export type PolicyPage = { heading: string; lastUpdated: string; intro: string; sections: readonly PolicySection[] };

export const TERMS_OF_SERVICE: PolicyPage = {
  heading: 'Terms of Service',
  lastUpdated: 'Last updated: November 23, 2026',
  intro: `These terms apply when you use this website or engage ${BRAND.name}, ${BRAND.entity}, to set up your company in Dubai.`,
  sections: [
    {
      id: 'services',
      heading: 'Our Services',
      paragraphs: [
        'We set up companies in Dubai for our clients: 100% ownership in 24 hours, a Dubai World Trade Center address, visa processing and bank account opening, as each package describes.',
        'Prices on this website and in the cost calculator are estimates in AED. The price we agree with you in writing before we start is the price you pay.',
      ],
    },
    {
      id: 'setup-times',
      heading: 'Setup Times',
      paragraphs: [`Each package states its setup time: ${packageSetupTimes}. The time runs from the moment we hold your complete documents and payment.`],
    },
    {
      id: 'guarantees',
      heading: 'Our Guarantees',
      paragraphs: ['Every package is backed by a money-back guarantee. Our Refund Policy explains how a refund is claimed and paid.'],
      items: [`${moneyBack.title}: ${moneyBack.description}`, `${setupGuarantee.title}: ${setupGuarantee.description}`],
    },
    {
      id: 'your-part',
      heading: 'Your Part',
      paragraphs: [
        'You give us true and complete information and documents, and you answer our questions in time. Approvals by authorities and banks depend on their own checks, which we prepare you for but do not control.',
      ],
    },
    {
      id: 'website',
      heading: 'This Website',
      paragraphs: [
        'The calculators and guides on this website give general estimates, not tax or legal advice for your situation. Our Privacy Policy explains how we handle your data.',
      ],
    },
  ],
};

export const REFUND_POLICY: PolicyPage = {
  heading: 'Refund Policy',
  lastUpdated: 'Last updated: November 23, 2026',
  intro: `Every ${BRAND.name} setup package advertises a money-back guarantee. This policy says what it covers and how to claim it.`,
  sections: [
    {
      id: 'money-back',
      heading: moneyBack.title,
      paragraphs: [moneyBack.description],
    },
    {
      id: 'setup-guarantee',
      heading: setupGuarantee.title,
      paragraphs: [setupGuarantee.description],
    },
    {
      id: 'how-to-claim',
      heading: 'How to Claim',
      paragraphs: [
        'Contact your dedicated account manager or write to us with your name and company details. We confirm your claim and pay the refund to the account you paid from.',
      ],
    },
    {
      id: 'not-covered',
      heading: 'What Is Not Covered',
      paragraphs: [
        'Government and authority fees already paid on your behalf, and delays caused by missing or incorrect documents, are not refundable.',
      ],
    },
  ],
};

export const CAREERS_PAGE = {
  heading: 'Careers',
  intro: `${BRAND.name} is a ${BRAND.tagline}: a small team that sets up companies in Dubai for entrepreneurs worldwide.`,
  body: 'We look for people who care about getting the details right for every client: company formation specialists, visa and banking coordinators and account managers.',
  howToApplyHeading: 'How to Apply',
  /** Followed by the business e-mail address, as a link, and a full stop. */
  applyByEmail: 'Send your CV and a short note about the role you want to',
  applyByWhatsApp: 'Send us a message on WhatsApp with the role you want and a link to your CV.',
  whatsappLabel: 'Apply on WhatsApp',
} as const;

export const BLOG_PAGE = {
  heading: 'Blog',
  intro: 'Our guides for entrepreneurs moving their business to Dubai. New articles will appear here.',
  readGuide: 'Read the guide',
} as const;
