/**
 * The words of the site's shell and home page that the web app shows (spec main-site.md sections 1, 2, 8 and 9):
 * brand, header, hero fallbacks, lead form, footer, floating chat button, 404 and loading states. Page components
 * import these; none holds its own copy.
 */

export const BRAND = {
  name: 'Dubai Setup',
  tagline: 'Premium Boutique Service',
  /** The operating entity, as the footer and privacy policy describe it. */
  entity: 'a free-zone company in Dubai, licensed by the Dubai World Trade Centre Authority',
  blurb:
    'Premium Boutique Service for entrepreneurs worldwide: 100% ownership in 24 hours, a Dubai World Trade Center address, visa processing and bank account opening.',
} as const;

export const HEADER = {
  homeLinkLabel: 'Dubai Setup home',
  packages: 'Packages',
  about: 'About',
  ukClients: 'UK Clients',
  freeConsultation: 'Free Consultation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  primaryNavigation: 'Main navigation',
} as const;

/** Shown when the content items hero_title / hero_subtitle are absent, and in the prerendered page. */
export const HERO = {
  titleFallback: 'Your Dubai Company, 100% Yours, in 24 Hours',
  subtitleFallback:
    'A Premium Boutique Service for entrepreneurs worldwide: full ownership, a Dubai World Trade Center address, visa processing and bank account opening, with zero hidden fees.',
  primaryCta: 'Get Your Free Consultation',
  chatCta: 'Chat on WhatsApp',
} as const;

export const LEAD_FORM = {
  heading: 'Start Your Dubai Business Today',
  intro: 'Tell us how to reach you and an expert consultant will plan your setup with you.',
  /** Spec section 9: the form promises a call or WhatsApp within 24 hours. */
  promise: 'We will call you or message you on WhatsApp within 24 hours.',
  labels: {
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    country: 'Country (optional)',
  },
  placeholders: {
    fullName: 'John Smith',
    email: 'john@example.com',
    phone: '+44 7700 900000',
    country: 'Select your country',
  },
  submit: 'Get My Free Consultation',
  submitting: 'Submitting...',
} as const;

/** Toasts of the lead form (spec section 8). */
export const LEAD_TOASTS = {
  success: { title: 'Thank you!', description: 'Redirecting you to WhatsApp for immediate assistance...' },
  failure: { title: 'Error', description: 'Something went wrong. Please try again.' },
} as const;

/** Headings of the home page's sections that other work fills in. */
export const HOME_SECTIONS = {
  packages: { heading: 'Our Packages', intro: 'Three ways to own your Dubai company, each with a money-back guarantee.' },
  about: {
    heading: 'About Us',
    intro: `A Premium Boutique Service: ${BRAND.entity}, setting up businesses for entrepreneurs worldwide.`,
  },
  contact: { heading: 'Contact Us', intro: 'Talk to us on WhatsApp or by e-mail, or visit our office.' },
} as const;

export const FOOTER = {
  columns: {
    packages: 'Packages',
    company: 'Company',
    contact: 'Contact',
  },
  /** `section`: the home page section the link scrolls to; null where the spec gives the link no target. */
  companyLinks: [
    { label: 'About Us', section: 'about' },
    { label: 'Our Team', section: 'about' },
    { label: 'Careers', section: null },
    { label: 'Contact', section: 'contact' },
    { label: 'Blog', section: null },
  ],
  emailLabel: 'Email us',
  whatsappLabel: 'WhatsApp us',
  whatsappOnlyNote: 'WhatsApp only',
  socialNetworks: ['Facebook', 'Instagram', 'LinkedIn', 'X'],
  socialLabel: (network: string) => `${BRAND.name} on ${network}`,
  legalLinks: ['Terms of Service', 'Refund Policy'],
  privacy: 'Privacy Policy',
  copyright: `© 2024 ${BRAND.name}. All rights reserved.`,
} as const;

export const FLOATING_WHATSAPP = {
  label: 'Chat with us on WhatsApp',
} as const;

export const NOT_FOUND = {
  heading: 'Page Not Found',
  hint: 'Did you forget to add the page to the router?',
  homeLink: 'Back to Home',
} as const;

export const PAGE_LOADING = {
  label: 'Loading...',
} as const;
