import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { prefersReducedMotion } from './use-motion-allowed.ts';
import { useInView } from './use-in-view.ts';

type RevealState = 'static' | 'hidden' | 'shown';

/**
 * A block that slides in when 10% of it enters the view. It is visible in the prerendered HTML and on the first
 * screen; only blocks that were below the fold when the page was first displayed are hidden (off-screen, so the
 * visitor never sees them vanish) until they scroll into view. Opacity and transform only: no layout shift.
 */
export function SlideIn({ children, ...rest }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { inView, initiallyOutOfView } = useInView(ref);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    if (initiallyOutOfView !== true || prefersReducedMotion()) return;
    setState((current) => (inView ? 'shown' : current === 'static' ? 'hidden' : current));
  }, [inView, initiallyOutOfView]);

  return (
    <Box ref={ref} className={MOTION_CLASS.reveal} data-reveal={state} {...rest}>
      {children}
    </Box>
  );
}
