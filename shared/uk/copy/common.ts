/**
 * The interface words of the shared UK pieces that shared/uk does not hold (labels, button texts). Figures, routes,
 * dates and messages come from shared/uk; only wording lives here.
 */
import { OFFER_ENDED_MESSAGE } from '#shared/uk/offer-clock.ts';
import { UK_CALL_HOURS_LABEL } from '#shared/uk/london-hours.ts';

export const UK_COMMON_COPY = {
  stickyNavLabel: 'UK to Dubai navigation',
  offerBadge: (days: number, hours: number) => `Offer: ${days}d ${hours}h left`,
  offerBadgeLabel: (days: number, hours: number) => `Limited-time offer: ${days} days and ${hours} hours left`,
  banner: {
    label: 'Limited-time offer',
    lead: 'Limited-time UK founders offer ends in',
    units: { days: 'days', hours: 'hours', minutes: 'min', seconds: 'sec' },
    ended: OFFER_ENDED_MESSAGE,
    cta: 'Claim my place',
    dismiss: 'Dismiss offer banner',
  },
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbHome: 'Home',
  nextPage: (name: string) => `Next: ${name}`,
  call: {
    label: 'Call our UK desk now',
    hours: `Open now, ${UK_CALL_HOURS_LABEL}`,
  },
  batch: {
    next: (date: string) => `Next setup batch: ${date}`,
    slots: (remaining: number, total: number) => `${remaining} of ${total} places left`,
    progressLabel: 'Places taken in this batch',
  },
  footer: {
    label: 'UK section',
    pagesHeading: 'Why Dubai',
    contactHeading: 'Contact',
    overview: 'UK to Dubai overview',
  },
} as const;
