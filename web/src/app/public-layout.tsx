import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FloatingWhatsappButton } from '../components/floating-whatsapp-button.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { CookieBannerIsland, CookieConsentBanner } from '../consent/cookie-consent-banner.tsx';
import { PwaBanners } from '../features/pwa/pwa-banners.tsx';
import { WebVitals } from '../features/web-vitals/web-vitals.tsx';
import { TrackingTags } from '../features/tracking/tracking-tags.tsx';
import { Island, useIslandsMode } from '../islands/island.tsx';

/** Every public page: the page, the chat button floating over it, the cookie banner, tags, Web Vitals and app banners. */
export function PublicLayout() {
  // A static page: the overlays are islands woken at the first interaction, and the bootstrap script shows the
  // cookie banner and runs the tags and Web Vitals without React.
  if (useIslandsMode()) {
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
