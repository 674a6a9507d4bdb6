import { useEffect, type RefObject } from 'react';

/**
 * Moves an element with the mouse: the position is read on mousemove and applied as a transform once per animation
 * frame, straight to the element (no React render per move, no layout). `place` turns the pointer position into the
 * element's transform. Only for fine pointers (a mouse); touch screens have no cursor to follow.
 */
export function usePointerFollow(ref: RefObject<HTMLElement | null>, place: (x: number, y: number) => string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !window.matchMedia?.('(pointer: fine)').matches) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const apply = () => {
      frame = 0;
      element.style.transform = place(x, y);
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
  }, [ref, place]);
}
