/**
 * The offer banner on a static page, without React (a script island, web/src/islands/script-islands.ts): ticks the
 * prerendered CountdownBanner's HTML each second as the React banner does, shows its button while the offer runs,
 * and dismisses it for the rest of the visit. Also the banner's rules both versions share.
 */
import { UK_COMMON_COPY } from '#shared/uk/copy/common.ts';
import { BANNER_TICK_MS, countdown, type Countdown } from '#shared/uk/offer-clock.ts';
import { track } from '../lib/analytics.ts';
import { UK_OFFER } from './offer.ts';
import { UK_COUNTDOWN_EVENTS } from './uk-analytics.ts';

const DISMISSED_KEY = 'uk-offer-banner-dismissed';

const pad = (value: number) => String(value).padStart(2, '0');

/** '1 days 10 hours 29 min 59 sec': the time left, as the banner shows it. */
export function countdownText(left: Countdown): string {
  const units = UK_COMMON_COPY.banner.units;
  return `${left.days} ${units.days} ${pad(left.hours)} ${units.hours} ${pad(left.minutes)} ${units.minutes} ${pad(left.seconds)} ${units.seconds}`;
}

/** Whether the visitor dismissed the banner earlier in this visit. */
export function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the dismissal for the rest of the visit, and reports it. */
export function rememberDismissed(): void {
  track(UK_COUNTDOWN_EVENTS.dismiss);
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Blocked storage: dismissed for this page only.
  }
}

/**
 * Starts the banner prerendered in `marker` (the HTML of CountdownBanner before its first tick): the message and time
 * change in place, the button is only made visible or hidden, so nothing around it moves.
 */
export function startCountdownBanner(marker: HTMLElement): void {
  const banner = marker.querySelector<HTMLElement>('[data-testid="uk-countdown-banner"]');
  if (!banner) return;
  if (readDismissed()) {
    banner.remove();
    return;
  }
  const message = banner.querySelector<HTMLElement>('[data-countdown-message]');
  const time = banner.querySelector<HTMLElement>('[data-countdown-time]');
  const cta = banner.querySelector<HTMLElement>('[data-countdown-cta]');
  const copy = UK_COMMON_COPY.banner;
  const tick = () => {
    const left = countdown(new Date(), UK_OFFER.bannerEnd);
    const text = left.ended ? copy.ended : copy.lead;
    if (message && message.textContent !== text) message.textContent = text;
    const timeText = left.ended ? '' : countdownText(left);
    if (time && time.textContent !== timeText) time.textContent = timeText;
    if (cta) cta.style.visibility = left.ended ? 'hidden' : 'visible';
  };
  tick();
  const timer = window.setInterval(tick, BANNER_TICK_MS);
  cta?.addEventListener('click', () => track(UK_COUNTDOWN_EVENTS.click));
  banner.querySelector('[data-countdown-dismiss]')?.addEventListener('click', () => {
    rememberDismissed();
    window.clearInterval(timer);
    banner.remove();
  });
}
