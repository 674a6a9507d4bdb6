import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP } from '#shared/main-site/timings.ts';

type TooltipProps = Omit<ChakraTooltip.RootProps, 'children'> & {
  /** The element the tooltip describes; it must be focusable so keyboard users get the tooltip too. */
  children: ReactElement;
  content: ReactNode;
};

/**
 * A tooltip with the site's timings: opens 700 ms after hover or focus, closes 300 ms after leave or blur (a next
 * tooltip opening within that window opens at once), and on click, Escape or scroll.
 */
export function Tooltip({ children, content, ...rootProps }: TooltipProps) {
  return (
    <ChakraTooltip.Root
      openDelay={TOOLTIP.openDelayMs}
      closeDelay={TOOLTIP.skipDelayMs}
      closeOnClick
      closeOnScroll
      lazyMount
      unmountOnExit
      {...rootProps}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW="xs">{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
