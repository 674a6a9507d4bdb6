import { lazy, Suspense } from 'react';
import { useMotionAllowed } from './use-motion-allowed.ts';

// The two pointer effects are their own chunks, requested only once the browser is idle and motion is allowed.
const CursorFollower = lazy(() => import('./cursor-follower.tsx'));
const Spotlight = lazy(() => import('./spotlight.tsx'));

/** The cursor follower and the spotlight; nothing in the HTML, nothing with reduced motion or before idle. */
export function PointerEffects() {
  const allowed = useMotionAllowed();
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <Spotlight />
      <CursorFollower />
    </Suspense>
  );
}
