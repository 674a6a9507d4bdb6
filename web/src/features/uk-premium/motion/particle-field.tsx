import { useEffect, useRef } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { MOTION_ATTRIBUTES, showParticles } from './landing-motion.ts';

/**
 * Drifting particles behind a hero: an absolutely positioned layer (the hero needs position: relative), so it takes
 * no room. Empty in the HTML; filled once the browser is idle, never with reduced motion (landing-motion.ts, which
 * also fills it on a static page).
 */
export function ParticleField({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? showParticles(ref.current) : undefined), []);
  return <div ref={ref} className={MOTION_CLASS.particles} aria-hidden="true" {...{ [MOTION_ATTRIBUTES.particles]: count }} />;
}
