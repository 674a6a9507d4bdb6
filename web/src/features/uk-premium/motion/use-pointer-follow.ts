import { useEffect, type RefObject } from 'react';

/**
 * Moves an element with the mouse: the position is read on mousemove and applied as a transform once per animation
 * frame, straight to the element (no React render per move, no layout), centring an element `size` pixels across on
 * the pointer. Only for fine pointers (a mouse); touch screens have no cursor to follow.
 */
export function usePointerFollow(ref: RefObject<HTMLElement | null>, size: number): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !window.matchMedia?.('(pointer: fine)').matches) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const apply = () => {
      frame = 0;
      element.style.transform = `translate3d(${x - size / 2}px, ${y - size / 2}px, 0)`;
      element.style.opacity = '1';
    };
    const onMove = (event: MouseEvent) => {
      x = event.clientX;
      y = event.clientY;
      if (!frame) frame = window.requestAnimationFrame(apply);
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      window.removeEventListener('mousemove', onMove);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, size]);
}
