/**
 * The class names of the landing pages' motion (their rules: motion-styles.tsx). Plain data without React, so the
 * static pages' motion script (landing-motion.ts) loads no React to use them.
 */
export const MOTION_CLASS = {
  particles: 'ukp-particles',
  particle: 'ukp-particle',
  reveal: 'ukp-reveal',
  card: 'ukp-card',
  decoration: 'ukp-decoration',
} as const;
