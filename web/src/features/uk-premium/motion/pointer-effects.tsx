import { useEffect, useRef } from 'react';
import { showPointerDecorations } from './landing-motion.ts';

/**
 * The spotlight and the cursor follower (landing-motion.ts): nothing in the HTML, nothing with reduced motion or
 * before idle. A static page's script adds them without this component.
 */
export function PointerEffects() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? showPointerDecorations(ref.current) : undefined), []);
  return <div ref={ref} style={{ display: 'contents' }} />;
}
