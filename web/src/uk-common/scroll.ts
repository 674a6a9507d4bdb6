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
