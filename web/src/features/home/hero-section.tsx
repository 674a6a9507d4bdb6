import { Badge, Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HERO } from '#shared/main-site/home-content.ts';
import { PHOTO_ALT } from '#shared/cms/editable-elements.ts';
import { DubaiSkylineArt } from '../../components/art/dubai-skyline-art.tsx';
import { ImageSlot } from '../../components/ui/image-slot.tsx';
import { Island } from '../../islands/island.tsx';
import { CMS_CONTENT_KEY_ATTRIBUTE } from '../../cms/editable-value.ts';
import { useEditable } from '../../cms/use-editable.ts';
import { useContentItem } from './api/get-content-item.ts';
import { HeroActions } from './hero-actions.tsx';
import { UkBlock } from './uk-block.tsx';

/** The three promises under the hero's buttons. */
function Highlights() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
      {HERO.highlights.map(({ title, text }) => (
        <Stack as="li" key={title} gap="1" p="5" borderRadius="xl" bg="white/10" borderWidth="1px" borderColor="white/15">
          <Text fontWeight="bold" fontSize="lg" color="gold.300">
            {title}
          </Text>
          <Text fontSize="sm" color="navy.100">
            {text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The landing hero: the limited-slots banner, the editable title and subtitle (the fallbacks are what the
 * prerendered page shows), a button to the lead form and one to a prefilled chat, three highlights and the UK block.
 * On the static home the texts and picture are plain HTML that web/src/islands/live-content.ts brings up to date; the
 * buttons and the UK block are islands woken at the first interaction (a click meanwhile is replayed).
 */
export function HeroSection() {
  // A page-content item (CMS Editor) wins over the content item (Website Content), which wins over the built-in text.
  const title = useEditable('home-hero-title', useContentItem(HERO.contentKeys.title) ?? HERO.fallbackTitle);
  const subtitle = useEditable('home-hero-subtitle', useContentItem(HERO.contentKeys.subtitle) ?? HERO.fallbackSubtitle);
  const picture = useEditable('home-hero-image');

  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="navy.900"
      gradientTo="navy.700"
      color="white"
    >
      <Container maxW="6xl" py={{ base: '10', md: '20' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <SimpleGrid columns={{ base: 1, lg: 12 }} gap="10" alignItems="center">
            <Stack gap="6" maxW="3xl" gridColumn={{ lg: 'span 7' }}>
              <Badge
                alignSelf="flex-start"
                colorPalette="gold"
                variant="solid"
                size="lg"
                borderRadius="full"
                px="3"
                whiteSpace="normal"
                textAlign="start"
              >
                {HERO.slotsBanner}
              </Badge>
              <Heading id="hero-title" as="h1" textStyle="display" {...title.marker} {...{ [CMS_CONTENT_KEY_ATTRIBUTE]: HERO.contentKeys.title }}>
                {title.text}
              </Heading>
              <Text textStyle="lead" color="navy.100" {...subtitle.marker} {...{ [CMS_CONTENT_KEY_ATTRIBUTE]: HERO.contentKeys.subtitle }}>
                {subtitle.text}
              </Text>
              <Island name="home-hero-actions" strategy="interaction" component={HeroActions} />
            </Stack>
            {/* The wide screen's other half: a picture, not empty space; phones keep the text alone above the fold. */}
            <ImageSlot
              image={picture}
              art={<DubaiSkylineArt />}
              alt={PHOTO_ALT.heroSkyline}
              width={560}
              height={420}
              hideBelow="lg"
              gridColumn="span 5"
              boxShadow="2xl"
            />
          </SimpleGrid>
          <Highlights />
          <Island name="home-uk-block" strategy="interaction" component={UkBlock} />
        </Stack>
      </Container>
    </Box>
  );
}
