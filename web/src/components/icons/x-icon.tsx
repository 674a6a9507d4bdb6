import { createIcon } from '@chakra-ui/react';

export const XIcon = createIcon({
  displayName: 'XIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 4l11.73 16H20L8.27 4zM4 20l6.77-6.77M13.23 10.77 20 4" />
    </g>
  ),
  defaultProps: { 'aria-hidden': true },
});
