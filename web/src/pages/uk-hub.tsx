import { Box } from '@chakra-ui/react';
import { Breadcrumbs, ukBreadcrumbs } from '../features/uk-common/breadcrumbs.tsx';
import { CountdownBanner } from '../features/uk-common/countdown-banner.tsx';
import { useScrollToHash } from '../features/uk-common/scroll.ts';
import { UkFooter } from '../features/uk-common/uk-footer.tsx';
import { UkHeader } from '../features/uk-common/uk-header.tsx';
import { UkStickyNav } from '../features/uk-common/uk-sticky-nav.tsx';
import { AdminAnalytics } from '../features/uk-hub/admin-analytics.tsx';
import { BookingSection } from '../features/uk-hub/booking-section.tsx';
import { CalculatorExamples, CaseStudyTeaser, ReasonCards, TrustSection } from '../features/uk-hub/content-sections.tsx';
import { HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { GuideForm } from '../features/uk-hub/guide-form.tsx';
import { HeroSection } from '../features/uk-hub/hero-section.tsx';
import { TaxCalculator } from '../features/uk-hub/tax-calculator.tsx';
import { useHubVariant } from '../features/uk-hub/use-hub-variant.ts';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';

/**
 * The /uk hub: hero, calculator examples, seven reason cards, migration-guide form, trust, tax calculator, case-study
 * teaser, booking and footer, with the offer banner, sticky UK navigation and breadcrumbs. The variant (performance or
 * full) only adds or drops decoration; the content is the same.
 */
export default function UkHubPage() {
  const variant = useHubVariant();
  useScrollToHash();
  return (
    <Box data-hub-variant={variant ?? 'pending'}>
      <CountdownBanner ctaHref={`#${HUB_SECTION_IDS.booking}`} />
      <UkHeader />
      <UkStickyNav />
      <AdminAnalytics />
      <Breadcrumbs {...ukBreadcrumbs(UK_HUB_ROUTE)} />
      <main>
        <HeroSection variant={variant} />
        <CalculatorExamples />
        <ReasonCards />
        <GuideForm />
        <TrustSection />
        <TaxCalculator />
        <CaseStudyTeaser />
        <BookingSection />
      </main>
      <UkFooter />
    </Box>
  );
}
