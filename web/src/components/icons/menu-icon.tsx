import { createIcon } from '@chakra-ui/react';

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </g>
  ),
  defaultProps: { 'aria-hidden': true },
});
