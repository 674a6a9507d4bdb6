import { SECTION_IDS } from '#shared/main-site/home-content.ts';
import { ABOUT_SECTION } from '#shared/site-copy.ts';
import { HomeSection } from './home-section.tsx';

/** Who we are (anchor #about). */
export function AboutSection() {
  return <HomeSection id={SECTION_IDS.about} title={ABOUT_SECTION.title} subtitle={ABOUT_SECTION.text} bg="bg.subtle" />;
}
