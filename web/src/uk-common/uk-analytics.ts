/**
 * The UK section's analytics events (spec uk-and-admin.md section 7: nav click, phone click, form submit, calculator
 * submit, PDF request, countdown click or dismiss). Send them with `track()` from lib/analytics.ts.
 */
import type { AnalyticsEvent } from '#shared/main-site/analytics-events.ts';

/** A sticky UK navigation link; labelled with the item's label. */
export function ukNavClick(label: string): AnalyticsEvent {
  return { event: 'nav_click', category: 'navigation', label, source: 'uk_sticky_nav' };
}

/** A tel: link or the call button; `source` says which one. */
export function ukPhoneClick(source: string): AnalyticsEvent {
  return { event: 'phone_click', category: 'contact', label: 'uk_office', source };
}

/** A UK lead form stored (or kept to be sent); labelled with its form type and page. */
export function ukFormSubmit(formType: string, page: string): AnalyticsEvent {
  return { event: 'form_submit', category: 'lead', label: formType, source: page };
}

/** The tax calculator's Calculate; labelled with the extraction method. */
export function ukCalculatorSubmit(method: string): AnalyticsEvent {
  return { event: 'calculator_submit', category: 'engagement', label: method, source: 'uk_hub' };
}

/** The PDF report request; labelled with its outcome (success, failed, queued). */
export function ukPdfRequest(outcome: string): AnalyticsEvent {
  return { event: 'pdf_request', category: 'lead', label: outcome, source: 'uk_hub' };
}

export const UK_COUNTDOWN_EVENTS = {
  click: { event: 'countdown_click', category: 'engagement', label: 'offer_banner' },
  dismiss: { event: 'countdown_dismiss', category: 'engagement', label: 'offer_banner' },
} as const satisfies Record<string, AnalyticsEvent>;
