/**
 * Copy of the corporate page: the home of corporate hosts (spec main-site.md sections 1 and 2) and /corporate on any
 * host. The spec does not show this page's content, so it states only the spec's facts: who the firm is (a free-zone
 * company in Dubai licensed by the trade centre authority, a Premium Boutique Service), the promises (100% ownership
 * in 24 hours, a Dubai World Trade Center address, visa processing, bank account opening, money-back guarantee), the
 * three packages (packages.ts), and the contact details (contact.ts). It uses the home page's anchors, so the shared
 * footer's links (/#about, /#packages, /#contact) land on the same sections when a corporate host serves it at '/'.
 */
import { CONTACT } from '../contact.ts';
import { businessEmail, type BusinessEmail } from '../launch-settings.ts';
import { BRAND } from '../site-copy.ts';
import { SECTION_IDS, type Card, type LinkItem } from './home-content.ts';
import { formatAed, getPackage, PACKAGES, packageSavings, type SetupPackage } from './packages.ts';
import { businessWhatsAppLink } from './whatsapp-messages.ts';

/** The anchor of the 'How it works' section (the home page has no such section). */
export const CORPORATE_PROCESS_ID = 'how-it-works';

/** The message of the corporate page's chat buttons. */
export const CORPORATE_WHATSAPP_MESSAGE =
  "Hello! I'd like to discuss setting up a company in Dubai with your corporate services team.";

const chatLink = businessWhatsAppLink(CORPORATE_WHATSAPP_MESSAGE);

/** The sticky header: section links, then the consultation button. */
export const CORPORATE_HEADER = {
  links: [
    { label: 'About', href: `#${SECTION_IDS.about}` },
    { label: 'Packages', href: `#${SECTION_IDS.packages}` },
    { label: 'How It Works', href: `#${CORPORATE_PROCESS_ID}` },
    { label: 'Contact', href: `#${SECTION_IDS.contact}` },
  ],
  consultationButton: { label: 'Request a Consultation', href: `#${SECTION_IDS.leadForm}` },
} as const satisfies { links: readonly LinkItem[]; consultationButton: LinkItem };

/** The hero. */
export const CORPORATE_HERO = {
  eyebrow: `Corporate Services · ${BRAND.tagline}`,
  title: 'Company Formation in Dubai, Handled End to End',
  subtitle:
    'Your company set up with 100% ownership in 24 hours, a Dubai World Trade Center address, visa processing and bank account opening, by one team that stays accountable from the first call to the first transaction.',
  primaryButton: { label: 'Request a Consultation', href: `#${SECTION_IDS.leadForm}` },
  secondaryButton: { label: 'Talk to Us on WhatsApp', href: chatLink },
  /** Four short facts under the hero. */
  facts: [
    { value: '100%', label: 'Ownership' },
    { value: '24 hours', label: 'Company setup' },
    { value: 'DWTC', label: 'Business address' },
    { value: 'Zero', label: 'Hidden fees' },
  ],
} as const satisfies {
  primaryButton: LinkItem;
  secondaryButton: LinkItem;
  facts: readonly { value: string; label: string }[];
  [key: string]: unknown;
};

/** Who the firm is (anchor #about). */
export const CORPORATE_ABOUT = {
  title: 'Who We Are',
  paragraphs: [
    `${BRAND.name} is ${BRAND.entity}, based at the Dubai World Trade Center.`,
    `As a ${BRAND.tagline}, we take on a limited number of clients and give each one a dedicated manager, a fixed price and a money-back guarantee.`,
  ],
  pillars: [
    { title: 'Licensed in Dubai', text: 'A free-zone company licensed by the trade centre authority.' },
    { title: 'Dubai World Trade Center', text: 'Our office, and a prestigious business address for your company.' },
    { title: 'Dedicated Manager', text: 'One named expert handles your setup from first call to finish.' },
    { title: 'Money-Back Guarantee', text: 'Every package is backed by a money-back guarantee.' },
  ],
} as const satisfies { pillars: readonly Card[]; [key: string]: unknown };

/** The packages section (anchor #packages). Cards come from PACKAGES. */
export const CORPORATE_PACKAGES = {
  title: 'Setup Packages',
  subtitle: 'Three structures at fixed prices in AED, each with 100% ownership and a money-back guarantee.',
  chooseButton: 'Choose This Package',
  calculatorLink: { label: 'Calculate Your Exact Cost', href: '/calculator' },
  /** Accessible name of the calculator link, which opens in a new tab. */
  calculatorLinkLabel: (pkg: Pick<SetupPackage, 'title'>) => `Calculate your exact cost for ${pkg.title} (opens in a new tab)`,
  /** Accessible name of a choose button. */
  /** Starts with the button's visible text, so a voice user saying what they see reaches it (WCAG 2.5.3). */
  chooseButtonLabel: (pkg: Pick<SetupPackage, 'title'>) => `Choose This Package: ${pkg.title}`,
  setupTime: (pkg: Pick<SetupPackage, 'setupTime'>) => `Set up in ${pkg.setupTime}`,
  price: (pkg: Pick<SetupPackage, 'price'>) => formatAed(pkg.price),
  originalPrice: (pkg: Pick<SetupPackage, 'originalPrice'>) => `Was ${formatAed(pkg.originalPrice)}`,
  savings: (pkg: Pick<SetupPackage, 'price' | 'originalPrice'>) => `Save ${formatAed(packageSavings(pkg))}`,
} as const;

/** The packages shown, in display order. */
export const CORPORATE_PACKAGE_LIST: readonly SetupPackage[] = PACKAGES;

/** How the service works (anchor #how-it-works). */
export const CORPORATE_PROCESS = {
  title: 'How It Works',
  subtitle: 'Four steps from the first conversation to a company that trades.',
  steps: [
    { title: 'Consultation', text: 'Tell us about your business. We call or WhatsApp you within 24 hours.' },
    {
      title: 'Choose Your Structure',
      text: 'Mainland, free zone or offshore, at a fixed price with no hidden fees.',
    },
    {
      title: 'Company Setup',
      text: `We prepare and file everything. ${getPackage('mainland').title} and ${getPackage('freezone').title} companies are set up in ${getPackage('mainland').setupTime}, ${getPackage('offshore').title} companies in ${getPackage('offshore').setupTime}.`,
    },
    {
      title: 'Visas and Banking',
      text: 'We handle visa processing and bank account opening, and your manager stays with you after launch.',
    },
  ],
} as const satisfies { steps: readonly Card[]; [key: string]: unknown };

/** How to reach us (anchor #contact). The number takes WhatsApp messages only. */
export const CORPORATE_CONTACT = {
  title: 'Contact Us',
  subtitle: 'Write to us or message us on WhatsApp; we reply within 24 hours.',
  /** Hidden while the owner has not set the business e-mail (launch settings). */
  email: businessEmail(),
  whatsapp: { label: CONTACT.whatsappNumber, href: chatLink },
  whatsappNote: 'WhatsApp (messages only)',
  address: CONTACT.address,
  labels: { email: 'Email', whatsapp: 'WhatsApp', address: 'Office' },
} as const satisfies { email: BusinessEmail | null; whatsapp: LinkItem; [key: string]: unknown };
