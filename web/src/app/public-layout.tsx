import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FloatingWhatsappButton } from '../components/floating-whatsapp-button.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';

/** Every public page: the page, and the chat button floating over it. */
export function PublicLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <FloatingWhatsappButton />
    </>
  );
}
