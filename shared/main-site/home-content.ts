/**
 * Copy of the default home page (spec main-site.md sections 1 and 2), in page order. Prices, times and counts are
 * read from packages.ts, calculator.ts and timings.ts; contact details from shared/contact.ts. The spec names no
 * certifications, so the trust badges state only what the spec says about the company.
 */
import { CONTACT } from '../contact.ts';
import { businessEmail, type BusinessEmail } from '../launch-settings.ts';
import { formatAed, PACKAGES } from './packages.ts';
import { HERO_CLAIMS } from './timings.ts';
import { businessWhatsAppLink, formWhatsAppMessage, HERO_WHATSAPP_MESSAGE } from './whatsapp-messages.ts';
import { FORM_FIELD_WORDING } from '#shared/form-wording.ts';

/** Section anchors on the home page. */
export const SECTION_IDS = {
  services: 'services',
  about: 'about',
  leadForm: 'lead-form',
  packages: 'packages',
  contact: 'contact',
} as const;

/** A link or button target: an in-page anchor, a route, or an external (chat, mail, phone) link. */
export interface LinkItem {
  readonly label: string;
  readonly href: string;
}

/** A card with a title and a line of text. */
export interface Card {
  readonly title: string;
  readonly text: string;
}

/** The hero. Title and subtitle are fallbacks for content items hero_title and hero_subtitle. */
export const HERO = {
  contentKeys: { title: 'hero_title', subtitle: 'hero_subtitle' },
  fallbackTitle: 'Your Dubai Company. 100% Yours. Ready in 24 Hours.',
  fallbackSubtitle:
    'A Premium Boutique Service for entrepreneurs worldwide: company setup with a Dubai World Trade Center address, visa processing and bank account opening, handled for you.',
  slotsBanner: `Limited availability: only ${HERO_CLAIMS.slotsRemaining} setup slots remaining`,
  primaryButton: { label: 'Get Your Free Consultation', href: `#${SECTION_IDS.leadForm}` },
  secondaryButton: { label: 'Chat on WhatsApp', href: businessWhatsAppLink(HERO_WHATSAPP_MESSAGE) },
  highlights: [
    { title: '100% Ownership', text: 'Your company is entirely yours, with no shares held by anyone else.' },
    { title: '24-Hour Setup', text: 'Mainland and free-zone companies are set up within 24 hours.' },
    { title: 'Zero Hidden Fees', text: 'The price on the package is the price you pay.' },
  ],
} as const satisfies {
  primaryButton: LinkItem;
  secondaryButton: LinkItem;
  highlights: readonly Card[];
  [key: string]: unknown;
};

/** The UK entrepreneurs block in the hero. */
export const UK_BLOCK = {
  title: 'UK Entrepreneurs',
  text: `Paying up to ${HERO_CLAIMS.ukTaxRatePercent}% in UK tax? See what ${HERO_CLAIMS.dubaiTaxRatePercent}% could mean for you with a Dubai company.`,
  links: [
    { label: 'Tax Savings', href: '/uk/tax-savings' },
    { label: 'Fast Setup', href: '/uk/fast-setup' },
    { label: 'Lifestyle', href: '/uk/lifestyle' },
    { label: 'All UK Services', href: '/uk' },
  ],
} as const satisfies { links: readonly LinkItem[]; [key: string]: unknown };

/** The sticky header's navigation. */
export const HEADER = {
  links: [
    { label: 'Packages', href: `#${SECTION_IDS.packages}` },
    { label: 'About', href: `#${SECTION_IDS.about}` },
  ],
  ukLink: { label: 'UK Clients', href: '/uk' },
  consultationButton: { label: 'Free Consultation', href: `#${SECTION_IDS.leadForm}` },
} as const satisfies { links: readonly LinkItem[]; ukLink: LinkItem; consultationButton: LinkItem };

/** The lead form's copy. Field rules and messages are in shared/lead. */
export const LEAD_FORM = {
  title: 'Start Your Dubai Company Today',
  subtitle: 'Tell us how to reach you and an expert will guide you through your setup.',
  fields: {
    fullName: FORM_FIELD_WORDING.fullName,
    email: FORM_FIELD_WORDING.email,
    phone: { label: 'Phone Number', placeholder: 'Including country code' },
    country: { label: 'Country (optional)', placeholder: 'Select your country' },
  },
  submitLabel: 'Get My Free Consultation',
  promise: 'We will call or WhatsApp you within 24 hours.',
} as const;

/** Packages section heading. Cards come from PACKAGES. */
export const PACKAGES_SECTION = {
  title: 'Choose Your Package',
  subtitle: 'Transparent prices, 100% ownership and a money-back guarantee on every package.',
  chooseButton: 'Choose This Package',
  calculatorLink: { label: 'Calculate Your Exact Cost', href: '/calculator' },
} as const;

