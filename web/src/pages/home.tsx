import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { AboutSection } from '../features/home/about-section.tsx';
import { ComparisonSection } from '../features/home/comparison-section.tsx';
import { HeroSection } from '../features/home/hero-section.tsx';
import { HomeHeader } from '../features/home/home-header.tsx';
import { LeadFormSection } from '../features/home/lead-form-section.tsx';
import { PackagesSection } from '../features/home/packages-section.tsx';
import { TrustSection } from '../features/home/trust-section.tsx';
import { Island } from '../islands/island.tsx';

// Below-the-fold sections are their own chunks, requested as soon as the page's code runs (preloaded), so they
// never hold up the first screen and are ready before the visitor scrolls to them.
const faqSection = import('../features/home/faq-section.tsx');
const testimonialsSection = import('../features/home/testimonials-section.tsx');
const processSection = import('../features/home/process-section.tsx');
const leadMagnetSection = import('../features/home/lead-magnet-section.tsx');
const contactSection = import('../features/home/contact-section.tsx');

const Testimonials = lazy(() => testimonialsSection);

/** The testimonials come from the API (staff manage them): the section is an island woken as it comes near the view. */
function TestimonialsIsland() {
  return <Island name="home-testimonials" strategy="visible" component={Testimonials} />;
}

/**
 * The lazy sections in page order, each with the height it holds while its code loads. The prerendered page already
 * holds them (the prerender waits for lazy sections) and hydration keeps that HTML, so these heights only matter when
 * the home is reached inside the app: the page below does not jump when a section arrives.
 */
const LAZY_SECTIONS: readonly { key: string; Section: LazyExoticComponent<ComponentType> | ComponentType; minH: string }[] = [
  { key: 'faq', Section: lazy(() => faqSection), minH: '48rem' },
  { key: 'testimonials', Section: TestimonialsIsland, minH: '0' },
  { key: 'process', Section: lazy(() => processSection), minH: '36rem' },
  { key: 'lead-magnet', Section: lazy(() => leadMagnetSection), minH: '28rem' },
  { key: 'contact', Section: lazy(() => contactSection), minH: '24rem' },
];

/**
 * The default home: hero, lead form, packages, comparison, trust, about, then the lazily loaded sections. Served as a
 * static page with islands (web/src/islands): the header, the hero's buttons and UK block, the lead form, the
 * packages' actions, the badges, the testimonials and the footer are islands; texts staff edit are kept live by
 * web/src/islands/live-content.ts.
 */
export default function HomePage() {
  return (
    <>
      <Island name="home-header" strategy="interaction" component={HomeHeader} />
      <main>
        <HeroSection />
        <LeadFormSection />
        <PackagesSection />
        <ComparisonSection />
        <TrustSection />
        <AboutSection />
        {LAZY_SECTIONS.map(({ key, Section, minH }) => (
          <Suspense key={key} fallback={<Box minH={minH} aria-hidden />}>
            <Section />
          </Suspense>
        ))}
      </main>
      <Island name="site-footer" strategy="visible" component={SiteFooter} />
    </>
  );
}
