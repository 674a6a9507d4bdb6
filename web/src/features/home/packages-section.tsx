import { Box } from '@chakra-ui/react';
import { HOME_SECTIONS } from '#shared/site-copy.ts';
import { HomeSection } from './home-section.tsx';

/** The packages section, reachable as #packages and as #services. */
export function PackagesSection() {
  return (
    <Box id="services">
      <HomeSection id="packages" heading={HOME_SECTIONS.packages.heading} intro={HOME_SECTIONS.packages.intro} />
    </Box>
  );
}
