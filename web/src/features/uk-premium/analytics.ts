import type { AnalyticsEvent } from '#shared/main-site/analytics-events.ts';
import { PREMIUM_EVENTS } from '#shared/uk/content/premium.ts';
import { track } from '../../lib/analytics.ts';

export type PremiumEventKey = keyof typeof PREMIUM_EVENTS;

/**
 * A premium-page event (shared/uk/content/premium.ts) in the shape track() sends. Events without a stated label are
 * labelled with the place of the click, given by the caller (e.g. 'report_card', 'consultation_form').
 */
export function premiumEvent(key: PremiumEventKey, place?: string): AnalyticsEvent {
  const event = PREMIUM_EVENTS[key];
  const label = 'label' in event ? event.label : (place ?? key);
  return { event: event.name, category: event.category, label, ...(place && 'label' in event ? { source: place } : {}) };
}

/** Sends a premium-page event (consent-gated by track()). */
export function trackPremium(key: PremiumEventKey, place?: string): void {
  track(premiumEvent(key, place));
}
