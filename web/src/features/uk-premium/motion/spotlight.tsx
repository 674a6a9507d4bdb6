import { useRef } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { usePointerFollow } from './use-pointer-follow.ts';

const SIZE = 640;
const place = (x: number, y: number) => `translate3d(${x - SIZE / 2}px, ${y - SIZE / 2}px, 0)`;

/** A soft light that follows the mouse over the dark page (fixed, blended over it, never catching the mouse). */
export default function Spotlight() {
  const ref = useRef<HTMLDivElement>(null);
  usePointerFollow(ref, place);
  return (
    <div
      ref={ref}
      className={MOTION_CLASS.decoration}
      aria-hidden="true"
      data-spotlight=""
      style={{
        width: SIZE,
        height: SIZE,
        borderRadius: '9999px',
        background: 'radial-gradient(circle, rgba(232,193,96,.14) 0%, rgba(232,193,96,0) 65%)',
        opacity: 0,
        zIndex: 2,
        mixBlendMode: 'screen',
      }}
    />
  );
}
