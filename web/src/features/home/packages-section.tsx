import { Box } from '@chakra-ui/react';
import { PACKAGES_SECTION, SECTION_IDS } from '#shared/main-site/home-content.ts';
import { HomeSection } from './home-section.tsx';

/** The packages section, reachable as #packages and as #services. */
export function PackagesSection() {
  return (
    <Box id={SECTION_IDS.services}>
      <HomeSection id={SECTION_IDS.packages} title={PACKAGES_SECTION.title} subtitle={PACKAGES_SECTION.subtitle} />
    </Box>
  );
}
