import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FloatingWhatsappButton } from '../components/floating-whatsapp-button.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { CookieBannerIsland } from '../consent/cookie-consent-banner.tsx';
import { PwaBanners } from '../features/pwa/pwa-banners.tsx';
import { Island } from '../islands/island.tsx';

/**
 * Every public page: the page, and the overlays as islands woken at the first interaction (the chat button, the
 * cookie banner, the app banners). The bootstrap shows the cookie banner and runs the tags and Web Vitals without
 * React (islands/page-duties.ts).
 */
export function PublicLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Island name="floating-whatsapp" strategy="interaction" component={FloatingWhatsappButton} />
      <Island name="cookie-banner" strategy="interaction" component={CookieBannerIsland} hidden />
      <Island name="pwa-banners" strategy="interaction" component={PwaBanners} />
    </>
  );
}
