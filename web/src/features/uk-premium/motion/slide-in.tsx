import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { MOTION_CLASS } from './motion-styles.tsx';
import { MOTION_ATTRIBUTES, observeReveal } from './landing-motion.ts';

/**
 * A block that slides in when 10% of it enters the view (landing-motion.ts). It is visible in the prerendered HTML
 * and on the first screen; only blocks below the fold when the page was first displayed are hidden until they scroll
 * into view. Opacity and transform only: no layout shift. On a static page the page's script observes it instead.
 */
export function SlideIn({ children, ...rest }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? observeReveal(ref.current) : undefined), []);
  return (
    <Box ref={ref} className={MOTION_CLASS.reveal} {...{ [MOTION_ATTRIBUTES.reveal]: 'static' }} {...rest}>
      {children}
    </Box>
  );
}
