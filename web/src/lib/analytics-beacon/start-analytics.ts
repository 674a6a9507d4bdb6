/**
 * The page's first-party counting (issue 26), run by every public page's bootstrap: one view per page load and the
 * clicks on counted buttons, only with analytics consent and never from a staff browser that asked to be left out
 * (`?exclude-me=1`); conversions come from the forms (countConversion).
 */
import type { AnalyticsBeacon } from '#shared/admin/analytics-contract.ts';
import type { AnalyticsButton, AnalyticsConversion } from '#shared/analytics/analytics-rules.ts';
import { consentStore } from '../../consent/consent-instance.ts';
import { getAttribution } from '../attribution.ts';
import { clickBeacon, conversionBeacon, excludedBrowser, sendBeacon, viewBeacon, type Place } from './beacons.ts';
import { ANALYTICS_BUTTON_ATTRIBUTE } from './button-attribute.ts';

const here = (): Place => ({ page: window.location.pathname, width: window.innerWidth });

/** A staff browser left out of the counts (excludedBrowser), decided when the page starts. */
let excluded = false;

/**
 * Sends a beacon with analytics consent. While the country lookup still runs (a tap in the page's first moments) it
 * waits for the decision; without consent, or while the banner waits for one, nothing is sent.
 */
function sendWithConsent(beacon: AnalyticsBeacon): void {
  const { status, consent } = consentStore.getSnapshot();
  if (excluded) return;
  if (consent?.analytics) return sendBeacon(beacon);
  if (status !== 'pending') return;
  const stop = consentStore.subscribe(() => {
    const now = consentStore.getSnapshot();
    if (now.status === 'pending') return;
    stop();
    if (now.consent?.analytics) sendBeacon(beacon);
  });
}

/** A form's success on this page (the lead form, a UK form, a tax report request, a newsletter sign-up). */
export const countConversion = (conversion: AnalyticsConversion): void => sendWithConsent(conversionBeacon(here(), conversion));

export function startAnalytics(): void {
  excluded = excludedBrowser(window.location.search, () => window.localStorage);
  let viewed = false;
  const view = () => {
    if (viewed || excluded || !consentStore.getSnapshot().consent?.analytics) return;
    viewed = true;
    sendBeacon(viewBeacon(here(), getAttribution()));
  };
  view();
  consentStore.subscribe(view);
  // Capture and passive: the count is read before any handler can stop the click, and never delays it.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${ANALYTICS_BUTTON_ATTRIBUTE}]`) : null;
      const id = button?.getAttribute(ANALYTICS_BUTTON_ATTRIBUTE);
      if (id) sendWithConsent(clickBeacon(here(), id as AnalyticsButton));
    },
    { capture: true, passive: true },
  );
}
