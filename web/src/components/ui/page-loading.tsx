import { Center, Spinner } from '@chakra-ui/react';
import { PAGE_LOADING_LABEL } from '#shared/site-copy.ts';

/** What a page shows while its code loads (and all the admin's prerendered HTML shows). */
export function PageLoading() {
  return (
    <Center minHeight="60vh" role="status" aria-live="polite">
      <Spinner size="lg" color="navy.solid" aria-label={PAGE_LOADING_LABEL} />
    </Center>
  );
}
