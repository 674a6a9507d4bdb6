import { useRef } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { usePointerFollow } from './use-pointer-follow.ts';

const SIZE = 28;
const place = (x: number, y: number) => `translate3d(${x - SIZE / 2}px, ${y - SIZE / 2}px, 0)`;

/** A gold ring that follows the mouse (fixed, out of the layout; hidden until the mouse first moves). */
export default function CursorFollower() {
  const ref = useRef<HTMLDivElement>(null);
  usePointerFollow(ref, place);
  return (
    <div
      ref={ref}
      className={MOTION_CLASS.decoration}
      aria-hidden="true"
      data-cursor-follower=""
      style={{
        width: SIZE,
        height: SIZE,
        borderRadius: '9999px',
        border: '2px solid rgba(232,193,96,.8)',
        opacity: 0,
        zIndex: 1400,
        transition: 'transform 120ms ease-out, opacity .3s',
      }}
    />
  );
}
