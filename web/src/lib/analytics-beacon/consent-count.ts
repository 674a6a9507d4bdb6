import { consentBeacon, sendBeacon } from './beacons.ts';

/**
 * Remembers (no id: a flag) that this browser's consent decision was counted, so a visitor outside the EU/EEA, granted
 * on every page load, counts once.
 */
export const CONSENT_COUNTED_KEY = 'analytics-consent-counted';

/** How a decision was made: in the cookie banner, or granted by the spec outside the EU/EEA. */
export type DecidedBy = 'banner' | 'outside-eu';

/**
 * Counts a consent decision, whatever it is (the share of consenting visitors is what the view counts are read
 * against): every banner decision (the banner returns only when a choice expires), a grant outside the EU/EEA once per
 * browser. Without storage a grant outside the EU/EEA is not counted, since it could not be counted only once.
 */
export function countConsentDecision(
  analytics: boolean,
  by: DecidedBy,
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
  send = sendBeacon,
): void {
  try {
    const store = storage();
    if (by === 'outside-eu' && store.getItem(CONSENT_COUNTED_KEY)) return;
    store.setItem(CONSENT_COUNTED_KEY, '1');
  } catch {
    if (by === 'outside-eu') return;
  }
  send(consentBeacon(analytics ? 'granted' : 'refused'));
}
