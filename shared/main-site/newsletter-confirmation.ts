/**
 * Double opt-in for the newsletter: POST /api/newsletter answers the same for a new and a known address
 * and e-mails a one-time link; the address counts as subscribed only once the visitor confirms on the link's page,
 * which confirms with a POST (mail scanners follow GET links, so opening the page confirms nothing). None of this is
 * in the spec: the wording is ours. The footer form keeps the spec's success message.
 */

/** The page the e-mailed link opens (`?token=`), and the API it confirms through. */
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';

/** The answer to POST /api/newsletter, the same for a new, a waiting and a confirmed address. */
export const NEWSLETTER_ACCEPTED = { status: 201, body: { received: true } } as const;

export const NEWSLETTER_CONFIRMATION_RULES = {
  /** How long a link works. */
  linkDays: 7,
  /** A waiting address is sent a new link when it subscribes again, at most once in this many hours. */
  resendAfterHours: 24,
} as const;

export const NEWSLETTER_CONFIRMATION_EMAIL = {
  subject: 'Please confirm your newsletter subscription',
  body: (link: string) =>
    [
      'Hello,',
      '',
      'Someone, hopefully you, asked to receive our newsletter at this address. To confirm, open this link and press the button on the page:',
      '',
      link,
      '',
      `The link works for ${NEWSLETTER_CONFIRMATION_RULES.linkDays} days. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
      '',
      'Kind regards,',
      'The Dubai setup team',
    ].join('\n'),
} as const;

/** What the confirmation page says. */
export const NEWSLETTER_CONFIRMATION_COPY = {
  heading: 'Confirm your newsletter subscription',
  intro: 'Press the button to start receiving our newsletter.',
  button: 'Confirm my subscription',
  confirmed: 'Thank you: your subscription is confirmed.',
  used: 'This link has already been used: your subscription is confirmed.',
  unknown: 'This confirmation link is not valid or has expired. Please subscribe again from the form at the bottom of any page.',
  missing: 'This page needs the link from your confirmation e-mail.',
  failed: 'Your subscription could not be confirmed just now. Please try again.',
} as const;
