import { AdvisoryFooter } from '../features/advisory/advisory-footer.tsx';
import { AdvisoryHeader } from '../features/advisory/advisory-header.tsx';
import {
  AdvisoryCallToAction,
  AdvisoryHero,
  AdvisoryInsights,
  AdvisoryPhilosophy,
  AdvisoryServices,
  AdvisoryStats,
  AdvisoryWhyUs,
} from '../features/advisory/advisory-sections.tsx';

/** The advisory page; every button opens a chat naming its topic, or calls us. */
export default function AdvisoryPage() {
  return (
    <>
      <AdvisoryHeader />
      <main>
        <AdvisoryHero />
        <AdvisoryStats />
        <AdvisoryPhilosophy />
        <AdvisoryServices />
        <AdvisoryWhyUs />
        <AdvisoryInsights />
        <AdvisoryCallToAction />
      </main>
      <AdvisoryFooter />
    </>
  );
}
