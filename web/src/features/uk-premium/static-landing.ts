/**
 * The landing pages' script on a static page (web/src/islands/enhancements.ts): their link actions (events, smooth
 * scrolling) and their motion, without React. The forms, the header menu and the footer are islands of their own.
 */
import { listenForLandingActions } from './landing-actions.ts';
import { startLandingMotion } from './motion/landing-motion.ts';

/** Starts the page's link actions and motion; `pointer` adds the spotlight and cursor follower (the premium page). */
export function enhanceLanding(root: HTMLElement, { pointer }: { pointer: boolean }): void {
  listenForLandingActions(root);
  startLandingMotion(root, { pointer });
}
