import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { enhance } from '../../../islands/enhancement-names.ts';
import { Island } from '../../../islands/island.tsx';
import { UkHeader } from '../../../uk-common/uk-header.tsx';
import { MotionStyles } from '../motion/motion-styles.tsx';
import { PointerEffects } from '../motion/pointer-effects.tsx';
import { PremiumHero } from './premium-hero.tsx';
import { ReportCard } from './report-card.tsx';

// The three sub-views below the report card and the footer are their own chunks, requested as soon as this module
// runs. The prerender waits for them, so the HTML is complete; in the browser the server's HTML stays in place until
// each chunk is ready, so nothing shifts.
const savings = import('./savings-section.tsx');
const wealth = import('./wealth-migration-section.tsx');
const consultation = import('./consultation-section.tsx');
const footer = import('./premium-footer.tsx');
const SavingsSection = lazy(() => savings);
const WealthMigrationSection = lazy(() => wealth);
const ConsultationSection = lazy(() => consultation);
const PremiumFooter = lazy(() => footer);

/**
 * /uk-dubai: the UK's tax exodus premium landing page. As a static page (web/src/islands) it is HTML and CSS with
 * islands for the header's menu (at the first interaction), the two forms and the footer (near the view), and its
 * React-free script (static-landing.ts) for the motion and the links' events and smooth scrolling.
 */
export function PremiumPage() {
  return (
    <Box bg="navy.950" minH="100vh" position="relative" {...enhance('uk-premium-landing')}>
      <MotionStyles />
      <PointerEffects />
      <Island name="uk-header" strategy="interaction" component={UkHeader} props={{ tone: 'dark' }} />
      <Box as="main" position="relative" zIndex="1">
        <PremiumHero />
        <ReportCard />
        <Suspense fallback={null}>
          <SavingsSection />
          <WealthMigrationSection />
          <ConsultationSection />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Island name="uk-premium-footer" strategy="visible" component={PremiumFooter} />
      </Suspense>
    </Box>
  );
}
