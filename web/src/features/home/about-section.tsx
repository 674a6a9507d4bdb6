import { HOME_SECTIONS } from '#shared/site-copy.ts';
import { HomeSection } from './home-section.tsx';

/** Who we are (anchor #about). */
export function AboutSection() {
  return <HomeSection id="about" heading={HOME_SECTIONS.about.heading} intro={HOME_SECTIONS.about.intro} bg="bg.subtle" />;
}
