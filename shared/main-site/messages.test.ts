import { ABOUT_SECTION_MISSING_LOG, GENERIC_MESSAGES, HOME_PAGE_ERROR_LOG, NOT_FOUND, SUBMITTING_LABEL, TOASTS } from './messages.ts';

describe('main site messages', () => {
  it('thanks the visitor and announces WhatsApp after a lead is stored', () => {
    expect(TOASTS.leadSuccess).toEqual({
      title: 'Thank you!',
      description: 'Redirecting you to WhatsApp for immediate assistance...',
      variant: 'default',
    });
  });

  it('shows a destructive Error toast when a lead cannot be stored', () => {
    expect(TOASTS.leadFailure).toEqual({
      title: 'Error',
      description: 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
  });

  it('confirms a newsletter subscription and reports a failed one', () => {
    expect(TOASTS.newsletterSuccess).toEqual({ title: 'Success!', description: 'Successfully subscribed to our newsletter.', variant: 'default' });
    expect(TOASTS.newsletterFailure).toEqual({
      title: 'Error',
      description: 'Failed to subscribe. Please try again.',
      variant: 'destructive',
    });
  });

  it('uses the generic Required and Invalid email messages', () => {
    expect(GENERIC_MESSAGES).toEqual({ required: 'Required', invalidEmail: 'Invalid email' });
  });

  it('reads Submitting... while the lead form is sent, and logs HomePage error when the mode check fails', () => {
    expect(SUBMITTING_LABEL).toBe('Submitting...');
    expect(HOME_PAGE_ERROR_LOG).toBe('HomePage error');
  });

  it('tells a lost visitor the page was not found and hints at the router', () => {
    // The spec gives the heading; the hint's wording and the tab title are ours, pinned so a change is deliberate.
    expect(NOT_FOUND).toEqual({
      title: '404 Page Not Found',
      heading: 'Page Not Found',
      hint: 'Did you forget to add the page to the router?',
    });
  });

  it('logs "About section not found" (console only) when the About link finds no section', () => {
    expect(ABOUT_SECTION_MISSING_LOG).toBe('About section not found');
  });
});
