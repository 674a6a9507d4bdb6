import { useEffect, useState } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the browser is idle after the first paint (a short timeout where idle callbacks are missing). */
export function whenIdle(callback: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(callback, { timeout: 1500 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Whether decorative motion may start: false in the prerendered HTML and the first client render (so effects never
 * hold up the first paint or the hydration), true once the browser is idle after mount, unless the visitor prefers
 * reduced motion; follows a change of that preference.
 */
export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
    let cancelIdle: (() => void) | undefined;
    const update = () => {
      cancelIdle?.();
      if (query?.matches) {
        setAllowed(false);
        return;
      }
      cancelIdle = whenIdle(() => setAllowed(true));
    };
    update();
    query?.addEventListener('change', update);
    return () => {
      cancelIdle?.();
      query?.removeEventListener('change', update);
    };
  }, []);
  return allowed;
}
