import type { AnalyticsButton } from '#shared/analytics/analytics-rules.ts';

/**
 * The attribute naming a counted call to action (ANALYTICS_BUTTONS): one listener on the document counts its clicks
 * (start-analytics.ts), so a button in static HTML counts without any island waking and its tap is never held back.
 */
export const ANALYTICS_BUTTON_ATTRIBUTE = 'data-analytics-button';

/** Spread on a WhatsApp or phone link: `<a {...countedButton('whatsapp-hero')}>`. */
export const countedButton = (id: AnalyticsButton) => ({ [ANALYTICS_BUTTON_ATTRIBUTE]: id });
