import { createIcon } from '@chakra-ui/react';

export const InstagramIcon = createIcon({
  displayName: 'InstagramIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01" />
    </g>
  ),
  defaultProps: { 'aria-hidden': true },
});