/** The trust section: six guarantee cards and six badges. */
export const TRUST = {
  title: 'Guaranteed, Licensed, Accountable',
  guarantees: [
    { title: 'Money-Back Guarantee', text: 'Every package is backed by a money-back guarantee.' },
    { title: '24-Hour Delivery', text: 'Your company is set up within 24 hours, as promised.' },
    { title: 'Zero Hidden Fees', text: 'One clear price, agreed before we start.' },
    { title: '100% Ownership', text: 'You hold every share of your company.' },
    { title: 'Dedicated Manager', text: 'One named expert handles your setup from first call to finish.' },
    { title: 'Ongoing Support', text: 'We stay with you after setup for visas, banking and questions.' },
  ],
  badges: [
    { title: 'Licensed by the Trade Centre Authority', text: 'We operate as a free-zone company in Dubai.' },
    { title: 'Dubai World Trade Center', text: 'Our office and your business address.' },
    { title: 'Premium Boutique Service', text: 'Personal attention for a limited number of clients.' },
    { title: 'Visa Processing', text: 'Your visa applications handled for you.' },
    { title: 'Bank Account Opening', text: 'Guided through to an operating business account.' },
    { title: 'Money-Back Guarantee', text: 'On every setup package.' },
  ],
} as const satisfies { guarantees: readonly Card[]; badges: readonly Card[]; [key: string]: unknown };

const [mainland, freezone, offshore] = PACKAGES as [
  (typeof PACKAGES)[number],
  (typeof PACKAGES)[number],
  (typeof PACKAGES)[number],
];

/** A question and its answer. */
export interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** Frequently asked questions. */
export const FAQ: readonly Faq[] = [
  {
    question: 'How quickly can my company be set up?',
    answer: `${mainland.title} and ${freezone.title} companies are set up within ${mainland.setupTime}; ${offshore.title} companies within ${offshore.setupTime}.`,
  },
  {
    question: 'Will I own 100% of my company?',
    answer: 'Yes. You keep 100% ownership of your company, whichever package you choose.',
  },
  {
    question: 'How much does it cost?',
    answer: `${PACKAGES.map((p) => `${p.title} ${formatAed(p.price)}`).join(', ')}. There are no hidden fees; use our cost calculator to add visas and services.`,
  },
  {
    question: 'Are visas included?',
    answer: `The ${mainland.title} package includes ${mainland.visas} and the ${freezone.title} package ${freezone.visas}. We handle visa processing for you. Extra visas are not available for ${offshore.title} companies.`,
  },
  {
    question: 'Do you help open a bank account?',
    answer: 'Yes. Bank account opening is part of our service, and we guide you through every step with the bank.',
  },
  {
    question: 'Where will my business be based?',
    answer: 'Your company gets a prestigious Dubai World Trade Center address.',
  },
  {
    question: 'What if you do not deliver?',
    answer: 'Every package comes with a money-back guarantee.',
  },
  {
    question: 'What happens after I submit the form?',
    answer: 'An expert will call or WhatsApp you within 24 hours to discuss your plans and the right package.',
  },
];

/** The process timeline. */
export const PROCESS_STEPS: readonly (Card & { readonly step: number })[] = [
  { step: 1, title: 'Free Consultation', text: 'Tell us about your business; we call or WhatsApp you within 24 hours.' },
  { step: 2, title: 'Choose Your Package', text: 'Mainland, free zone or offshore, at a fixed price with no hidden fees.' },
  { step: 3, title: 'Company Setup', text: 'We prepare and file everything; your company is set up within 24 hours.' },
  { step: 4, title: 'Visas and Banking', text: 'We process your visas and open your business bank account.' },
  { step: 5, title: 'Ongoing Support', text: 'Your dedicated manager stays with you after launch.' },
];

/** The lead magnet: a free checklist requested over WhatsApp. */
export const LEAD_MAGNET = {
  title: 'Free Dubai Company Setup Checklist',
  text: 'Everything to prepare before you start: choosing a structure, visas, bank account opening and your Dubai World Trade Center address.',
  points: ['Mainland, free zone or offshore: which fits you', 'Documents for visa processing', 'Preparing for bank account opening'],
  button: {
    label: 'Send Me the Checklist',
    href: businessWhatsAppLink(formWhatsAppMessage({ name: '', phone: '', email: '', formType: 'lead-magnet' })),
  },
} as const satisfies { button: LinkItem; [key: string]: unknown };

/** The contact section. The number takes WhatsApp messages only. */
export const CONTACT_SECTION = {
  title: 'Get in Touch',
  /** Hidden while the owner has not set the business e-mail (launch settings). */
  email: businessEmail(),
  whatsapp: { label: 'WhatsApp (messages only)', href: businessWhatsAppLink() },
  address: CONTACT.address,
} as const satisfies { email: BusinessEmail | null; whatsapp: LinkItem; address: string; title: string };

/**
 * The footer. The spec leaves Careers, Blog, Terms of Service and Refund Policy without a destination; each now has a
 * page of its own. Social icons come from shared/launch-settings.ts.
 */
export const FOOTER = {
  blurb: 'Premium Boutique Service for company setup in Dubai: 100% ownership in 24 hours, visas and bank account opening.',
  packageLinks: PACKAGES.map((p) => ({ label: p.title, href: `#${SECTION_IDS.packages}` })),
  companyLinks: [
    { label: 'About Us', href: `#${SECTION_IDS.about}` },
    { label: 'Our Team', href: `#${SECTION_IDS.about}` },
    { label: 'Careers', href: '/careers' },
    { label: 'Contact', href: `#${SECTION_IDS.contact}` },
    { label: 'Blog', href: '/blog' },
  ],
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Refund Policy', href: '/refund-policy' },
  ],
  newsletter: { title: 'Newsletter', label: FORM_FIELD_WORDING.email.label, placeholder: FORM_FIELD_WORDING.email.placeholder, button: 'Subscribe' },
} as const satisfies { packageLinks: readonly LinkItem[]; companyLinks: readonly LinkItem[]; legalLinks: readonly LinkItem[]; [key: string]: unknown };
