import { SimpleGrid, Text } from '@chakra-ui/react';
import { PHOTO_ALT } from '#shared/cms/editable-elements.ts';
import { SECTION_IDS } from '#shared/main-site/home-content.ts';
import { ABOUT_SECTION } from '#shared/site-copy.ts';
import { TeamArt } from '../../components/art/team-art.tsx';
import { ImageSlot } from '../../components/ui/image-slot.tsx';
import { useEditable } from '../../cms/use-editable.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';

/** Who we are (anchor #about), beside a picture of the team: designed art until staff set a photograph. */
export function AboutSection() {
  const picture = useEditable('home-about-image');
  return (
    <TitledSection id={SECTION_IDS.about} title={ABOUT_SECTION.title} bg="bg.subtle">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="center">
        <Text textStyle="lead" color="fg.muted">
          {ABOUT_SECTION.text}
        </Text>
        <ImageSlot image={picture} art={<TeamArt />} alt={PHOTO_ALT.team} width={480} height={320} />
      </SimpleGrid>
    </TitledSection>
  );
}
