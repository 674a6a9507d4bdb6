import type { ComponentType } from 'react';
import type { IslandName, ScriptIslandName } from './island-names.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island has its own props, checked where <Island> is used */

/**
 * How the browser loads each island's component: its own chunk, requested only when the island wakes, together with
 * the lazy parts it renders at once. Each such part is a lazyWithPreload() part, preloaded here: the island hydrates
 * only once their code has arrived, so hydration adopts their HTML in the same pass as the rest of the island (see
 * lazy-with-preload.tsx for what goes wrong otherwise).
 */
export const ISLAND_LOADERS: Record<Exclude<IslandName, ScriptIslandName>, () => Promise<ComponentType<any>>> = {
  // The newsletter form's chunk is requested beside the footer's (not after it), then preload() only waits for it.
  'site-footer': () =>
    Promise.all([import('../components/layout/site-footer.tsx'), import('../features/newsletter/newsletter-form.tsx')]).then(
      async ([module]) => {
        await module.NewsletterForm.preload();
        return module.SiteFooter;
      },
    ),
  'floating-whatsapp': () =>
    import('../components/floating-whatsapp-button.tsx').then((module) => module.FloatingWhatsappButton),
  'cookie-banner': () => import('../consent/cookie-consent-banner.tsx').then((module) => module.CookieBannerIsland),
  'pwa-banners': () => import('../features/pwa/pwa-banners.tsx').then((module) => module.PwaBanners),
  'uk-header': () => import('../uk-common/uk-header.tsx').then((module) => module.UkHeader),
  'uk-sticky-nav': () => import('../uk-common/uk-sticky-nav.tsx').then((module) => module.UkStickyNav),
  'uk-footer': () => import('../uk-common/uk-footer.tsx').then((module) => module.UkFooter),
  'uk-lead-capture': () => import('../features/uk-sales/lead-capture-block.tsx').then((module) => module.LeadCaptureBlock),
  'uk-tax-header-contacts': () =>
    import('../features/uk-sales/tax-header-contacts.tsx').then((module) => module.TaxHeaderContacts),
  'simple-header': () => import('../components/layout/simple-header.tsx').then((module) => module.SimpleHeader),
  'cost-calculator': () => import('../features/calculator/cost-calculator.tsx').then((module) => module.CostCalculator),
  'uk-hub-hero-actions': () => import('../features/uk-hub/hero-section.tsx').then((module) => module.HeroActions),
  'uk-admin-analytics': () => import('../features/uk-hub/admin-analytics.tsx').then((module) => module.AdminAnalytics),
  'uk-guide-form': () => import('../features/uk-hub/guide-form.tsx').then((module) => module.GuideForm),
  'uk-tax-calculator': () => import('../features/uk-hub/tax-calculator.tsx').then((module) => module.TaxCalculator),
  'uk-booking-contacts': () => import('../features/uk-hub/booking-section.tsx').then((module) => module.BookingContacts),
  'home-header': () => import('../features/home/home-header.tsx').then((module) => module.HomeHeader),
  'home-hero-actions': () => import('../features/home/hero-actions.tsx').then((module) => module.HeroActions),
  'home-uk-block': () => import('../features/home/uk-block.tsx').then((module) => module.UkBlock),
  'home-lead-form': () => import('../features/home/lead-form.tsx').then((module) => module.LeadForm),
  'home-package-actions': () => import('../features/home/packages-section.tsx').then((module) => module.PackageActions),
  'home-trust-badges': () => import('../features/home/trust-section.tsx').then((module) => module.TrustBadges),
  'home-testimonials': () => import('../features/home/testimonials-section.tsx').then((module) => module.default),
  'uk-premium-report': () => import('../features/uk-premium/premium/report-capture-form.tsx').then((module) => module.ReportCaptureForm),
  'uk-premium-consultation': () =>
    import('../features/uk-premium/premium/consultation-form.tsx').then((module) => module.ConsultationRequestForm),
  // The premium and /uk-4 footers have the page's own lines in place of the newsletter, so they render no lazy part.
  'uk-premium-footer': () => import('../features/uk-premium/premium/premium-footer.tsx').then((module) => module.default),
  'uk-4-footer': () => import('../features/uk-premium/alternate/uk-4-footer.tsx').then((module) => module.Uk4Footer),
  'corporate-header': () => import('../features/corporate/corporate-header.tsx').then((module) => module.CorporateHeader),
  'corporate-hero-actions': () => import('../features/corporate/corporate-hero.tsx').then((module) => module.CorporateHeroActions),
  'corporate-package-actions': () =>
    import('../features/corporate/corporate-sections.tsx').then((module) => module.CorporatePackageActions),
};
