/** The cookie banner's words (spec main-site.md sections 3 and 4). */
export const CONSENT_COPY = {
  title: 'We value your privacy',
  text: 'We use cookies to run this site, to measure how it is used and to show you relevant offers. Necessary cookies are always on; the others only with your permission.',
  privacyLink: 'Privacy Policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject non-essential',
  customise: 'Customise',
  save: 'Save preferences',
  categoriesLabel: 'Cookie categories',
  categories: {
    necessary: { label: 'Necessary', hint: 'Keep the site and its forms working. Always on.' },
    analytics: { label: 'Analytics', hint: 'Tell us which pages help visitors, anonymously.' },
    marketing: { label: 'Marketing', hint: 'Measure our adverts and show you relevant offers.' },
    functional: { label: 'Functional', hint: 'Remember your preferences, such as a chosen package.' },
  },
} as const;
