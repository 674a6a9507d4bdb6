/**
 * Headings and accessible names of the home sections that shared/main-site/home-content.ts does not hold (it gives
 * the FAQ, testimonials and process their items but no titles). Prices, copy and messages stay in shared/.
 * TODO(shared owner): move these into shared/main-site/home-content.ts.
 */
export const HOME_LABELS = {
  packages: { setupTime: 'Setup time', visas: 'Visas', was: 'Was' },
  comparison: { featureColumn: 'Feature', caption: 'How our service compares with mass-market providers and doing it yourself' },
  trust: { guaranteesTitle: 'Our Guarantees', badgesTitle: 'Licensed and Trusted' },
  faq: { title: 'Frequently Asked Questions' },
  testimonials: { title: 'What Our Clients Say', rating: (stars: number) => `Rated ${stars} out of 5` },
  process: { title: 'How It Works', step: (n: number) => `Step ${n}` },
} as const;
