import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FloatingWhatsappButton } from '../components/floating-whatsapp-button.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { CookieConsentBanner } from '../features/consent/cookie-consent-banner.tsx';
import { PwaBanners } from '../features/pwa/pwa-banners.tsx';
import { WebVitals } from '../features/performance/web-vitals.tsx';
import { TrackingTags } from '../features/tracking/tracking-tags.tsx';

/** Every public page: the page, the chat button floating over it, the cookie banner, tags, Web Vitals and app banners. */
export function PublicLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <FloatingWhatsappButton />
      <CookieConsentBanner />
      <TrackingTags />
      <WebVitals />
      <PwaBanners />
    </>
  );
}
