/**
 * What a click on a landing page's link does besides following it: send its premium event (analytics.ts) and, for a
 * link to a section of the page, scroll there smoothly instead of jumping. The element carries the action as
 * attributes, so the same link works in an island (React's onClick) and in the page's static HTML, where no React
 * runs and one listener on the page reads them (static-landing.ts).
 */
import { PREMIUM_EVENTS } from '#shared/uk/content/premium.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { trackPremium, type PremiumEventKey } from './analytics.ts';

export const LANDING_ACTION_ATTRIBUTES = { event: 'data-premium-event', place: 'data-premium-place', scrollTo: 'data-scroll-to' } as const;

export type LandingAction = {
  /** The premium event the click sends. */
  event: PremiumEventKey;
  /** Where the click happened, for events without a stated label ('footer'). */
  place?: string;
  /** The id of the section an in-page link scrolls to. */
  scrollTo?: string;
};

/** The attributes describing a link's action. */
export function landingActionAttributes({ event, place, scrollTo }: LandingAction): Record<string, string> {
  return {
    [LANDING_ACTION_ATTRIBUTES.event]: event,
    ...(place ? { [LANDING_ACTION_ATTRIBUTES.place]: place } : {}),
    ...(scrollTo ? { [LANDING_ACTION_ATTRIBUTES.scrollTo]: scrollTo } : {}),
  };
}

const isPremiumEvent = (key: string | null): key is PremiumEventKey => key !== null && Object.hasOwn(PREMIUM_EVENTS, key);

/** Runs the action `element`'s attributes describe, for the click `event` (React's or the DOM's). */
export function runLandingAction(element: Element, event: { preventDefault(): void }): void {
  const key = element.getAttribute(LANDING_ACTION_ATTRIBUTES.event);
  if (isPremiumEvent(key)) trackPremium(key, element.getAttribute(LANDING_ACTION_ATTRIBUTES.place) ?? undefined);
  const section = element.getAttribute(LANDING_ACTION_ATTRIBUTES.scrollTo);
  if (section) {
    // The href keeps the link working before any script; with the script the address keeps no #fragment.
    event.preventDefault();
    scrollToSection(section);
  }
}

/**
 * A static page's actions: one click listener on the page for every link outside the islands (an island's links run
 * their action through React's onClick once it is live).
 */
export function listenForLandingActions(root: HTMLElement): void {
  const selector = `[${LANDING_ACTION_ATTRIBUTES.event}],[${LANDING_ACTION_ATTRIBUTES.scrollTo}]`;
  root.addEventListener('click', (event) => {
    const element = event.target instanceof Element ? event.target.closest(selector) : null;
    if (element && root.contains(element) && element.closest('[data-island]') === null) runLandingAction(element, event);
  });
}
