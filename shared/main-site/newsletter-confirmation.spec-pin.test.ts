/** The newsletter's double opt-in, pinned: none of it is in the spec; the wording and numbers are ours. */
import {
  NEWSLETTER_ACCEPTED,
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMATION_COPY,
  NEWSLETTER_CONFIRMATION_EMAIL,
  NEWSLETTER_CONFIRMATION_RULES,
} from './newsletter-confirmation.ts';

describe('the newsletter double opt-in', () => {
  it('links to /newsletter/confirm, which confirms through POST /api/newsletter/confirm', () => {
    expect(NEWSLETTER_CONFIRM_PAGE).toBe('/newsletter/confirm');
    expect(NEWSLETTER_CONFIRM_PATH).toBe('/api/newsletter/confirm');
  });

  it('answers every valid subscription with 201 {"received":true}', () => {
    expect(NEWSLETTER_ACCEPTED).toEqual({ status: 201, body: { received: true } });
  });

  it('keeps a link working 7 days and sends a waiting address a new one at most once in 24 hours', () => {
    expect(NEWSLETTER_CONFIRMATION_RULES).toEqual({ linkDays: 7, resendAfterHours: 24 });
  });

  it('e-mails the link with a subject saying what to do', () => {
    expect(NEWSLETTER_CONFIRMATION_EMAIL.subject).toBe('Please confirm your newsletter subscription');
    expect(NEWSLETTER_CONFIRMATION_EMAIL.body('https://site/newsletter/confirm?token=t')).toContain(
      '\n\nhttps://site/newsletter/confirm?token=t\n\nThe link works for 7 days. If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    );
  });

  it('words the page and its outcomes', () => {
    expect(NEWSLETTER_CONFIRMATION_COPY).toEqual({
      heading: 'Confirm your newsletter subscription',
      intro: 'Press the button to start receiving our newsletter.',
      button: 'Confirm my subscription',
      confirmed: 'Thank you: your subscription is confirmed.',
      used: 'This link has already been used: your subscription is confirmed.',
      unknown: 'This confirmation link is not valid or has expired. Please subscribe again from the form at the bottom of any page.',
      missing: 'This page needs the link from your confirmation e-mail.',
      failed: 'Your subscription could not be confirmed just now. Please try again.',
    });
  });
});
