/**
 * When decorative motion may run, without React: shared by the landing pages' React components (use-motion-allowed.ts)
 * and the static pages' script (static-motion.ts).
 */

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

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
 * Calls `onChange(true)` once the browser is idle, unless the visitor prefers reduced motion (then `onChange(false)`),
 * and again whenever that preference changes. Returns a function that stops following it.
 */
export function followMotionAllowed(onChange: (allowed: boolean) => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
  let cancelIdle: (() => void) | undefined;
  const update = () => {
    cancelIdle?.();
    if (query?.matches) {
      onChange(false);
      return;
    }
    cancelIdle = whenIdle(() => onChange(true));
  };
  update();
  query?.addEventListener('change', update);
  return () => {
    cancelIdle?.();
    query?.removeEventListener('change', update);
  };
}
