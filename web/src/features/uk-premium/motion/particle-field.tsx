import type { CSSProperties } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { particleStyles } from './particles.ts';
import { useMotionAllowed } from './use-motion-allowed.ts';

/**
 * Drifting particles behind a hero: an absolutely positioned layer (the hero needs position: relative), so it takes
 * no room. Rendered only once the browser is idle after mount, never with reduced motion.
 */
export function ParticleField({ count }: { count: number }) {
  const allowed = useMotionAllowed();
  if (!allowed) return null;
  return (
    <div className={MOTION_CLASS.particles} aria-hidden="true" data-particles={count}>
      {particleStyles(count).map((particle, index) => (
        <span
          key={index}
          className={MOTION_CLASS.particle}
          data-particle=""
          style={
            {
              left: particle.left,
              top: particle.top,
              width: particle.size,
              height: particle.size,
              animationDuration: `${particle.durationSeconds}s`,
              animationDelay: `${particle.delaySeconds}s`,
              '--ukp-dx': `${particle.driftX}px`,
              '--ukp-dy': `${particle.driftY}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
