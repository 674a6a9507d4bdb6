/**
 * Copy of the advisory page (spec main-site.md section 2). Every button opens a WhatsApp chat whose prefilled message
 * names the button's topic, or a phone link. The spec gives the page no route; pages import this wherever it lives.
 */
import { CONTACT } from '../contact.ts';
import { businessEmail } from '../launch-settings.ts';
import type { Card, LinkItem } from './home-content.ts';
import { advisoryWhatsAppMessage, businessWhatsAppLink } from './whatsapp-messages.ts';

/** A button that opens a chat about `topic`. */
export interface TopicButton extends LinkItem {
  readonly topic: string;
}

/** A button opening a WhatsApp chat whose message names the topic. */
export function topicButton(label: string, topic: string): TopicButton {
  return { label, topic, href: businessWhatsAppLink(advisoryWhatsAppMessage(topic)) };
}

/** The phone link to the business number. */
export const PHONE_LINK: LinkItem = {
  label: CONTACT.whatsappNumber,
  href: `tel:${CONTACT.whatsappNumber.replace(/[^\d+]/g, '')}`,
};

/** Header: the Contact Us button. */
export const ADVISORY_HEADER = {
  contactButton: topicButton('Contact Us', 'working with your advisory team'),
} as const;

/** Hero. */
export const ADVISORY_HERO = {
  eyebrow: 'Strategic Advisory',
  title: 'Strategic Advice for Ventures Built in Dubai',
  subtitle:
    'From your first licence to your next market, our advisors help founders structure, fund and grow businesses from the Dubai World Trade Center.',
  primaryButton: topicButton('Book a Strategy Session', 'a strategy session'),
  secondaryButton: topicButton('Explore Our Services', 'your advisory services'),
} as const;

/** Headline figures. */
export const ADVISORY_STATS: readonly { readonly value: string; readonly label: string }[] = [
  { value: '150+', label: 'Ventures' },
  { value: '25+', label: 'Countries' },
  { value: '$50M+', label: 'Capital' },
  { value: '95%', label: 'Growth Rate' },
];

/** Philosophy. */
export const ADVISORY_PHILOSOPHY = {
  title: 'Our Philosophy',
  text: 'Good advice is specific. We learn your business before we recommend a structure, and we stay accountable for the outcome long after the paperwork is done.',
  principles: [
    { title: 'Clarity First', text: 'Plain answers and fixed prices, with no hidden fees.' },
    { title: 'Built Around You', text: 'A dedicated advisor who knows your goals and your numbers.' },
    { title: 'In It for the Long Run', text: 'Ongoing support as your company grows.' },
  ],
} as const satisfies { principles: readonly Card[]; [key: string]: unknown };

/** The four advisory services, each with its own chat button. */
export const ADVISORY_SERVICES: readonly (Card & { readonly button: TopicButton })[] = [
  {
    title: 'Market Entry Strategy',
    text: 'Choosing between mainland, free zone and offshore, and planning your launch in the UAE.',
    button: topicButton('Discuss Market Entry', 'market entry strategy'),
  },
  {
    title: 'Corporate Structuring',
    text: 'Ownership, holding and licence structures that keep 100% control in your hands.',
    button: topicButton('Discuss Structuring', 'corporate structuring'),
  },
  {
    title: 'Banking and Capital',
    text: 'Preparing for bank account opening and organising capital for your venture.',
    button: topicButton('Discuss Banking and Capital', 'banking and capital'),
  },
  {
    title: 'Growth and Expansion',
    text: 'Visas for your team, new activities and the next markets once you are established.',
    button: topicButton('Discuss Growth', 'growth and expansion'),
  },
];

/** Why choose us. */
export const ADVISORY_WHY_US = {
  title: 'Why Founders Choose Us',
  reasons: [
    { title: 'Premium Boutique Service', text: 'A limited number of clients, each with senior attention.' },
    { title: 'Licensed in Dubai', text: 'A free-zone company licensed by the trade centre authority.' },
    { title: 'Speed', text: 'Company setup with 100% ownership in 24 hours.' },
    { title: 'End to End', text: 'Visa processing and bank account opening handled for you.' },
  ],
} as const satisfies { reasons: readonly Card[]; [key: string]: unknown };

/** The two insight articles, each with a chat button to discuss it. */
export const ADVISORY_INSIGHTS: readonly (Card & { readonly button: TopicButton })[] = [
  {
    title: 'Mainland, Free Zone or Offshore: Choosing Your Structure',
    text: 'How the three structures differ in where you can trade, which visas you can get and how fast you can start.',
    button: topicButton('Discuss This Insight', 'choosing between mainland, free zone and offshore'),
  },
  {
    title: 'Opening a Business Bank Account in the UAE',
    text: 'What banks look for, which documents to prepare, and how to avoid the delays that hold new companies back.',
    button: topicButton('Discuss This Insight', 'opening a business bank account in the UAE'),
  },
];

/** Closing call to action. */
export const ADVISORY_CTA = {
  title: 'Ready to Build Your Venture in Dubai?',
  text: 'Talk to an advisor today. We reply on WhatsApp within 24 hours.',
  chatButton: topicButton('Start the Conversation', 'my venture in Dubai'),
  phoneButton: { label: 'Call Us', href: PHONE_LINK.href },
} as const;

/** Footer contact details. */
export const ADVISORY_FOOTER = {
  /** Hidden while the owner has not set the business e-mail (launch settings). */
  email: businessEmail(),
  phone: PHONE_LINK,
  address: CONTACT.address,
} as const;

/** Headings of the sections whose copy above has no title of its own. */
export const ADVISORY_SECTION_TITLES = {
  stats: 'Our Track Record',
  services: 'Advisory Services',
  servicesSubtitle: 'Four ways we help founders build, fund and grow from Dubai.',
  insights: 'Insights',
  insightsSubtitle: 'Practical guidance from our advisors.',
  footerContact: 'Contact',
} as const;
