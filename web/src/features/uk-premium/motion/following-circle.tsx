import { useRef, type CSSProperties } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { usePointerFollow } from './use-pointer-follow.ts';

type FollowingCircleProps = {
  /** Diameter in pixels; the circle is centred on the pointer. */
  size: number;
  /** How it looks (border or fill, stacking, blending). */
  look: CSSProperties;
  /** A data attribute naming the decoration, e.g. `data-spotlight`. */
  marker: `data-${string}`;
};

/** A circle that follows the mouse: fixed, out of the layout, hidden from assistive technology and until the mouse moves. */
function FollowingCircle({ size, look, marker }: FollowingCircleProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePointerFollow(ref, size);
  return (
    <div
      ref={ref}
      className={MOTION_CLASS.decoration}
      aria-hidden="true"
      {...{ [marker]: '' }}
      style={{ width: size, height: size, borderRadius: '9999px', opacity: 0, ...look }}
    />
  );
}

/** The soft gold light over the dark page (blended, under the content) and the gold ring at the cursor (above it). */
export default function PointerDecorations() {
  return (
    <>
      <FollowingCircle
        size={640}
        marker="data-spotlight"
        look={{ background: 'radial-gradient(circle, rgba(232,193,96,.14) 0%, rgba(232,193,96,0) 65%)', zIndex: 2, mixBlendMode: 'screen' }}
      />
      <FollowingCircle
        size={28}
        marker="data-cursor-follower"
        look={{ border: '2px solid rgba(232,193,96,.8)', zIndex: 1400, transition: 'transform 120ms ease-out, opacity .3s' }}
      />
    </>
  );
}
