import { Box } from '@chakra-ui/react';
import { Breadcrumbs, ukBreadcrumbs } from '../uk-common/breadcrumbs.tsx';
import { CountdownBanner } from '../uk-common/countdown-banner.tsx';
import { UkFooter } from '../uk-common/uk-footer.tsx';
import { UkHeader } from '../uk-common/uk-header.tsx';
import { UkStickyNav } from '../uk-common/uk-sticky-nav.tsx';
import { AdminAnalytics } from '../features/uk-hub/admin-analytics.tsx';
import { BookingSection } from '../features/uk-hub/booking-section.tsx';
import { CalculatorExamples, CaseStudyTeaser, ReasonCards, TrustSection } from '../features/uk-hub/content-sections.tsx';
import { HUB_SECTION_IDS } from '#shared/uk/copy/hub.ts';
import { GuideForm } from '../features/uk-hub/guide-form.tsx';
import { HeroSection } from '../features/uk-hub/hero-section.tsx';
import { TaxCalculator } from '../features/uk-hub/tax-calculator.tsx';
import { Island } from '../islands/island.tsx';
import { UK_HUB_ROUTE } from '#shared/uk/content/pages.ts';

/**
 * The /uk hub: hero, calculator examples, seven reason cards, migration-guide form, trust, tax calculator, case-study
 * teaser, booking and footer, with the offer banner, sticky UK navigation and breadcrumbs. The variant (performance or
 * full) only adds or drops decoration; the content is the same.
 *
 * A static page with islands (web/src/islands): the countdown banner, the variant and the next batch are script
 * islands (no React); the header's menu, the navigation bar, the hero's buttons and the booking card wake at the
 * first interaction; the guide form and the footer as they come into view, the calculator then or at the first
 * interaction; the analytics panel only with ?admin=true. A #section address scrolls there natively (the sections are
 * in the HTML).
 */
export default function UkHubPage() {
  return (
    <Box data-hub-variant="pending">
      <Island name="uk-countdown-banner" strategy="load" component={CountdownBanner} props={{ ctaHref: `#${HUB_SECTION_IDS.booking}` }} />
      <Island name="uk-header" strategy="interaction" component={UkHeader} />
      <Island name="uk-sticky-nav" strategy="interaction" component={UkStickyNav} />
      <Island name="uk-admin-analytics" strategy="interaction" component={AdminAnalytics} />
      <Breadcrumbs {...ukBreadcrumbs(UK_HUB_ROUTE)} />
      <main>
        <HeroSection />
        <CalculatorExamples />
        <ReasonCards />
        <Island name="uk-guide-form" strategy="visible" component={GuideForm} />
        <TrustSection />
        <Island name="uk-tax-calculator" strategy="visible-or-interaction" component={TaxCalculator} />
        <CaseStudyTeaser />
        <BookingSection />
      </main>
      <Island name="uk-footer" strategy="visible" component={UkFooter} />
    </Box>
  );
}
