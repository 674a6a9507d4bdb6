/**
 * The words of the site's shell that the main-site copy (shared/main-site/home-content.ts, messages.ts) does not
 * hold: the brand, accessible names of controls, footer column titles and the loading state. Page components import
 * these; none holds its own copy.
 */

export const BRAND = {
  name: 'Dubai Setup',
  tagline: 'Premium Boutique Service',
  /** The operating entity, as the privacy policy and the about section describe it. */
  entity: 'a free-zone company in Dubai, licensed by the Dubai World Trade Centre Authority',
} as const;

/** Accessible names of the header's controls. */
export const HEADER_LABELS = {
  /** Holds the logo's visible words (name and tagline), so the name matches what is seen (WCAG 2.5.3). */
  homeLink: `${BRAND.name} ${BRAND.tagline}, home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  navigation: 'Main navigation',
} as const;

/** The about section, until its full content is designed. */
export const ABOUT_SECTION = {
  title: 'About Us',
  text: `We are ${BRAND.entity}: a ${BRAND.tagline} that sets up businesses for entrepreneurs worldwide, with 100% ownership in 24 hours, a Dubai World Trade Center address, visa processing and bank account opening.`,
} as const;

/** Footer words the main-site footer copy does not hold. */
export const FOOTER_LABELS = {
  columns: { packages: 'Packages', company: 'Company', contact: 'Contact' },
  email: 'Email us',
  whatsapp: 'WhatsApp us',
  social: (network: string) => `${BRAND.name} on ${network}`,
} as const;

export const FLOATING_WHATSAPP_LABEL = 'Chat with us on WhatsApp';

export const NOT_FOUND_HOME_LINK = 'Back to Home';

export const PAGE_LOADING_LABEL = 'Loading...';
