import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { ToastMessage } from '#shared/main-site/messages.ts';
import { TOAST } from '#shared/main-site/timings.ts';

/** The site's one toast region: one toast at a time, bottom right, shown for the spec's default duration. */
const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST.limit,
  duration: TOAST.defaultDurationMs,
  hotkey: [...TOAST.hotkey],
  pauseOnPageIdle: true,
});

/**
 * Shows a toast through the one toaster. The toaster queues beyond its limit; dismissing first makes the newest
 * message replace the one on screen, as "one at a time" means to a visitor who acts again.
 */
function showToast({ title, description, variant }: ToastMessage): void {
  toaster.dismiss();
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'success', closable: true });
}

/** Toasts through one hook, so every page shows them the same way. */
export function useToast() {
  return showToast;
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // green.700 and a fully opaque description: Chakra's green.600 with 0.8 opacity text is 2.6:1 (WCAG AA: 4.5:1).
          <Toast.Root width={{ md: `${TOAST.viewportMaxWidthPx}px` }} css={{ '&[data-type=success]': { bg: 'green.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
