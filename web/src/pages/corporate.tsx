import { SiteFooter } from '../components/layout/site-footer.tsx';
import { CorporateHeader } from '../features/corporate/corporate-header.tsx';
import { CorporateHero } from '../features/corporate/corporate-hero.tsx';
import {
  CorporateAbout,
  CorporateContact,
  CorporatePackages,
  CorporateProcess,
} from '../features/corporate/corporate-sections.tsx';
import { LeadFormSection } from '../features/home/lead-form-section.tsx';

/**
 * The corporate page: the home of corporate hosts (the edge serves it at '/') and /corporate on any host. It keeps
 * the home page's anchors (about, packages, lead-form, contact), so every link to '/#lead-form' works on either home.
 */
export default function CorporatePage() {
  return (
    <>
      <CorporateHeader />
      <main>
        <CorporateHero />
        <CorporateAbout />
        <CorporatePackages />
        <CorporateProcess />
        <LeadFormSection />
        <CorporateContact />
      </main>
      <SiteFooter />
    </>
  );
}
