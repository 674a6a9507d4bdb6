import { useEffect, useState, type RefObject } from 'react';
import { INTERSECTION_THRESHOLD } from '#shared/uk/content/premium.ts';

/**
 * Whether the element is in view (10% of it visible), and whether it was out of view when the page first showed.
 * `initiallyOutOfView` stays null until the first observation (and in the prerendered HTML).
 */
export function useInView(ref: RefObject<Element | null>): { inView: boolean; initiallyOutOfView: boolean | null } {
  const [state, setState] = useState<{ inView: boolean; initiallyOutOfView: boolean | null }>({
    inView: false,
    initiallyOutOfView: null,
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setState((previous) => ({
          inView: entry.isIntersecting,
          initiallyOutOfView: previous.initiallyOutOfView ?? !entry.isIntersecting,
        }));
      },
      { threshold: INTERSECTION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return state;
}
