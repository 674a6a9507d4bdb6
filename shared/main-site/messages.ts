/**
 * User-facing messages of the main site (spec main-site.md sections 2, 4, 5 and 8). Lead-form field messages live
 * in shared/lead/lead-rules.ts; the newsletter's rule and messages in newsletter.ts.
 */

/** A toast: title, text, and whether it is drawn as destructive (an error). */
export interface ToastMessage {
  readonly title: string;
  readonly description: string;
  readonly variant: 'default' | 'destructive';
}

/** The toasts of the lead form and the newsletter. */
export const TOASTS = {
  leadSuccess: { title: 'Thank you!', description: 'Redirecting you to WhatsApp for immediate assistance...', variant: 'default' },
  leadFailure: { title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' },
  newsletterSuccess: { title: 'Success!', description: 'Successfully subscribed to our newsletter.', variant: 'default' },
  newsletterFailure: { title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/** Generic default validation messages. */
export const GENERIC_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
} as const;

/** The lead form's submit button while submitting. */
export const SUBMITTING_LABEL = 'Submitting...';

/** Logged (console only) when the corporate-or-default home check fails; the default home is then shown. */
export const HOME_PAGE_ERROR_LOG = 'HomePage error';

/** Logged when the About link is clicked but the section is missing. */
export const ABOUT_SECTION_MISSING_LOG = 'About section not found';

/** The 404 page. */
export const NOT_FOUND = {
  title: '404 Page Not Found',
  heading: 'Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;
