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
import { Island } from '../islands/island.tsx';

/**
 * The corporate page: the home of corporate hosts (the edge serves it at '/') and /corporate on any host. It keeps
 * the home page's anchors (about, packages, lead-form, contact), so every link to '/#lead-form' works on either home.
 * Served as a static page with islands (web/src/islands), like the default home: the header (its phone menu), the
 * hero's buttons, the packages' actions, the home's lead form and the footer are islands; the rest runs no script.
 */
export default function CorporatePage() {
  return (
    <>
      <Island name="corporate-header" strategy="interaction" component={CorporateHeader} />
      <main>
        <CorporateHero />
        <CorporateAbout />
        <CorporatePackages />
        <CorporateProcess />
        <LeadFormSection />
        <CorporateContact />
      </main>
      <Island name="site-footer" strategy="visible" component={SiteFooter} />
    </>
  );
}
