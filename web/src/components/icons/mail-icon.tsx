import { createIcon } from '@chakra-ui/react';

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </g>
  ),
  defaultProps: { 'aria-hidden': true },
});
