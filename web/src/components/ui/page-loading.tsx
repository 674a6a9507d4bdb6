import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { PAGE_LOADING_LABEL } from '#shared/site-copy.ts';

/** What a page shows while its code loads (and all the admin's prerendered HTML shows). */
export function PageLoading() {
  return (
    <Center minHeight="60vh" role="status" aria-live="polite">
      {/* A spinner is a plain span: a label on it is not announced (and ARIA forbids it there), the hidden text is. */}
      <Spinner size="lg" color="navy.solid" aria-hidden="true" />
      <VisuallyHidden>{PAGE_LOADING_LABEL}</VisuallyHidden>
    </Center>
  );
}
