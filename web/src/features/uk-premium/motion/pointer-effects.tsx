import { lazy, Suspense } from 'react';
import { useMotionAllowed } from './use-motion-allowed.ts';

// The pointer decorations are their own chunk, requested only once the browser is idle and motion is allowed.
const PointerDecorations = lazy(() => import('./following-circle.tsx'));

/** The spotlight and the cursor follower; nothing in the HTML, nothing with reduced motion or before idle. */
export function PointerEffects() {
  const allowed = useMotionAllowed();
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <PointerDecorations />
    </Suspense>
  );
}
