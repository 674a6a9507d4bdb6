import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Smooth scrolling, unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to the element with this id; false when there is none. */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return target !== null;
}

/**
 * Scrolls to the address's #fragment when the page opens or the fragment changes (links such as
 * '/uk/lifestyle#cost-of-living' from another page). Call once in a page.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToId(decodeURIComponent(hash.slice(1)));
  }, [hash]);
}
