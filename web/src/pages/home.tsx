import { lazy, Suspense } from 'react';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { AboutSection } from '../features/home/about-section.tsx';
import { HeroSection } from '../features/home/hero-section.tsx';
import { HomeHeader } from '../features/home/home-header.tsx';
import { LeadFormSection } from '../features/home/lead-form-section.tsx';
import { PackagesSection } from '../features/home/packages-section.tsx';

// Below-the-fold sections are their own chunks, requested as soon as the page's code runs (preloaded), so they
// never hold up the first screen and are ready before the visitor scrolls to them.
const contactSection = import('../features/home/contact-section.tsx');
const ContactSection = lazy(() => contactSection);

/** The default home: hero, lead form, then the sections the header and footer link to. */
export default function HomePage() {
  return (
    <>
      <HomeHeader />
      <main>
        <HeroSection />
        <LeadFormSection />
        <PackagesSection />
        <AboutSection />
        <Suspense fallback={null}>
          <ContactSection />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
