import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: ChakraDialog.RootProps['size'];
};

/**
 * A controlled dialog: title, body, optional footer and a close button; Escape, the close button and a click outside
 * close it, and focus returns to what opened it. Full screen on a phone, so long content scrolls inside it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, footer, size = 'lg' }: DialogProps) {
  return (
    <ChakraDialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner>
          <ChakraDialog.Content>
            <ChakraDialog.Header>
              <ChakraDialog.Title>{title}</ChakraDialog.Title>
            </ChakraDialog.Header>
            <ChakraDialog.Body>{children}</ChakraDialog.Body>
            {footer && <ChakraDialog.Footer>{footer}</ChakraDialog.Footer>}
            <ChakraDialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </ChakraDialog.CloseTrigger>
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}
